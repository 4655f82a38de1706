// Event schemas shared by the events procedures and the client's forms.
import { z } from 'zod';
import { eventListLimits, eventProgrammes, eventStatuses } from './events.js';
import { pagingFields } from './paging.js';
import { site } from './site.js';
import type { ValidationMessageKey } from './validation-messages.js';

// The words sit on the enum, not on .optional(): trpc-to-openapi rebuilds a query parameter's
// optional wrapper, and what was attached to it is lost.
const statusFilter = z
  .enum(eventStatuses, { error: 'validation.eventStatus' })
  .meta({ description: 'Only events with this status; all events when absent.' });

const eventYear = z
  .number({ error: 'validation.year' })
  .int({ error: 'validation.year' })
  .min(eventListLimits.yearMin, { error: 'validation.year' })
  .max(eventListLimits.yearMax, { error: 'validation.year' })
  .meta({
    description: `Only events starting in this calendar year in the society’s time zone (${site.timeZone}), from New Year’s midnight there to the next; ${eventListLimits.yearMin} to ${eventListLimits.yearMax}. All years when absent.`,
    example: 2019,
  });

const pageSize = z
  .number({ error: 'validation.pageSize' })
  .int({ error: 'validation.pageSize' })
  .min(1, { error: 'validation.pageSize' })
  .max(eventListLimits.pageSizeMax, { error: 'validation.pageSize' });

export const listEventsInput = z
  .object({
    status: statusFilter.optional(),
    year: eventYear.optional(),
    programme: z
      .enum(eventProgrammes, { error: 'validation.programme' })
      .meta({ description: 'Only the events of this programme (qin-society or new-year-concert); all events when absent.' })
      .optional(),
    featured: z
      .boolean({ error: 'validation.invalid' })
      .meta({
        description:
          'true: only featured events (`?featured=true&pageSize=1` is the one the events page puts above its list, when it has not ended); false: only the others. All events when absent.',
      })
      .optional(),
    page: pagingFields.page,
    pageSize: pageSize
      .meta({
        description: `Events per page, 1 to ${eventListLimits.pageSizeMax}; ${eventListLimits.pageSizeDefault} when absent (and no \`limit\`)`,
      })
      .optional(),
    limit: pageSize
      .meta({ description: 'Another name of `pageSize`, as other APIs call it; when both are given they must be the same' })
      .optional(),
  })
  .check((ctx) => {
    const { pageSize, limit } = ctx.value;
    if (pageSize !== undefined && limit !== undefined && pageSize !== limit)
      ctx.issues.push({ code: 'custom', input: limit, path: ['limit'], message: 'validation.limitNotPageSize' });
  })
  .optional();
export type ListEventsInput = z.input<typeof listEventsInput>;
/** A list's query after validation: the page filled in; its size is `pageSize`, else `limit`, else the default. */
export type EventListQuery = NonNullable<z.output<typeof listEventsInput>>;

export const eventYearsInput = z.object({ status: statusFilter.optional() }).optional();
export type EventYearsInput = z.input<typeof eventYearsInput>;

export const eventYearsOutput = z.object({
  years: z
    .array(
      z.object({
        year: z
          .number()
          .int()
          .meta({ description: `A calendar year in the society’s time zone (${site.timeZone})`, example: 2019 }),
        count: z.number().int().min(1).meta({ description: 'Events starting in it (with the status asked for)' }),
      }),
    )
    .meta({ description: 'Every year with at least one such event, latest first' }),
});
export type EventYearsOutput = z.infer<typeof eventYearsOutput>;

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
    programme: z
      .enum(eventProgrammes)
      .nullable()
      .meta({ description: 'The programme page that lists it too (and marks it up for search engines), or null' }),
    slug: z.string().meta({
      description:
        'Its page’s address is /events/{slug}: the English title’s words and the id. The words change with the title; the id never does.',
      example: 'lantern-night-2026-142',
    }),
    registrationOpen: z.boolean().meta({ description: 'Whether it takes registrations (until `registrationDeadline`, else its start)' }),
    capacity: z
      .number()
      .int()
      .positive()
      .nullable()
      .meta({ description: 'Seats; registrations past it go on the waitlist. Null for no limit.' }),
    registrationDeadline: isoDateTime.nullable().meta({ description: 'When registration closes; null for the start' }),
    registrations: z
      .object({
        confirmed: z.number().int().min(0).meta({ description: 'Registrations with a seat' }),
        waitlisted: z.number().int().min(0).meta({ description: 'Registrations waiting for a seat' }),
      })
      .meta({ description: 'How many have registered (cancelled registrations not counted)' }),
    status: z.enum(eventStatuses).meta({ description: 'Derived from startsAt and endsAt at the time of the request' }),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Event' });
export type Event = z.infer<typeof eventSchema>;

/** The staff's own Traditional texts of an event (empty: converted from the Simplified), as the editor reads and sends them. */
export const eventOverrides = z.object({
  titleZhHant: z.string().meta({ description: 'The staff’s own Traditional title; empty when converted from the Simplified' }),
  summaryZhHant: z.string(),
  descriptionZhHant: z.string(),
  locationZhHant: z.string(),
});

/** An event as its editor reads it back: the Chinese fields in Simplified as written, and the Traditional overrides. */
export const editableEventSchema = eventSchema.extend(eventOverrides.shape).meta({ id: 'EditableEvent' });
export type EditableEvent = z.infer<typeof editableEventSchema>;

export const listEventsOutput = z.object({
  events: z.array(eventSchema).meta({ description: 'The page’s events, in the list’s order' }),
  total: z.number().int().min(0).meta({ description: 'Events in all pages (with the status and year asked for)' }),
  page: z.number().int().min(1).meta({ description: 'The page answered; past the last one, its events are empty' }),
  pageSize: z.number().int().min(1).meta({ description: 'Events per page' }),
});
export type ListEventsOutput = z.infer<typeof listEventsOutput>;

/** Longest text per field of an event (characters, after trimming), and the most seats. */
export const eventLimits = { title: 200, summary: 500, description: 10_000, location: 200, url: 2048, capacity: 10_000 } as const;

const text = (max: number, message: ValidationMessageKey) =>
  z.string({ error: 'validation.invalid' }).trim().max(max, { error: message }).default('');

/** An http(s) address, or null for none; an empty string is read as none. */
const httpUrl = z
  .union(
    [
      z.literal('').transform(() => null),
      z.null(),
      z
        .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'validation.url' })
        .max(eventLimits.url, { error: 'validation.url' }),
    ],
    {
      error: 'validation.url',
    },
  )
  .default(null);

/** An uploaded image (a path under /uploads/ or /static/, as POST /api/admin/upload/image answers) or an http(s) address. */
const imageUrl = z
  .union(
    [
      z.literal('').transform(() => null),
      z.null(),
      z
        .string()
        .max(eventLimits.url, { error: 'validation.imageUrl' })
        .regex(/^\/(uploads|static)\/[A-Za-z0-9._/-]+$/, { error: 'validation.imageUrl' })
        .refine((path) => !path.split('/').includes('..'), { error: 'validation.imageUrl' }),
      // https only: the site is served over https, where an http:// image is blocked as mixed content.
      z
        .url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'validation.imageUrl' })
        .max(eventLimits.url, { error: 'validation.imageUrl' }),
    ],
    { error: 'validation.imageUrl' },
  )
  .default(null);

function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

const instant = z.iso.datetime({ offset: true, error: 'validation.dateTime' }).meta({ example: '2026-12-05T23:00:00.000Z' });

const traditionalOverride =
  'Its Traditional Chinese, when the one converted from the Simplified will not do; empty (the default): converted. Answers in zh-Hant carry it in the Chinese field.';

/** The fields an editor sets; `status`, `id` and the times of the record are the server's. */
const eventFields = {
  titleEn: text(eventLimits.title, 'validation.titleTooLong').meta({
    description: 'Title in English; a title in at least one language is required',
  }),
  titleZh: text(eventLimits.title, 'validation.titleTooLong').meta({ description: 'Title in Chinese' }),
  summaryEn: text(eventLimits.summary, 'validation.summaryTooLong'),
  summaryZh: text(eventLimits.summary, 'validation.summaryTooLong'),
  descriptionEn: text(eventLimits.description, 'validation.descriptionTooLong'),
  descriptionZh: text(eventLimits.description, 'validation.descriptionTooLong'),
  locationEn: text(eventLimits.location, 'validation.locationTooLong'),
  locationZh: text(eventLimits.location, 'validation.locationTooLong'),
  // Traditional Chinese of one's own (issue 25, docs/decisions/036): empty, the Simplified converted.
  titleZhHant: text(eventLimits.title, 'validation.titleTooLong').meta({ description: traditionalOverride }),
  summaryZhHant: text(eventLimits.summary, 'validation.summaryTooLong').meta({ description: traditionalOverride }),
  descriptionZhHant: text(eventLimits.description, 'validation.descriptionTooLong').meta({ description: traditionalOverride }),
  locationZhHant: text(eventLimits.location, 'validation.locationTooLong').meta({ description: traditionalOverride }),
  startsAt: instant.meta({ description: 'Start, ISO 8601 with an offset' }),
  endsAt: instant.meta({ description: 'End, ISO 8601 with an offset; not before the start' }),
  timeZone: z
    .string({ error: 'validation.timeZone' })
    .refine(isTimeZone, { error: 'validation.timeZone' })
    .default(site.timeZone)
    .meta({ description: 'IANA time zone the event takes place in', example: site.timeZone }),
  imageUrl: imageUrl.meta({
    description: 'An uploaded image’s path (from POST /api/admin/upload/image) or an https address; null for none',
  }),
  isFeatured: z
    .boolean({ error: 'validation.invalid' })
    .default(false)
    .meta({ description: 'Shown above the list while it has not ended' }),
  externalUrl: httpUrl.meta({ description: 'A page with more about the event (tickets, sign-up); null for none' }),
  programme: z
    .enum(eventProgrammes, { error: 'validation.programme' })
    .nullable()
    .default(null)
    .meta({ description: 'The programme page that lists it too: qin-society or new-year-concert; null for none' }),
  registrationOpen: z
    .boolean({ error: 'validation.invalid' })
    .default(false)
    .meta({ description: 'Takes registrations on its page (POST /api/events/{id}/registrations)' }),
  capacity: z
    .number({ error: 'validation.capacity' })
    .int({ error: 'validation.capacity' })
    .min(1, { error: 'validation.capacity' })
    .max(eventLimits.capacity, { error: 'validation.capacity' })
    .nullable()
    .default(null)
    .meta({ description: `Seats, 1 to ${eventLimits.capacity}; null for no limit. Lowering it moves no one off a seat.` }),
  registrationDeadline: instant
    .nullable()
    .default(null)
    .meta({ description: 'When registration closes, not after the start; null for the start' }),
};

/** Rules across fields: a title in one language at least; the end not before the start; registration closing by the start. */
function eventRules(
  ctx: z.core.ParsePayload<{ titleEn: string; titleZh: string; startsAt: string; endsAt: string; registrationDeadline: string | null }>,
) {
  const event = ctx.value;
  // These run even when a field failed its own check: compare only what passed.
  const failed = new Set(ctx.issues.map((issue) => issue.path?.[0]));
  if (!event.titleEn && !event.titleZh && !failed.has('titleEn') && !failed.has('titleZh')) {
    ctx.issues.push({ code: 'custom', input: event.titleEn, path: ['titleEn'], message: 'validation.titleRequired' });
  }
  if (!failed.has('startsAt') && !failed.has('endsAt') && Date.parse(event.endsAt) < Date.parse(event.startsAt))
    ctx.issues.push({ code: 'custom', input: event.endsAt, path: ['endsAt'], message: 'validation.endBeforeStart' });
  const deadline = event.registrationDeadline;
  if (
    deadline !== null &&
    !failed.has('startsAt') &&
    !failed.has('registrationDeadline') &&
    Date.parse(deadline) > Date.parse(event.startsAt)
  ) {
    ctx.issues.push({ code: 'custom', input: deadline, path: ['registrationDeadline'], message: 'validation.deadlineAfterStart' });
  }
}

export const eventInput = z.object(eventFields).check(eventRules).meta({ id: 'EventInput' });
export type EventInput = z.input<typeof eventInput>;

const eventId = z
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .positive({ error: 'validation.invalid' })
  .meta({ description: 'The event’s id' });

/** PUT replaces the event: fields left out take their defaults, as on create. */
export const updateEventInput = z.object({ id: eventId, ...eventFields }).check(eventRules);
export type UpdateEventInput = z.input<typeof updateEventInput>;

export const deleteEventInput = z.object({ id: eventId });
export const deleteEventOutput = z.object({ id: eventId.meta({ description: 'The deleted event’s id' }) });
