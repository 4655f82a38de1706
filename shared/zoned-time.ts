// Wall-clock time in an IANA zone ↔ the UTC instant, with Intl only (no date library). Shared:
// the server seeds its demo events with it, and the event editor's pickers enter times in the
// society's zone (shared/site.ts) whatever zone the editor's browser is in.

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock in `timeZone` at `instant`, as the milliseconds of the same reading in UTC. */
function wallAt(instant: number, timeZone: string): number {
  const parts = partsFormat(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute'), get('second'));
}

/** The zone's offset from UTC at `instant`, in milliseconds (Toronto in winter: -5 h). */
function offsetMs(instant: number, timeZone: string): number {
  return wallAt(instant, timeZone) - (instant - (instant % 1000));
}

const dayMs = 86_400_000;

/**
 * The instant at which clocks in `timeZone` read `wall` (a wall reading written as UTC
 * milliseconds). Across a daylight-saving change it does what calendars do (Temporal's
 * "compatible"): a reading the clocks skip (02:30 on the spring-forward night) moves forward by
 * the gap (03:30 summer time); a reading they show twice (01:30 on the fall-back night) is the
 * first of the two.
 */
function instantOfWall(wall: number, timeZone: string): number {
  const before = wall - offsetMs(wall - dayMs, timeZone);
  const after = wall - offsetMs(wall + dayMs, timeZone);
  const fits = (instant: number) => wallAt(instant, timeZone) === wall;
  const candidates = [before, after].filter(fits);
  if (candidates.length > 0) return Math.min(...candidates);
  // In the gap: with the offset from before the change, the reading lands as far past it.
  return before;
}

/** The instant at which clocks in `timeZone` show the given date and time. */
export function zonedTime(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): Date {
  return new Date(instantOfWall(Date.UTC(year, month - 1, day, hour, minute), timeZone));
}

/** The calendar date in `timeZone` at `instant`. */
export function zonedDate(instant: Date, timeZone: string): { year: number; month: number; day: number } {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(instant)
    .split('-')
    .map(Number) as [number, number, number];
  return { year, month, day };
}

const wallPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A `<input type="datetime-local">` value ("2026-12-05T19:00"), read as a time in `timeZone`,
 * to an ISO instant ("2026-12-06T00:00:00.000Z"); null for an empty or malformed value.
 */
export function wallTimeToInstant(value: string, timeZone: string): string | null {
  const match = wallPattern.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second = '0'] = match.slice(1).map((n) => Number(n ?? 0)) as number[];
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, Number(second));
  // Date.UTC rolls 2026-02-30 over into March: such a value is not a date.
  const check = new Date(wall);
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day! || hour! > 23 || minute! > 59) return null;
  return new Date(instantOfWall(wall, timeZone)).toISOString();
}

/** An ISO instant as the value of a `<input type="datetime-local">` showing clocks in `timeZone`; '' for an unreadable one. */
export function instantToWallTime(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  return new Date(wallAt(instant, timeZone)).toISOString().slice(0, 16);
}

/**
 * `instant` as ISO 8601 local time in `timeZone` with that zone's offset at the time, to the
 * second: 2026-12-05T23:00:00Z in America/Toronto → 2026-12-05T18:00:00-05:00.
 */
export function zonedIso(instant: Date | string, timeZone: string): string {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  const offset = offsetMs(ms, timeZone);
  const local = new Date(ms - (ms % 1000) + offset).toISOString().slice(0, 19);
  const minutes = Math.round(Math.abs(offset) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  return `${local}${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
