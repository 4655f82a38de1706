// The subscriber list as a CSV file, written by lib/csv.ts as the guest lists are (byte order
// mark, every cell quoted, formula cells neutralised; headers and words in the request's
// language, times in the society's), and the reading of an imported CSV file (RFC 4180: quoted
// cells, doubled quotes, line breaks inside quotes; a byte order mark; CRLF or LF).
import type { Language } from '../../../shared/constants.js';
import type { NewsletterTopic, Subscriber, SubscriberStatus } from '../../../shared/newsletter.schema.js';
import { csvFile, languageName, localDay, localTime } from '../../lib/csv.js';

export const subscriberHeaders: Record<Language, readonly string[]> = {
  en: [
    'Number',
    'E-mail',
    'Status',
    'Language',
    'Topics',
    'Source',
    'Added (Toronto time)',
    'Confirmed (Toronto time)',
    'Left (Toronto time)',
  ],
  zh: ['编号', '电子邮箱', '状态', '语言', '内容', '来源', '加入时间（多伦多时间）', '确认时间（多伦多时间）', '退订时间（多伦多时间）'],
  'zh-Hant': [
    '編號',
    '電子郵件',
    '狀態',
    '語言',
    '內容',
    '來源',
    '加入時間（多倫多時間）',
    '確認時間（多倫多時間）',
    '退訂時間（多倫多時間）',
  ],
};

const statusNames: Record<Language, Record<SubscriberStatus, string>> = {
  en: { pending: 'Not confirmed yet', subscribed: 'Subscribed', unsubscribed: 'Unsubscribed' },
  zh: { pending: '待确认', subscribed: '已订阅', unsubscribed: '已退订' },
  'zh-Hant': { pending: '待確認', subscribed: '已訂閱', unsubscribed: '已退訂' },
};

const topicNames: Record<Language, Record<NewsletterTopic, string>> = {
  en: { magazine: 'Magazine', events: 'Events' },
  zh: { magazine: '会刊', events: '活动' },
  'zh-Hant': { magazine: '會刊', events: '活動' },
};

const sourceNames: Record<Language, Record<Subscriber['source'], string>> = {
  en: { form: 'Form', registration: 'Event registration', imported: 'Import', handover: 'Term handover' },
  zh: { form: '订阅表单', registration: '活动报名', imported: '导入', handover: '换届' },
  'zh-Hant': { form: '訂閱表單', registration: '活動報名', imported: '匯入', handover: '換屆' },
};

export function subscribersCsv(subscribers: readonly Subscriber[], language: Language): string {
  const rows = subscribers.map((s) => [
    s.id,
    s.email,
    statusNames[language][s.status],
    languageName(s.language, language),
    s.topics.map((topic) => topicNames[language][topic]).join(language === 'en' ? ', ' : '、'),
    sourceNames[language][s.source],
    localTime(s.createdAt),
    localTime(s.confirmedAt),
    localTime(s.unsubscribedAt),
  ]);
  return csvFile(subscriberHeaders[language], rows);
}

/** newsletter-subscribers-2026-11-29.csv: the day in Toronto. */
export const subscribersCsvFileName = (now: Date) => `newsletter-subscribers-${localDay(now)}.csv`;

/** A record of a CSV file: its cells, and the line it starts on (from 1). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** The records of a CSV file's text; an unclosed quote runs to the end of the text. */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    cells.push(cell);
    records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else cell += c;
  }
  if (cell !== '' || cells.length) endRecord();
  return records;
}
