// The pager under an admin list: links (so a page is an address), the current page between them,
// and a greyed-out end on the first and last pages. Nothing when everything fits on one page.
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
        <Link href={hrefOf(shown - 1)} className="button button--secondary" rel="prev">
          {t('pager.previous')}
        </Link>
      ) : (
        <span className="button button--secondary" aria-disabled="true">
          {t('pager.previous')}
        </span>
      )}
      <p className="pager__where" aria-current="page">
        {t('pager.pageOf', { page: shown, count })}
      </p>
      {shown < count ? (
        <Link href={hrefOf(shown + 1)} className="button button--secondary" rel="next">
          {t('pager.next')}
        </Link>
      ) : (
        <span className="button button--secondary" aria-disabled="true">
          {t('pager.next')}
        </span>
      )}
    </nav>
  );
}
