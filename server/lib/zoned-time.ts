// Wall-clock time in an IANA zone → the UTC instant, with Intl only (no date library).

function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - (instant - (instant % 1000));
}

/** The instant at which clocks in `timeZone` show the given date and time. */
export function zonedTime(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Two passes settle the offset across a daylight-saving change.
  let guess = wall - offsetMs(wall, timeZone);
  guess = wall - offsetMs(guess, timeZone);
  return new Date(guess);
}

/** The calendar date in `timeZone` at `instant`. */
export function zonedDate(instant: Date, timeZone: string): { year: number; month: number; day: number } {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(instant)
    .split('-')
    .map(Number) as [number, number, number];
  return { year, month, day };
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
