// The applications inbox as a CSV file for Excel, Numbers and LibreOffice (issue 13):
// - UTF-8 with a byte order mark, or Excel reads Chinese names as mojibake;
// - RFC 4180: every cell quoted, quotes doubled, CRLF between records;
// - a cell that a spreadsheet would read as a formula (it begins with = + - @, a tab or a carriage
//   return: OWASP "CSV injection") gets a leading apostrophe, so it is shown as text, never run.
// Headers and department names follow the request's language; times are the society's local time.
import type { Language } from '../../../shared/constants.js';
import type { JoinApplication } from '../../../shared/join.schema.js';
import { site } from '../../../shared/site.js';
import { instantToWallTime } from '../../../shared/zoned-time.js';

export const csvContentType = 'text/csv; charset=utf-8';
const byteOrderMark = '\uFEFF';

const headers: Record<Language, readonly string[]> = {
  en: ['Number', 'Received (Toronto time)', 'Name', 'E-mail', 'Department', 'Message', 'Language', 'Handled (Toronto time)', 'Handled by'],
  zh: ['编号', '收到时间（多伦多时间）', '姓名', '电子邮箱', '部门', '留言', '语言', '处理时间（多伦多时间）', '处理人'],
};

const languageNames: Record<Language, Record<string, string>> = {
  en: { en: 'English', zh: 'Chinese' },
  zh: { en: '英文', zh: '中文' },
};

/** A cell as text a spreadsheet shows and never evaluates. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

const localTime = (iso: string | null) => (iso === null ? '' : instantToWallTime(iso, site.timeZone).replace('T', ' '));

export function applicationsCsv(applications: readonly JoinApplication[], language: Language): string {
  const departmentName = (id: string) => site.departments.find((d) => d.id === id)?.name[language] ?? id;
  const rows = applications.map((a) => [
    a.id,
    localTime(a.receivedAt),
    a.name,
    a.email,
    departmentName(a.group),
    a.message,
    languageNames[language][a.language] ?? a.language,
    localTime(a.handledAt),
    a.handledBy,
  ]);
  return byteOrderMark + [headers[language], ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** applications-2026-11-22.csv, the day in Toronto. */
export function csvFileName(now: Date): string {
  return `applications-${instantToWallTime(now.toISOString(), site.timeZone).slice(0, 10)}.csv`;
}
