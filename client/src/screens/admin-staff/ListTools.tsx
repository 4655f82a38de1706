// The parts of a list the three tabs of staff management build alike: the search box and the
// filter selects of the toolbar, and the list's section (its heading and "21–40 of 57", the
// spinner, the load error, the empty notice with its way back to everything, the pager).
import { useId, type ReactNode, type Ref } from 'react';
import { Link } from 'wouter';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { useCopy } from '../../i18n/copy';
import { adminStaffCopy } from './admin-staff.copy';
import { Pager, RangeCount } from './common';
import { pageSize, type View } from './staff-view';

/** The search box: its hint describes it. */
export function SearchField({ label, hint, value, onChange }: { label: string; hint: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field admin-staff__search">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={value} onChange={(e) => onChange(e.target.value)} aria-describedby={`${id}-hint`} autoComplete="off" />
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
    </div>
  );
}

/** A filter: one of `options`, each shown by its name. */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  names,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  names: Record<T, string>;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {names[option]}
          </option>
        ))}
      </select>
    </div>
  );
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

export function ListSection<V extends View>({ id, heading, headingRef, query, view, shown, total, hrefOf, empty, clearHref, children }: ListSectionProps<V>) {
  const copy = useCopy(adminStaffCopy);
  return (
    <section aria-labelledby={id} className="admin-staff__list">
      <div className="admin-list-head">
        <h2 id={id} ref={headingRef} tabIndex={-1}>
          {heading}
        </h2>
        {query.isSuccess && <RangeCount page={view.page} pageSize={pageSize} shown={shown} total={total} />}
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
          <Pager view={view} total={total} pageSize={pageSize} hrefOf={hrefOf} />
        </>
      )}
    </section>
  );
}
