// Event schemas shared by the events procedures and the client, and the rule that derives an
// event's status from its times.
import { z } from 'zod';

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

export const listEventsInput = z
  .object({
    status: z
      .enum(eventStatuses, { error: 'validation.eventStatus' })
      .optional()
      .meta({ description: 'Only events with this status; all events when absent.' }),
  })
  .optional();
export type ListEventsInput = z.infer<typeof listEventsInput>;

const isoDateTime = z.iso.datetime({ offset: true }).meta({ example: '2026-12-05T23:00:00.000Z' });

export const eventSchema = z
  .object({
    id: z.number().int().positive(),
    titleEn: z.string(),
    titleZh: z.string(),
    summaryEn: z.string(),
    summaryZh: z.string(),
    descriptionEn: z.string(),
    descriptionZh: z.string(),
    locationEn: z.string(),
    locationZh: z.string(),
    startsAt: isoDateTime,
    endsAt: isoDateTime,
    timeZone: z.string().meta({ description: 'IANA time zone the event takes place in', example: 'America/Toronto' }),
    imageUrl: z.string().nullable(),
    isFeatured: z.boolean(),
    externalUrl: z.string().nullable(),
    status: z.enum(eventStatuses).meta({ description: 'Derived from startsAt and endsAt at the time of the request' }),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Event' });
export type Event = z.infer<typeof eventSchema>;

export const listEventsOutput = z.object({ events: z.array(eventSchema) });
export type ListEventsOutput = z.infer<typeof listEventsOutput>;
