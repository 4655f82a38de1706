// An event's guest list as a CSV file (issue 23), written by lib/csv.ts like the applications
// inbox: byte order mark, every cell quoted, formula cells neutralised. Headers, statuses and
// languages follow the request's language; times are the society's local time.
import type { Language } from '../../../shared/constants.js';
import type { Registration, RegistrationStatus } from '../../../shared/registrations.schema.js';
import { csvFile, languageName, localDay, localTime } from '../../lib/csv.js';

export const headers: Record<Language, readonly string[]> = {
  en: [
    'Number',
    'Name',
    'E-mail',
    'Status',
    'Waitlist place',
    'Registered (Toronto time)',
    'Checked in (Toronto time)',
    'Cancelled (Toronto time)',
    'Language',
  ],
  zh: [
    '编号',
    '姓名',
    '电子邮箱',
    '状态',
    '候补位次',
    '报名时间（多伦多时间）',
    '签到时间（多伦多时间）',
    '取消时间（多伦多时间）',
    '语言',
  ],
  'zh-Hant': [
    '編號',
    '姓名',
    '電子郵件',
    '狀態',
    '候補位次',
    '報名時間（多倫多時間）',
    '簽到時間（多倫多時間）',
    '取消時間（多倫多時間）',
    '語言',
  ],
};

export const statusNames: Record<Language, Record<RegistrationStatus, string>> = {
  en: { confirmed: 'Confirmed', waitlisted: 'Waitlist', cancelled: 'Cancelled' },
  zh: { confirmed: '已确认', waitlisted: '候补', cancelled: '已取消' },
  'zh-Hant': { confirmed: '已確認', waitlisted: '候補', cancelled: '已取消' },
};

export function registrationsCsv(registrations: readonly Registration[], language: Language): string {
  const rows = registrations.map((r) => [
    r.id,
    r.name,
    r.email,
    statusNames[language][r.status],
    r.position,
    localTime(r.createdAt),
    localTime(r.attendedAt),
    localTime(r.cancelledAt),
    languageName(r.language, language),
  ]);
  return csvFile(headers[language], rows);
}

/** registrations-12-2026-11-22.csv: the event's id (when known), the day in Toronto. */
export function registrationsCsvFileName(eventId: string | undefined, now: Date): string {
  const id = eventId && /^\d{1,16}$/.test(eventId) ? `-${eventId}` : '';
  return `registrations${id}-${localDay(now)}.csv`;
}
