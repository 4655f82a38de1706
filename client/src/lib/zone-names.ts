// Names of time zones in our own words: the society's zone reads "EST"/"EDT" in English and
// "多伦多时间" in Chinese whatever the browser's ICU data say (Chromium's says "Toronto时间").
// Other zones keep Intl's name. No dictionaries here: the event dates worker uses it too.
import type { Language } from '../../../shared/constants';
import { zonedIso } from '../../../shared/zoned-time';

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
