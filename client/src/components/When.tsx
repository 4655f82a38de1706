import type { Language } from '../../../shared/constants';
import { formatMoment } from '../lib/site-time';

/** A moment in the society's time zone, named: "Nov 22, 2026, 7:00 p.m. EST" or "2026年11月22日 多伦多时间 19:00". */
export function When({ iso, language }: { iso: string; language: Language }) {
  return <time dateTime={iso}>{formatMoment(language, iso)}</time>;
}
