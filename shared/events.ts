// Event statuses and the rule that derives an event's status from its times (no zod here, so
// screens that need only this stay small; the schemas are in events.schema.ts).

export const eventStatuses = ['upcoming', 'ongoing', 'past'] as const;
export type EventStatus = (typeof eventStatuses)[number];

/**
 * Upcoming until it starts, ongoing from its start (inclusive) to its end (exclusive), past from
 * its end on. So an event starting now is ongoing and one ending now is past.
 */
export function eventStatusAt(startsAt: string, endsAt: string, now: Date): EventStatus {
  const t = now.getTime();
  if (t < Date.parse(startsAt)) return 'upcoming';
  if (t < Date.parse(endsAt)) return 'ongoing';
  return 'past';
}
