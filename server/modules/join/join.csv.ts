// The applications inbox as a CSV file for Excel, Numbers and LibreOffice (issue 13), written by
// lib/csv.ts (byte order mark, every cell quoted, formula cells neutralised). Headers and
// department names follow the request's language; times are the society's local time.
import type { Language } from '../../../shared/constants.js';
import type { JoinApplication } from '../../../shared/join.schema.js';
import { site } from '../../../shared/site.js';
import { csvFile, languageName, localDay, localTime } from '../../lib/csv.js';
import { localize } from '../../../shared/traditional.js';

export const headers: Record<Language, readonly string[]> = {
  en: ['Number', 'Received (Toronto time)', 'Name', 'E-mail', 'Department', 'Message', 'Language', 'Handled (Toronto time)', 'Handled by'],
  zh: ['编号', '收到时间（多伦多时间）', '姓名', '电子邮箱', '部门', '留言', '语言', '处理时间（多伦多时间）', '处理人'],
  'zh-Hant': ['編號', '收到時間（多倫多時間）', '姓名', '電子郵件', '部門', '留言', '語言', '處理時間（多倫多時間）', '處理人'],
};

export function applicationsCsv(applications: readonly JoinApplication[], language: Language): string {
  const departmentName = (id: string) => {
    const department = site.departments.find((d) => d.id === id);
    return department ? localize(department.name, language) : id;
  };
  const rows = applications.map((a) => [
    a.id,
    localTime(a.receivedAt),
    a.name,
    a.email,
    departmentName(a.group),
    a.message,
    languageName(a.language, language),
    localTime(a.handledAt),
    a.handledBy,
  ]);
  return csvFile(headers[language], rows);
}

/** applications-2026-11-22.csv, the day in Toronto. */
export function csvFileName(now: Date): string {
  return `applications-${localDay(now)}.csv`;
}
