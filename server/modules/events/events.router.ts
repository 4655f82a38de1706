import { renamerOf } from '../site/site.names.js';
import { z } from 'zod';
import {
  deleteEventInput,
  deleteEventOutput,
  editableEventSchema,
  eventInput,
  eventSchema,
  eventYearsInput,
  eventYearsOutput,
  listEventsInput,
  listEventsOutput,
  updateEventInput,
  type EventYearsInput,
  type ListEventsInput,
} from '../../../shared/events.schema.js';
import { eventListLimits } from '../../../shared/events.js';
import type { Services } from '../../services.js';
import { router, type FileAnswerMeta } from '../../trpc/init.js';
import type { ChineseSide } from '../../lib/traditional.js';
import { manageEventsProcedure, publicProcedure } from '../../trpc/procedures.js';
import {
  buildCalendar,
  calendarContentType,
  calendarEventInput,
  calendarFeedInput,
  eventByIdInput,
  loadCalendarLibrary,
  type CalendarLanguage,
} from './events.calendar.js';

// The inputs as parsed (defaults filled in); typed by what callers send, as the meta's `read` is.
const listEvents = (services: Services, input: ListEventsInput, side: ChineseSide) => services.events.list(input, side);
const eventYears = (services: Services, input: EventYearsInput) => services.events.years(input?.status);

/** The iCalendar text of some events (decision 017), made once per change of the events and language. */
async function calendarOf<T>(
  services: Services,
  kind: 'feed' | 'event',
  events: (side: ChineseSide) => Promise<{ data: T; validUntil?: number }>,
  pick: (data: T) => Parameters<typeof buildCalendar>[1],
  language: CalendarLanguage | undefined,
) {
  // A file in zh-Hant carries the events' Traditional texts (its `?language=` is the input's).
  const [ical, fresh, society] = await Promise.all([
    loadCalendarLibrary(),
    events(language === 'zh-Hant' ? 'zh-Hant' : 'zh'),
    services.site.current(),
  ]);
  // The society's name as its record has it (issue 26); a save invalidates the events cache, and with it these files.
  return {
    data: buildCalendar(ical, pick(fresh.data), {
      origin: services.publicOrigin,
      kind,
      language: language ?? 'both',
      rename: renamerOf(society),
    }),
    validUntil: fresh.validUntil,
  };
}
const calendarFeed = (services: Services, input: z.output<typeof calendarFeedInput>) =>
  calendarOf(
    services,
    'feed',
    (side) => services.events.current(side),
    (data) => data.events,
    input.language,
  );
const getEvent = (services: Services, input: z.output<typeof eventByIdInput>, side: ChineseSide) => services.events.get(input.id, side);
const calendarEvent = (services: Services, input: z.output<typeof calendarEventInput>) =>
  calendarOf(
    services,
    'event',
    (side) => services.events.get(input.id, side),
    (event) => [event],
    input.language,
  );

const calendarFile: FileAnswerMeta = {
  contentType: calendarContentType,
  description: 'The feed',
  format: 'An iCalendar object (RFC 5545), UTF-8, CRLF line endings, lines folded at 75 octets',
};
const calendarDescription =
  'Times are UTC instants. Each event’s UID is `event-<id>@<host>` and never changes; SEQUENCE and LAST-MODIFIED follow its last change; its URL is its page on this site. Answers carry an ETag; send it back in If-None-Match for a 304.';

const writeDescription =
  'Needs the manageEvents permission (admins have it). Recorded in the audit log; the public lists show the change at once (new ETag).';

export const eventsRouter = router({
  list: publicProcedure
    .meta({
      cachedRead: { cache: 'events', read: listEvents },
      openapi: {
        method: 'GET',
        path: '/events',
        tags: ['events'],
        summary: 'List events',
        description: `Events with their status derived from their times at the moment of the request: upcoming soonest first, ongoing ending soonest first, past latest first; without \`status\`, ongoing then upcoming then past. With \`year\`, only events starting in that calendar year in the society’s time zone; with \`programme\`, only that programme’s events. The answer is one page of that list: \`page\` (from 1) of \`pageSize\` events (1 to ${eventListLimits.pageSizeMax}; \`limit\` is another name of it); without them, the first ${eventListLimits.pageSizeDefault}. \`total\` counts the events of every page; a page past the last answers no events. The years that have events are at GET /api/events/years. Answers carry an ETag; send it back in If-None-Match for a 304.`,
        protect: false,
      },
    })
    .input(listEventsInput)
    .output(listEventsOutput)
    .query(async ({ ctx, input }) => (await listEvents(ctx.services, input, ctx.chineseSide)).data),

  years: publicProcedure
    .meta({
      cachedRead: { cache: 'events', read: eventYears },
      openapi: {
        method: 'GET',
        path: '/events/years',
        tags: ['events'],
        summary: 'Years that have events',
        description:
          'Every calendar year (in the society’s time zone) in which some event starts, latest first, with how many: with `status`, only events with that status now, so `?status=past` gives the archive’s years. Each year’s events are GET /api/events?year=…. Answers carry an ETag; send it back in If-None-Match for a 304.',
        protect: false,
      },
    })
    .input(eventYearsInput)
    .output(eventYearsOutput)
    .query(async ({ ctx, input }) => (await eventYears(ctx.services, input)).data),

  calendar: publicProcedure
    .meta({
      cachedRead: { cache: 'events', read: calendarFeed },
      openapi: {
        method: 'GET',
        path: '/events.ics',
        tags: ['events'],
        summary: 'Calendar feed of the events',
        description: `Every ongoing and upcoming event as an iCalendar feed to subscribe to (Google Calendar: “From URL”; Apple Calendar and Outlook: the \`webcal://\` address): a calendar of its own, with a name (\`X-WR-CALNAME\`, \`NAME\`), a description, the events page’s address and \`X-WR-TIMEZONE\` naming the society’s time zone. Calendars are asked to fetch it again every hour. ${calendarDescription}`,
        protect: false,
      },
      rest: { file: calendarFile },
    })
    .input(calendarFeedInput)
    .output(z.string())
    .query(async ({ ctx, input }) => (await calendarFeed(ctx.services, input)).data),

  create: manageEventsProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/events',
        tags: ['events'],
        summary: 'Create an event',
        description: writeDescription,
        protect: true,
      },
    })
    .input(eventInput)
    .output(editableEventSchema)
    .mutation(({ ctx, input }) => ctx.services.events.create(ctx.user, input)),

  editable: manageEventsProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/events/{id}',
        tags: ['events'],
        summary: 'One event for its editor',
        description:
          'Needs the manageEvents permission (admins have it). The event as written: its Chinese fields in Simplified, whatever the request’s language, and beside them the staff’s own Traditional texts (`titleZhHant`, …; empty where the Traditional is converted from the Simplified), as PUT /api/events/{id} takes them back.',
        protect: true,
        errorResponses: { 404: 'No event has this id.' },
      },
    })
    .input(deleteEventInput)
    .output(editableEventSchema)
    .query(({ ctx, input }) => ctx.services.events.editable(input.id)),

  update: manageEventsProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/events/{id}',
        tags: ['events'],
        summary: 'Replace an event',
        description: `Replaces every field: one left out takes its default, as on create. ${writeDescription}`,
        protect: true,
      },
    })
    .input(updateEventInput)
    .output(editableEventSchema)
    .mutation(({ ctx, input: { id, ...fields } }) => ctx.services.events.update(ctx.user, id, fields)),

  delete: manageEventsProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/events/{id}',
        tags: ['events'],
        summary: 'Delete an event',
        description: writeDescription,
        protect: true,
      },
    })
    .input(deleteEventInput)
    .output(deleteEventOutput)
    .mutation(({ ctx, input }) => ctx.services.events.delete(ctx.user, input.id)),
});

/**
 * One event, and its own files, apart from the events' list so the operationIds read `eventGet`
 * and `eventCalendar`: GET /api/events/{id} and GET /api/events/{id}.ics.
 */
export const eventRouter = router({
  get: publicProcedure
    .meta({
      cachedRead: { cache: 'events', read: getEvent },
      openapi: {
        method: 'GET',
        path: '/events/{id}',
        tags: ['events'],
        summary: 'One event',
        description:
          'One event, whatever its status: what its page (/events/{slug}) shows. `status` is derived from its times at the moment of the request. Answers carry an ETag; send it back in If-None-Match for a 304.',
        protect: false,
        errorResponses: { 404: 'No event has this id (an id that is not a positive integer included).' },
      },
    })
    .input(eventByIdInput)
    .output(eventSchema)
    .query(async ({ ctx, input }) => (await getEvent(ctx.services, input, ctx.chineseSide)).data),

  calendar: publicProcedure
    .meta({
      cachedRead: { cache: 'events', read: calendarEvent },
      openapi: {
        method: 'GET',
        path: '/events/{id}.ics',
        tags: ['events'],
        summary: 'One event as an iCalendar file',
        description: `One event, whatever its status, to add to a calendar: the event alone, without the feed’s calendar name, description, address or refresh interval, so calendar apps add it rather than offer a new calendar. ${calendarDescription}`,
        protect: false,
        errorResponses: { 404: 'No event has this id (an id that is not a positive integer included).' },
      },
      rest: { file: { ...calendarFile, description: 'The event' } },
    })
    .input(calendarEventInput)
    .output(z.string())
    .query(async ({ ctx, input }) => (await calendarEvent(ctx.services, input)).data),
});
