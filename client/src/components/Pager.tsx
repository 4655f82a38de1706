// The pager under a list (the admin lists, the events archive): links (so a page is an address),
// the current page between them, and on the first and last pages an end that is visibly and
// audibly unavailable (a link without an address, aria-disabled). On one line at 360 px: there the
// ends show their arrows only, their words staying their names. Nothing when everything fits on
// one page.
import { Link } from 'wouter';
import { useI18n } from '../i18n/i18n';
import './pager.css';

/** `page` (past the end it shows the last) of `count` pages; `hrefOf` gives a page's address. */
export function Pager({ page, count, hrefOf }: { page: number; count: number; hrefOf: (page: number) => string }) {
  const { t } = useI18n();
  if (count <= 1) return null;
  const shown = Math.min(page, count);
  return (
    <nav className="pager" aria-label={t('pager.pages')}>
      {shown > 1 ? (
        <Link href={hrefOf(shown - 1)} className="button button--secondary pager__end" rel="prev">
          <End direction="prev" label={t('pager.previous')} />
        </Link>
      ) : (
        // biome-ignore lint/a11y/useValidAnchor: a disabled link (no href, aria-disabled): the end stays in its place and is announced as a link not to follow
        <a role="link" className="button button--secondary pager__end" aria-disabled="true">
          <End direction="prev" label={t('pager.previous')} />
        </a>
      )}
      <p className="pager__where" aria-current="page">
        {t('pager.pageOf', { page: shown, count })}
      </p>
      {shown < count ? (
        <Link href={hrefOf(shown + 1)} className="button button--secondary pager__end" rel="next">
          <End direction="next" label={t('pager.next')} />
        </Link>
      ) : (
        // biome-ignore lint/a11y/useValidAnchor: a disabled link (no href, aria-disabled): the end stays in its place and is announced as a link not to follow
        <a role="link" className="button button--secondary pager__end" aria-disabled="true">
          <End direction="next" label={t('pager.next')} />
        </a>
      )}
    </nav>
  );
}

/** An end's arrow and its words (hidden on a narrow screen, still its name). */
function End({ direction, label }: { direction: 'prev' | 'next'; label: string }) {
  const arrow = (
    <span className="pager__arrow" aria-hidden="true">
      {direction === 'prev' ? '‹' : '›'}
    </span>
  );
  return (
    <>
      {direction === 'prev' && arrow}
      <span className="pager__label">{label}</span>
      {direction === 'next' && arrow}
    </>
  );
}
