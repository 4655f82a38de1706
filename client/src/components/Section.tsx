import type { ReactNode } from 'react';

/** A page section titled by its h2: the markup and classes every content screen shares. */
export function Section({
  titleId,
  title,
  titleHidden = false,
  tinted = false,
  layout,
  centerTitle = false,
  titleColumn,
  titleColumnClassName,
  below,
  id,
  children,
}: {
  titleId: string;
  title: ReactNode;
  /** Named for assistive technology only (a row of figures speaks for itself). */
  titleHidden?: boolean;
  tinted?: boolean;
  /** An extra class on the inner wrapper, e.g. content-columns, cta-panel, two-up. */
  layout?: string;
  centerTitle?: boolean;
  /** Given, the title heads a first column of its own with this under it; the children are the other columns. */
  titleColumn?: ReactNode;
  titleColumnClassName?: string;
  /** A second row under the first: a figure, the page's actions. */
  below?: ReactNode;
  /** The section's own id, for a link to it (#apply). */
  id?: string;
  children: ReactNode;
}) {
  const titleClass = titleHidden ? 'visually-hidden' : centerTitle ? 'section__title section__title--center' : 'section__title';
  const heading = (
    <h2 id={titleId} className={titleClass}>
      {title}
    </h2>
  );
  return (
    <section className={tinted ? 'section section--tinted' : 'section'} id={id} aria-labelledby={titleId}>
      <div className={layout ? `section__inner ${layout}` : 'section__inner'}>
        {titleColumn === undefined ? (
          heading
        ) : (
          <div className={titleColumnClassName}>
            {heading}
            {titleColumn}
          </div>
        )}
        {children}
      </div>
      {below !== undefined && <div className="section__inner">{below}</div>}
    </section>
  );
}
