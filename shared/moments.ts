// Moments and ranges in words, one implementation for the pages and the mails: the same event
// reads "Thursday, December 10, 2026, 6:30–8:30 p.m. EST" on its page and in the registrant's
// mail. Intl only (no dictionaries): the event dates worker formats with it too.
//
// - The society's zone is named in our own words ("EST"/"EDT", 多伦多时间, 多倫多時間) whatever
//   the ICU data say (Chromium's say "Toronto时间"); other zones keep Intl's name.
// - Traditional reads in the Simplified shape with Traditional words ("2026年12月10日星期四
//   多倫多時間 18:30–20:30"): ICU's Taiwan and Hong Kong patterns write "下午6:30至8:30
//   [多倫多時間]", a 12-hour clock and the zone in ASCII brackets, which reads like a program's
//   output beside the Simplified page.
// - A range over several days names each day once and the zone once, with the year where it
//   reads naturally: "Monday, March 2, 10:00 a.m. – Tuesday, March 3, 2026, 4:00 p.m. EST",
//   "2026年3月2日星期一 多伦多时间 10:00 – 3月3日星期二 16:00".
import type { Language } from './constants.js';
import { languageOfTag } from './language-tags.js';
import { zonedDate, zonedIso } from './zoned-time.js';

/** The BCP 47 tag Intl formats with in each interface language (and `<html lang>`'s region). */
export const intlLocaleOf: Readonly<Record<Language, string>> = { en: 'en-CA', zh: 'zh-CN', 'zh-Hant': 'zh-TW' };

// Creating an Intl.DateTimeFormat is costly (a list of events would make dozens per render):
// each distinct locale and set of options is built once and kept.
const formats = new Map<string, Intl.DateTimeFormat>();
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** Names of zones in our own words, by IANA id: the zone's offset from UTC (minutes) → its name. */
const zoneNames: Readonly<Record<string, Readonly<Record<Language, (offsetMinutes: number) => string>>>> = {
  'America/Toronto': {
    en: (offset) => (offset === -240 ? 'EDT' : 'EST'),
    zh: () => '多伦多时间',
    'zh-Hant': () => '多倫多時間',
  },
};

/** The zone's offset from UTC at `instant`, in minutes (Toronto: -300 in winter, -240 in summer). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const match = /([+-])(\d{2}):(\d{2})$/.exec(zonedIso(instant, timeZone));
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** Our name of `timeZone` at `instant` in `language`, or null when we have none (Intl names it). */
export function zoneName(timeZone: string, language: Language, instant: Date): string | null {
  const names = zoneNames[timeZone];
  return names ? names[language](offsetMinutes(instant, timeZone)) : null;
}

export type Part = Intl.DateTimeFormatPart & { source?: 'startRange' | 'endRange' | 'shared' };

/** The parts joined, each zone name replaced by ours when we have one (a range's end part at its end). */
export function joinParts(parts: readonly Part[], timeZone: string, language: Language, start: Date, end = start): string {
  return parts
    .map((part) => {
      if (part.type !== 'timeZoneName') return part.value;
      return zoneName(timeZone, language, part.source === 'endRange' ? end : start) ?? part.value;
    })
    .join('');
}

/** What to format with: the zone, the locale (the language's by default), Intl's style of zone name where we have none. */
export interface ZoneOptions {
  /** IANA zone to show the time in (client/src/lib/site-time.ts gives the society's by default). */
  timeZone: string;
  /** Locale of the numbers and words; the interface language's by default. */
  locale?: string;
  /** Intl's style of zone name where we have none of our own (Chinese reads "中国时间" better than "GMT+8"). */
  intlZoneName?: Intl.DateTimeFormatOptions['timeZoneName'];
}

/** Date and time of a moment, short: "Jan 15, 2026, 12:47 a.m. EST", "2026年1月15日 多伦多时间 00:47". */
export const momentOptions: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** An event's times on its page and in its mails: "Thursday, December 10, 2026, 6:30–8:30 p.m. EST". */
export const eventRangeOptions: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** How a language's texts are made: the locale whose patterns Intl follows, and the words to put right after. */
interface Writer {
  language: Language;
  timeZone: string;
  /** The locale asked for (zh-HK, en-GB…): its words for zones we do not name. */
  locale: string;
  /** The locale whose patterns Intl follows: Simplified's for Traditional. */
  shape: string;
  zoneStyle: Intl.DateTimeFormatOptions['timeZoneName'];
}

function writerOf(language: Language, zone: ZoneOptions): Writer {
  const locale = zone.locale ?? intlLocaleOf[language];
  const traditional = language === 'zh-Hant' || languageOfTag(locale) === 'zh-Hant';
  return {
    language,
    timeZone: zone.timeZone,
    locale,
    shape: traditional ? intlLocaleOf.zh : locale,
    zoneStyle: zone.intlZoneName ?? 'short',
  };
}

/**
 * Parts made in the Simplified shape, in Traditional words: the weekday's 周 is 週, and a zone
 * we do not name takes the Traditional locale's name (中國時間, not 中国时间). Numbers, 年, 月,
 * 日 and 星期 are the same in both scripts; the Simplified patterns use a 24-hour clock.
 */
function inWords(writer: Writer, parts: readonly Part[], start: Date, end: Date): Part[] {
  if (writer.shape === writer.locale) return [...parts];
  return parts.map((part) => {
    // 周 → 週 (escaped: the server's bundle must be ASCII).
    if (part.type === 'weekday') return { ...part, value: part.value.replace(/\u5468/g, '\u9031') };
    if (part.type !== 'timeZoneName') return part;
    const at = part.source === 'endRange' ? end : start;
    const own = dateTimeFormat(writer.locale, { timeZone: writer.timeZone, timeZoneName: writer.zoneStyle })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName');
    return { ...part, value: own?.value ?? part.value };
  });
}

function format(writer: Writer, options: Intl.DateTimeFormatOptions, instant: Date): string {
  const parts = dateTimeFormat(writer.shape, { ...options, timeZone: writer.timeZone }).formatToParts(instant);
  return joinParts(inWords(writer, parts, instant, instant), writer.timeZone, writer.language, instant);
}

/** A moment (an ISO instant) in `zone.timeZone`, with the zone named, in `language`. */
export function formatMoment(language: Language, iso: string | Date, zone: ZoneOptions, options = momentOptions): string {
  const writer = writerOf(language, zone);
  return format(writer, { ...options, timeZoneName: writer.zoneStyle }, new Date(iso));
}

const dateFields = ['era', 'weekday', 'year', 'month', 'day'] as const;
const timeFields = ['hour', 'minute', 'second', 'hour12', 'hourCycle', 'dayPeriod', 'fractionalSecondDigits'] as const;
const pick = (options: Intl.DateTimeFormatOptions, fields: readonly (keyof Intl.DateTimeFormatOptions)[]): Intl.DateTimeFormatOptions =>
  Object.fromEntries(fields.filter((field) => options[field] !== undefined).map((field) => [field, options[field]]));

/**
 * From `start` to `end` in `zone.timeZone`, with the zone named.
 * Within one day Intl's own range ("6:30–8:30 p.m. EST"); over several days each end's date and
 * time, the zone named once (twice when the clocks change in between) and the year once when
 * both ends are in the same year: English names the zone and the year at the end, Chinese at
 * the start, where each language puts them.
 */
export function formatMomentRange(
  language: Language,
  start: string | Date,
  end: string | Date,
  zone: ZoneOptions,
  options = momentOptions,
): string {
  const writer = writerOf(language, zone);
  const from = new Date(start);
  const to = new Date(end);
  const first = zonedDate(from, writer.timeZone);
  const last = zonedDate(to, writer.timeZone);
  const oneDay = first.year === last.year && first.month === last.month && first.day === last.day;
  const hasTime = options.hour !== undefined || options.minute !== undefined;
  if (oneDay || !hasTime) {
    const parts = dateTimeFormat(writer.shape, {
      ...options,
      timeZone: writer.timeZone,
      timeZoneName: writer.zoneStyle,
    }).formatRangeToParts(from, to) as Part[];
    return joinParts(inWords(writer, parts, from, to), writer.timeZone, writer.language, from, to);
  }
  const chinese = language !== 'en';
  const zoneAt = (instant: Date) =>
    zoneName(writer.timeZone, language, instant) ??
    dateTimeFormat(writer.locale, { timeZone: writer.timeZone, timeZoneName: writer.zoneStyle })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value;
  const zoneChanges = zoneAt(from) !== zoneAt(to);
  const sameYear = first.year === last.year;
  const side = (instant: Date, isStart: boolean) => {
    const dateOptions = pick(options, dateFields);
    // The year once: at the start in Chinese (2026年3月2日 … 3月3日), at the end in English.
    if (sameYear && (chinese ? !isStart : isStart)) delete dateOptions.year;
    const named = zoneChanges || (chinese ? isStart : !isStart);
    const date = format(writer, dateOptions, instant);
    const timeOptions = pick(options, timeFields);
    // The Simplified patterns write a time alone as "5:00", beside a date as "05:00".
    if (chinese && timeOptions.hour === 'numeric') timeOptions.hour = '2-digit';
    const time = format(writer, { ...timeOptions, ...(named ? { timeZoneName: writer.zoneStyle } : {}) }, instant);
    return chinese ? `${date} ${time}` : `${date}, ${time}`;
  };
  return `${side(from, true)} – ${side(to, false)}`;
}

/** Start to end of an event in words: its page's text, the registration mails' too. */
export function formatEventRange(
  language: Language,
  event: { startsAt: string; endsAt: string },
  timeZone: string,
  locale?: string,
): string {
  // The society's zone is named from our copy (EST, 多伦多时间); for another zone "EST"-like
  // names read well in English, and Chinese names the place instead of "GMT+8" (中国时间).
  const intlZoneName = language === 'en' ? 'short' : 'shortGeneric';
  return formatMomentRange(
    language,
    event.startsAt,
    event.endsAt,
    { timeZone, ...(locale ? { locale } : {}), intlZoneName },
    eventRangeOptions,
  );
}
