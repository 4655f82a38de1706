import type { ReactNode } from 'react';

/** A page section titled by its h2: the markup and classes every content screen shares. */
export function Section({
  titleId,
  title,
  tinted = false,
  layout,
  centerTitle = false,
  children,
}: {
  titleId: string;
  title: ReactNode;
  tinted?: boolean;
  /** An extra class on the inner wrapper, e.g. content-columns, cta-panel. */
  layout?: string;
  centerTitle?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={tinted ? 'section section--tinted' : 'section'} aria-labelledby={titleId}>
      <div className={layout ? `section__inner ${layout}` : 'section__inner'}>
        <h2 id={titleId} className={centerTitle ? 'section__title section__title--center' : 'section__title'}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
