// CSV files for Excel, Numbers and LibreOffice (issue 13; the applications inbox, an event's
// guest list):
// - UTF-8 with a byte order mark, or Excel reads Chinese names as mojibake;
// - RFC 4180: every cell quoted, quotes doubled, CRLF between records;
// - a cell that a spreadsheet would read as a formula (it begins with = + - @, a tab or a carriage
//   return: OWASP "CSV injection") gets a leading apostrophe, so it is shown as text, never run.
// Times are the society's local time.
import { site } from '../../shared/site.js';
import { instantToWallTime } from '../../shared/zoned-time.js';

export const csvContentType = 'text/csv; charset=utf-8';
const byteOrderMark = '\uFEFF';

/** A cell as text a spreadsheet shows and never evaluates. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** The file: the byte order mark, then the header and the rows, every cell quoted, CRLF after each. */
export function csvFile(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return byteOrderMark + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** An instant as the society's wall time, "2026-11-22 18:30"; '' for none. */
export const localTime = (iso: string | null) => (iso === null ? '' : instantToWallTime(iso, site.timeZone).replace('T', ' '));

/** The day in the society's time zone, "2026-11-22" (file names). */
export const localDay = (now: Date) => instantToWallTime(now.toISOString(), site.timeZone).slice(0, 10);
