// Pieces the three tabs of staff management share: the search box's delay before it asks the
// server, dates as staff read them, and the text of a failed call.
import { useEffect, useState } from 'react';
import type { Language } from '../../../../shared/constants';
import { useCopy } from '../../i18n/copy';
import { readServerError } from '../../lib/form-errors';
import { formatMoment } from '../../lib/site-time';
import { adminStaffCopy, type AdminStaffCopy } from './admin-staff.copy';
import type { View } from './staff-view';

/** The value once it has stopped changing for `delay` ms (typing a search asks once, not per key). */
export function useDebounced<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** A moment in the society's time zone, named: "Nov 22, 2026, 7:00 p.m. EST" or "2026年11月22日 多伦多时间 19:00". */
export function formatWhen(language: Language, iso: string): string {
  return formatMoment(language, iso);
}

export function When({ iso, language }: { iso: string; language: Language }) {
  return <time dateTime={iso}>{formatWhen(language, iso)}</time>;
}

/** What to say when a call failed: the server's own words, or that it did not answer, or `fallback`. */
export function failureText(error: unknown, copy: AdminStaffCopy, fallback: string): string {
  const { failure } = readServerError(error, []);
  if (failure.kind === 'server') return failure.text;
  if (failure.kind === 'network') return copy.network;
  return fallback;
}

export interface PanelProps<V extends View> {
  view: V;
  /** Replaces the view in the URL (search and filters). */
  setView: (next: V) => void;
  /** The address of a view (the pager's links). */
  hrefOf: (next: V) => string;
  /** Confirms a change that went through, in sight and in the screen's live region. */
  announce: (text: string) => void;
}

/** "21–40 of 57" above a list. */
export function RangeCount({ page, pageSize, shown, total }: { page: number; pageSize: number; shown: number; total: number }) {
  const copy = useCopy(adminStaffCopy);
  if (total === 0 || shown === 0) return null;
  const from = (page - 1) * pageSize + 1;
  return <p className="admin-count">{copy.count(from, from + shown - 1, total)}</p>;
}
