// The parts of the editors' lists: the section (its heading and "21–40 of 57", the spinner, the
// load error, the empty notice with its way back to everything, the pager), an article's title,
// state and byline cells, and the query's rows (going to the last page when asked past it).
import { useEffect, type ReactNode, type Ref } from 'react';
import { Link } from 'wouter';
import type { ArticleRow } from '../../../../shared/magazine.schema';
import { LoadError } from '../../components/LoadError';
import { Pager } from '../../components/Pager';
import { RangeCount } from '../../components/RangeCount';
import { Spinner } from '../../components/Spinner';
import { When } from '../../components/When';
import { useCopy } from '../../i18n/copy';
import { langOf, useI18n } from '../../i18n/i18n';
import { formatMoment } from '../../lib/site-time';
import { adminMagazineCopy } from './admin-magazine.copy';
import { bylineText, pageCount, pageSize, titleOf, type MagazineView } from './magazine-view';

/** What each list tab is given by the screen. */
export interface PanelProps<V extends MagazineView> {
  view: V;
  setView: (next: MagazineView) => void;
  hrefOf: (next: MagazineView) => string;
  /** Confirms a change that went through, in sight and in the screen's live region. */
  announce: (text: string) => void;
}

interface ListQuery<D> {
  data?: D;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** The page's rows; asked past the last page (rows gone since, an old link), it goes to the last one. */
export function usePageRows<V extends MagazineView>(query: ListQuery<{ articles: ArticleRow[]; total: number }>, props: PanelProps<V>) {
  const rows = query.data?.articles ?? [];
  const total = query.data?.total ?? 0;
  const { view, setView } = props;
  useEffect(() => {
    if (query.isSuccess && !query.isPlaceholderData && rows.length === 0 && view.page > pageCount(total))
      setView({ ...view, page: pageCount(total) });
  });
  return { rows, total };
}

interface ListSectionProps {
  id: string;
  heading: string;
  headingRef?: Ref<HTMLHeadingElement>;
  query: { isPending: boolean; isError: boolean; isSuccess: boolean; refetch: () => unknown };
  page: number;
  shown: number;
  total: number;
  pageHref: (page: number) => string;
  empty: string;
  clearHref: string | null;
  children: ReactNode;
}

export function ListSection({
  id,
  heading,
  headingRef,
  query,
  page,
  shown,
  total,
  pageHref,
  empty,
  clearHref,
  children,
}: ListSectionProps) {
  const copy = useCopy(adminMagazineCopy);
  return (
    <section aria-labelledby={id} className="admin-magazine__list">
      <div className="admin-list-head">
        <h2 id={id} ref={headingRef} tabIndex={-1}>
          {heading}
        </h2>
        {query.isSuccess && <RangeCount page={page} pageSize={pageSize} shown={shown} total={total} text={copy.count} />}
      </div>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : shown === 0 ? (
        <div className="notice" data-empty="">
          <p>{empty}</p>
          {clearHref !== null && (
            <Link href={clearHref} className="text-link">
              {copy.clearFilters}
            </Link>
          )}
        </div>
      ) : (
        <>
          {children}
          <Pager page={page} count={pageCount(total)} hrefOf={pageHref} />
        </>
      )}
    </section>
  );
}

/** The row's heading cell: the title in the interface language (the other one marked with its language). */
export function TitleCell({ article }: { article: ArticleRow }) {
  const { language } = useI18n();
  const copy = useCopy(adminMagazineCopy);
  return (
    <th scope="row" className="admin-magazine__title">
      <span lang={langOf(language, article.titleEn, article.titleZh)}>{titleOf(language, article, copy.untitled)}</span>
    </th>
  );
}

export function AuthorsCell({ article }: { article: ArticleRow }) {
  const { language } = useI18n();
  const copy = useCopy(adminMagazineCopy);
  return <td className="admin-magazine__authors">{bylineText(language, article.bylines) || copy.noAuthors}</td>;
}

/** The state as a badge, with "live", the scheduled time and a returned article's mark. */
export function StateCell({ article }: { article: ArticleRow }) {
  const { language } = useI18n();
  const copy = useCopy(adminMagazineCopy);
  return (
    <td className="admin-magazine__state">
      <span className={`badge badge--article-${article.state}`} data-state={article.state}>
        {copy.state[article.state]}
      </span>
      {article.isLive && article.state !== 'published' && (
        <span className="badge badge--article-live" data-live="">
          {copy.live}
        </span>
      )}
      {article.state === 'scheduled' && article.publishAt && (
        <time className="admin-magazine__detail" dateTime={article.publishAt}>
          {copy.scheduledFor(formatMoment(language, article.publishAt))}
        </time>
      )}
      {article.state === 'draft' && article.reviewNote && <span className="admin-magazine__detail">{copy.returned}</span>}
    </td>
  );
}

export function UpdatedCell({ article }: { article: ArticleRow }) {
  const { language } = useI18n();
  return (
    <td className="admin-magazine__updated">
      <When iso={article.updatedAt} language={language} />
      <span className="admin-magazine__detail">{article.updatedBy}</span>
    </td>
  );
}

export function ActionsHeading() {
  const copy = useCopy(adminMagazineCopy);
  return (
    <th scope="col">
      <span className="visually-hidden">{copy.actions}</span>
    </th>
  );
}
