// CSV files for Excel, Numbers and LibreOffice (issue 13; the applications inbox, an event's
// guest list):
// - UTF-8 with a byte order mark, or Excel reads Chinese names as mojibake;
// - RFC 4180: every cell quoted, quotes doubled, CRLF between records;
// - a cell that a spreadsheet would read as a formula (OWASP "CSV injection") gets a leading
//   apostrophe, so it is shown as text, never run: it begins with a tab, a carriage return or a
//   line feed, or its first mark after any spaces is = + - @ in any width (a spreadsheet in an
//   East Asian locale reads the full-width U+FF1D U+FF0B U+FF0D U+FF20, and the small forms
//   U+FE66 U+FE62 U+FE63 U+FE6B, as the ASCII ones: NFKC makes them so here too).
// Times are the society's local time.
import { isLanguage, type Language } from '../../shared/constants.js';
import { site } from '../../shared/site.js';
import { instantToWallTime } from '../../shared/zoned-time.js';

export const csvContentType = 'text/csv; charset=utf-8';
const byteOrderMark = '\uFEFF';

/** Whether a spreadsheet would take the text for a formula. */
function startsAsFormula(text: string): boolean {
  if (/^[\t\r\n]/.test(text)) return true;
  // Only the start matters: a long cell is not normalised whole.
  return /^[=+\-@]/.test(text.slice(0, 64).trimStart().normalize('NFKC'));
}

/** A cell as text a spreadsheet shows and never evaluates. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (startsAsFormula(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** The file: the byte order mark, then the header and the rows, every cell quoted, CRLF after each. */
export function csvFile(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return `${byteOrderMark + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** An instant as the society's wall time, "2026-11-22 18:30"; '' for none (instantToWallTime reads no time in "null"). */
export const localTime = (iso: string | null) => instantToWallTime(String(iso), site.timeZone).replace('T', ' ');

/** The day in the society's time zone, "2026-11-22" (file names). */
export const localDay = (now: Date) => instantToWallTime(now.toISOString(), site.timeZone).slice(0, 10);

/** The interface languages' names in each language: the applications' and registrations' Language column. */
export const languageNames: Readonly<Record<Language, Readonly<Record<Language, string>>>> = {
  en: { en: 'English', zh: 'Chinese (Simplified)', 'zh-Hant': 'Chinese (Traditional)' },
  zh: { en: '英文', zh: '简体中文', 'zh-Hant': '繁体中文' },
  'zh-Hant': { en: '英文', zh: '簡體中文', 'zh-Hant': '繁體中文' },
};

/** A language's name in the file's language; a value that is no language (an old row) as it is. */
export function languageName(value: string, language: Language): string {
  return isLanguage(value) ? languageNames[language][value] : value;
}
