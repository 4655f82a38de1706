// Event schemas shared by the events procedures and the client's forms.
import { z } from 'zod';
import { eventStatuses } from './events.js';

export const listEventsInput = z
  .object({
    // The words sit on the enum, not on .optional(): trpc-to-openapi rebuilds a query
    // parameter's optional wrapper, and what was attached to it is lost.
    status: z
      .enum(eventStatuses, { error: 'validation.eventStatus' })
      .meta({ description: 'Only events with this status; all events when absent.' })
      .optional(),
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
