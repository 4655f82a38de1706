// The parts of a list the three tabs of staff management build alike (the search box and filter
// selects are components/ListControls.tsx): the toolbar, the page of rows a query answered, the
// list's section (its heading and "21–40 of 57", the spinner, the load error, the empty notice
// with its way back to everything, the pager), and a row's buttons that may be barred with a reason.
import { useEffect, type ReactNode, type Ref } from 'react';
import { Link } from 'wouter';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { useCopy } from '../../i18n/copy';
import { adminStaffCopy } from './admin-staff.copy';
import { Pager } from '../../components/Pager';
import { RangeCount } from '../../components/RangeCount';
import { SearchField } from '../../components/ListControls';
import { pageCount, pageSize, type View } from './staff-view';

/** What each tab's panel is given by the screen. */
export interface PanelProps<V extends View> {
  view: V;
  /** Replaces the view in the URL (search and filters). */
  setView: (next: V) => void;
  /** The address of a view (the pager's links). */
  hrefOf: (next: V) => string;
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

/**
 * The rows of the page in view and their total, and what ListSection needs of them. Asked past
 * the last page (rows deleted since, an old link), it goes to the last one.
 */
export function useListPage<V extends View, D extends { total: number }, R>(
  query: ListQuery<D>,
  rowsOf: (data: D) => R[],
  { view, setView, hrefOf }: Pick<PanelProps<V>, 'view' | 'setView' | 'hrefOf'>,
) {
  const rows = query.data ? rowsOf(query.data) : [];
  const total = query.data?.total ?? 0;
  useEffect(() => {
    if (query.isSuccess && !query.isPlaceholderData && rows.length === 0 && view.page > pageCount(total))
      setView({ ...view, page: pageCount(total) });
  });
  return { rows, total, list: { query, view, hrefOf, shown: rows.length, total } };
}

interface ListSectionProps<V extends View> {
  /** The heading's id (the section is labelled by it; focus may be sent to it). */
  id: string;
  heading: string;
  headingRef?: Ref<HTMLHeadingElement>;
  query: { isPending: boolean; isError: boolean; isSuccess: boolean; refetch: () => unknown };
  view: V;
  /** The rows on this page and in all. */
  shown: number;
  total: number;
  hrefOf: (next: V) => string;
  /** What the empty list says. */
  empty: string;
  /** Where "Clear search and filters" leads, when something is searched or filtered. */
  clearHref: string | null;
  /** The rows, shown when there are any. */
  children: ReactNode;
}

export function ListSection<V extends View>({
  id,
  heading,
  headingRef,
  query,
  view,
  shown,
  total,
  hrefOf,
  empty,
  clearHref,
  children,
}: ListSectionProps<V>) {
  const copy = useCopy(adminStaffCopy);
  return (
    <section aria-labelledby={id} className="admin-staff__list">
      <div className="admin-list-head">
        <h2 id={id} ref={headingRef} tabIndex={-1}>
          {heading}
        </h2>
        {query.isSuccess && <RangeCount page={view.page} pageSize={pageSize} shown={shown} total={total} text={copy.count} />}
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
          <Pager page={view.page} count={pageCount(total)} hrefOf={(page) => hrefOf({ ...view, page })} />
        </>
      )}
    </section>
  );
}

interface ListToolbarProps {
  search: { label: string; hint: string };
  q: string;
  onSearch: (q: string) => void;
  /** An extra class on the search and filters' row (the staff tab lays out three filters). */
  toolsClassName?: string;
  /** The filter selects beside the search box. */
  filters: ReactNode;
  /** The tab's own action at the panel's foot (New account, Export CSV). */
  action?: ReactNode;
}

/** A tab's toolbar, one panel: the search box and the filters, then the tab's own action. */
export function ListToolbar({ search, q, onSearch, toolsClassName, filters, action }: ListToolbarProps) {
  return (
    <div className="admin-tools admin-staff__toolbar">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is the search landmark only since Chrome and Firefox 118 and Safari 17; the build targets ES2022 browsers, where a div with role=search is one in all */}
      <div role="search" className={toolsClassName ? `admin-staff__tools ${toolsClassName}` : 'admin-staff__tools'}>
        <SearchField label={search.label} hint={search.hint} value={q} onChange={onSearch} className="admin-staff__search" />
        {filters}
      </div>
      {action}
    </div>
  );
}

interface RowActionProps {
  className: string;
  /** The button's text and its full name ("Edit" and "Edit li.hua"). */
  label: string;
  name: string;
  /** Why the button is barred (its tooltip and description, the text of the row's `WhyBarred`), or null. */
  barred: string | null;
  whyId: string;
  onClick: () => void;
}

/** A row's button that opens a dialog, or is disabled and says why. */
export function RowAction({ className, label, name, barred, whyId, onClick }: RowActionProps) {
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-label={name}
      disabled={barred !== null}
      aria-describedby={barred === null ? undefined : whyId}
      title={barred ?? undefined}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

/** Under a row's buttons: why one is barred, when one is. */
export function WhyBarred({ id, text }: { id: string; text: string | null }) {
  return text === null ? null : (
    <p className="admin-staff__why" id={id}>
      {text}
    </p>
  );
}

/** The head of a table's last column, the rows' buttons: named for screen readers only. */
export function ActionsHeading() {
  const copy = useCopy(adminStaffCopy);
  return (
    <th scope="col">
      <span className="visually-hidden">{copy.actions}</span>
    </th>
  );
}
