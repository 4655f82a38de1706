// Event statuses and the rule that derives an event's status from its times (no zod here, so
// screens that need only this stay small; the schemas are in events.schema.ts).

export const eventStatuses = ['upcoming', 'ongoing', 'past'] as const;

/**
 * Events per page of the list when none is asked for, the most per page (the API's lists'
 * pagingLimits.pageSizeMax), and the years a list may ask for (decision 027). Here, not beside
 * the schemas, so the screens that page the list need no zod for it.
 */
export const eventListLimits = { pageSizeDefault: 50, pageSizeMax: 100, yearMin: 1970, yearMax: 2100 } as const;

/** The programmes with a page of their own (/events/qin-society, /events/new-year-concert): an event may belong to one. */
export const eventProgrammes = ['qin-society', 'new-year-concert'] as const;
export type EventProgramme = (typeof eventProgrammes)[number];
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

/**
 * The event the events screen features: the first flagged one in the list's order that has not
 * ended. A featured event that is over is shown in the list, not above it.
 */
export function featuredEvent<E extends { isFeatured: boolean; status: EventStatus }>(events: readonly E[] | undefined): E | undefined {
  return events?.find((event) => event.isFeatured && event.status !== 'past');
}
