// Events as the rest of the app sees them: plain data for the public lists (the doors cache and
// serialise it: lib/read-cache.ts), and the editor's writes, each recorded in the audit log in
// its own transaction and announced through `changed` so the cached lists are read again.
import type { Kysely } from 'kysely';
import { eventStatusAt, type EventStatus } from '../../../shared/events.js';
import { eventSlug } from '../../../shared/slugs.js';
import type { z } from 'zod';
import { eventListLimits } from '../../../shared/events.js';
import type {
  EditableEvent,
  Event,
  EventListQuery,
  EventYearsOutput,
  eventInput,
  ListEventsOutput,
} from '../../../shared/events.schema.js';
import { site } from '../../../shared/site.js';
import { zonedDate, zonedTime } from '../../../shared/zoned-time.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Fresh } from '../../lib/read-cache.js';
import { loadTraditional, traditionalText, type ChineseSide } from '../../lib/traditional.js';
import type { SearchSource } from '../search/search.service.js';
import type { Actor, AuditService, Recorder } from '../audit/audit.service.js';
import * as repo from './events.repository.js';

/** The address of an event's page: /events/{slug}. */
export interface EventSlug {
  id: number;
  slug: string;
}

/** Registrations of an event, cancelled ones not counted. */
export interface RegistrationCounts {
  confirmed: number;
  waitlisted: number;
}
const noRegistrations: RegistrationCounts = { confirmed: 0, waitlisted: 0 };

/**
 * An event as answered: its Chinese fields in Simplified as written, or in Traditional (the
 * staff's own, else the one converted at write) for `side` zh-Hant. Nothing is converted here.
 */
export function toEvent(
  row: repo.EventRow,
  now: Date,
  registrations: RegistrationCounts = noRegistrations,
  side: ChineseSide = 'zh',
): Event {
  const { titleZhHant: _t, summaryZhHant: _s, descriptionZhHant: _d, locationZhHant: _l, ...stored } = eventRecord(row);
  const event = { ...stored, registrations, status: eventStatusAt(row.starts_at, row.ends_at, now) };
  if (side === 'zh') return event;
  return {
    ...event,
    titleZh: traditionalText(row.title_zh_hant, row.title_zh_hant_override),
    summaryZh: traditionalText(row.summary_zh_hant, row.summary_zh_hant_override),
    descriptionZh: traditionalText(row.description_zh_hant, row.description_zh_hant_override),
    locationZh: traditionalText(row.location_zh_hant, row.location_zh_hant_override),
  };
}

/** An event as its editor reads it back: Simplified as written, and the Traditional overrides. */
export function toEditableEvent(row: repo.EventRow, now: Date, registrations: RegistrationCounts = noRegistrations): EditableEvent {
  return { ...eventRecord(row), registrations, status: eventStatusAt(row.starts_at, row.ends_at, now) };
}

/** An event as stored, without what is derived from the clock or the registrations: what the audit log keeps. */
function eventRecord(row: repo.EventRow): Omit<EditableEvent, 'status' | 'registrations'> {
  return {
    id: row.id,
    slug: eventSlug({ id: row.id, titleEn: row.title_en }),
    titleEn: row.title_en,
    titleZh: row.title_zh,
    summaryEn: row.summary_en,
    summaryZh: row.summary_zh,
    descriptionEn: row.description_en,
    descriptionZh: row.description_zh,
    locationEn: row.location_en,
    locationZh: row.location_zh,
    titleZhHant: row.title_zh_hant_override,
    summaryZhHant: row.summary_zh_hant_override,
    descriptionZhHant: row.description_zh_hant_override,
    locationZhHant: row.location_zh_hant_override,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    timeZone: row.time_zone,
    imageUrl: row.image_url,
    isFeatured: row.is_featured === 1,
    externalUrl: row.external_url,
    programme: row.programme,
    registrationOpen: row.registration_open === 1,
    capacity: row.capacity,
    registrationDeadline: row.registration_deadline,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * The Traditional columns of an event's Chinese fields: each converted from the Simplified, once
 * per write (docs/decisions/036).
 */
export async function traditionalEventColumns(row: Pick<repo.NewEventRow, 'title_zh' | 'summary_zh' | 'description_zh' | 'location_zh'>) {
  const convert = await loadTraditional();
  return {
    title_zh_hant: convert(row.title_zh),
    summary_zh_hant: convert(row.summary_zh),
    description_zh_hant: convert(row.description_zh),
    location_zh_hant: convert(row.location_zh),
  };
}

/** The editor's fields as columns (the Traditional ones converted); times in UTC, so text order stays time order. */
async function toColumns(input: EventWrite) {
  const simplified = {
    title_zh: input.titleZh,
    summary_zh: input.summaryZh,
    description_zh: input.descriptionZh,
    location_zh: input.locationZh,
  };
  return {
    ...(await traditionalEventColumns(simplified)),
    title_zh_hant_override: input.titleZhHant,
    summary_zh_hant_override: input.summaryZhHant,
    description_zh_hant_override: input.descriptionZhHant,
    location_zh_hant_override: input.locationZhHant,
    title_en: input.titleEn,
    title_zh: input.titleZh,
    summary_en: input.summaryEn,
    summary_zh: input.summaryZh,
    description_en: input.descriptionEn,
    description_zh: input.descriptionZh,
    location_en: input.locationEn,
    location_zh: input.locationZh,
    starts_at: new Date(input.startsAt).toISOString(),
    ends_at: new Date(input.endsAt).toISOString(),
    time_zone: input.timeZone,
    image_url: input.imageUrl,
    is_featured: input.isFeatured ? 1 : 0,
    external_url: input.externalUrl,
    programme: input.programme,
    registration_open: input.registrationOpen ? 1 : 0,
    capacity: input.capacity,
    registration_deadline: input.registrationDeadline === null ? null : new Date(input.registrationDeadline).toISOString(),
  };
}

/** Work to do once a write is committed (the mails of registration). */
export type AfterCommit = () => Promise<void>;

/**
 * What registration (RegistrationsService, issue 23) adds to events: the counts of every event
 * answer, and what an edit or a deletion does to the registrations, inside the write's transaction.
 */
export interface EventRegistrationHooks {
  /** Live counts of these events in one grouped query; an event with none is absent. */
  countsOf(db: Kysely<Database>, eventIds: readonly number[]): Promise<Map<number, RegistrationCounts>>;
  /** New times move the reminder; more seats move the waitlist up. */
  eventUpdated(trx: Kysely<Database>, actor: Recorder, before: repo.EventRow, after: repo.EventRow): Promise<AfterCommit>;
  /** Before the registrations go with the event: each registrant is told, after the commit. */
  eventDeleting(trx: Kysely<Database>, actor: Recorder, event: repo.EventRow): Promise<AfterCommit>;
}

/** The editor's fields after validation (defaults filled in). */
export type EventWrite = z.output<typeof eventInput>;

export interface EventsDeps {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditService;
  /** Called after every write (the cached public lists are stale). */
  changed: () => void;
  /** Registration's part in event answers and writes; none: no counts (0), nothing done. */
  registrations?: EventRegistrationHooks | undefined;
}

/** A calendar year in the society's time zone as start times: from New Year's midnight there to the next. */
export function yearWindow(year: number): repo.StartWindow {
  return {
    from: zonedTime(year, 1, 1, 0, 0, site.timeZone).toISOString(),
    to: zonedTime(year + 1, 1, 1, 0, 0, site.timeZone).toISOString(),
  };
}

const notFound = () => new AppError('NOT_FOUND', 'errors.eventNotFound');

export class EventsService {
  constructor(private readonly deps: EventsDeps) {}

  /**
   * A page of the events with `status` (or all of them: ongoing, then upcoming, then past),
   * starting in `year` (in the society's time zone), of `programme` and featured (or not) when
   * given, with the total (decision 027).
   * Valid until the next moment an event starts or ends.
   */
  async list(query: Partial<EventListQuery> = {}, side: ChineseSide = 'zh'): Promise<Fresh<ListEventsOutput>> {
    const now = this.deps.clock();
    const nowIso = now.toISOString();
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? query.limit ?? eventListLimits.pageSizeDefault;
    const statuses: readonly EventStatus[] = query.status ? [query.status] : ['ongoing', 'upcoming', 'past'];
    const window = query.year === undefined ? undefined : yearWindow(query.year);
    // One transaction: the counts and the rows are of the same moment, whatever is written meanwhile.
    return this.deps.db.transaction().execute(async (db) => {
      const next = await repo.nextStatusChangeAfter(db, nowIso);
      const filter: repo.EventFilter = { window, programme: query.programme, featured: query.featured };
      const counts = await Promise.all(statuses.map((s) => repo.countEventsByStatus(db, s, nowIso, filter)));
      // The page is a slice of the statuses' lists one after another: read only the parts of it.
      const reads: Promise<repo.EventRow[]>[] = [];
      let skip = (page - 1) * pageSize;
      let left = pageSize;
      statuses.forEach((status, i) => {
        const count = counts[i]!;
        if (left > 0 && skip < count) {
          reads.push(repo.selectEventsByStatus(db, status, nowIso, { ...filter, limit: left, offset: skip }));
          left -= Math.min(left, count - skip);
        }
        skip = Math.max(0, skip - count);
      });
      const rows = (await Promise.all(reads)).flat();
      const registrations = await this.countsOf(rows, db);
      const events = rows.map((row) => toEvent(row, now, registrations.get(row.id), side));
      const total = counts.reduce((a, b) => a + b, 0);
      return { data: { events, total, page, pageSize }, validUntil: next ? Date.parse(next) : Number.POSITIVE_INFINITY };
    });
  }

  /**
   * The years with events (with `status` when given), latest first, each with its count: one
   * counting search of an index per year between the first and the last start.
   */
  async years(status?: EventStatus): Promise<Fresh<EventYearsOutput>> {
    const now = this.deps.clock();
    const nowIso = now.toISOString();
    return this.deps.db.transaction().execute(async (db) => {
      const next = status ? await repo.nextStatusChangeAfter(db, nowIso) : null;
      const span = await repo.startSpan(db);
      const years: EventYearsOutput['years'] = [];
      if (span) {
        const first = zonedDate(new Date(span.first), site.timeZone).year;
        const last = zonedDate(new Date(span.last), site.timeZone).year;
        for (let year = last; year >= first; year--) {
          const window = yearWindow(year);
          const count = status
            ? await repo.countEventsByStatus(db, status, nowIso, { window })
            : await repo.countEventsStarting(db, window);
          if (count > 0) years.push({ year, count });
        }
      }
      // Without a status the counts change only with a write.
      return { data: { years }, validUntil: next ? Date.parse(next) : Number.POSITIVE_INFINITY };
    });
  }

  /**
   * The events that have not ended, ongoing then upcoming: what the calendar feed and the
   * events page's structured data show (decision 017), however long the archive grows. Valid
   * until an event starts or ends.
   */
  async current(side: ChineseSide = 'zh'): Promise<Fresh<{ events: Event[] }>> {
    const now = this.deps.clock();
    const nowIso = now.toISOString();
    const [next, ...groups] = await Promise.all([
      repo.nextStatusChangeAfter(this.deps.db, nowIso),
      ...(['ongoing', 'upcoming'] as const).map((s) => repo.selectEventsByStatus(this.deps.db, s, nowIso)),
    ]);
    const rows = groups.flat();
    const registrations = await this.countsOf(rows);
    const events = rows.map((row) => toEvent(row, now, registrations.get(row.id), side));
    return { data: { events }, validUntil: next ? Date.parse(next as string) : Number.POSITIVE_INFINITY };
  }

  /**
   * One event, whatever its status: 404 when there is no such event. Valid until the next write,
   * or until it starts or ends (its status changes).
   */
  async get(id: number, side: ChineseSide = 'zh'): Promise<Fresh<Event>> {
    const row = await repo.selectEvent(this.deps.db, id);
    if (!row) throw notFound();
    const now = this.deps.clock();
    const counts = await this.countsOf([row]);
    const next = [row.starts_at, row.ends_at].map((at) => Date.parse(at)).find((at) => at > now.getTime());
    return { data: toEvent(row, now, counts.get(row.id), side), validUntil: next ?? Number.POSITIVE_INFINITY };
  }

  /** One event as its editor reads it (the Traditional overrides with it): 404 when there is no such event. */
  async editable(id: number): Promise<EditableEvent> {
    const row = await repo.selectEvent(this.deps.db, id);
    if (!row) throw notFound();
    const counts = await this.countsOf([row]);
    return toEditableEvent(row, this.deps.clock(), counts.get(row.id));
  }

  /** The registration counts of these rows (one grouped query). */
  private async countsOf(rows: readonly repo.EventRow[], db: Kysely<Database> = this.deps.db): Promise<Map<number, RegistrationCounts>> {
    return this.deps.registrations && rows.length
      ? this.deps.registrations.countsOf(
          db,
          rows.map((row) => row.id),
        )
      : new Map();
  }

  /** Every event's id and slug, by id: the addresses of the events' pages (decision 026). Valid until the next write. */
  async slugs(): Promise<Fresh<EventSlug[]>> {
    const rows = await repo.selectEventTitles(this.deps.db);
    return { data: rows.map((row) => ({ id: row.id, slug: eventSlug({ id: row.id, titleEn: row.title_en }) })) };
  }

  /** The search's source (issue 36 item 7): each event's version, and its texts in every language. */
  searchSource(): SearchSource {
    return {
      kind: 'event',
      stamps: async () => (await repo.selectEventStamps(this.deps.db)).map((row) => ({ ref: row.id, stamp: row.updated_at })),
      documents: async (refs) =>
        (await repo.selectEventsByIds(this.deps.db, refs)).map((row) => ({
          ref: row.id,
          stamp: row.updated_at,
          slug: eventSlug({ id: row.id, titleEn: row.title_en }),
          at: row.starts_at,
          titleEn: row.title_en,
          titleZh: row.title_zh,
          titleHant: traditionalText(row.title_zh_hant, row.title_zh_hant_override),
          keywords: '',
          bodyEn: [row.summary_en, row.description_en, row.location_en].join('\n'),
          bodyZh: [row.summary_zh, row.description_zh, row.location_zh].join('\n'),
          bodyHant: [
            traditionalText(row.summary_zh_hant, row.summary_zh_hant_override),
            traditionalText(row.description_zh_hant, row.description_zh_hant_override),
            traditionalText(row.location_zh_hant, row.location_zh_hant_override),
          ].join('\n'),
        })),
    };
  }

  async count(): Promise<number> {
    return repo.countEvents(this.deps.db);
  }

  async create(actor: Actor, input: EventWrite): Promise<EditableEvent> {
    const now = this.deps.clock();
    const columns = await toColumns(input);
    const row = await this.deps.db.transaction().execute(async (trx) => {
      const created = await repo.insertEvent(trx, { ...columns, created_at: now.toISOString(), updated_at: now.toISOString() });
      await this.deps.audit.record(
        { actor, action: 'event.create', entity: 'event', entityId: created.id, before: null, after: eventRecord(created) },
        trx,
      );
      return created;
    });
    this.deps.changed();
    return toEditableEvent(row, now);
  }

  /** Replaces the event's fields (PUT): 404 when there is no such event. */
  async update(actor: Actor, id: number, input: EventWrite): Promise<EditableEvent> {
    const now = this.deps.clock();
    const columns = await toColumns(input);
    const { row, afterCommit } = await this.deps.db.transaction().execute(async (trx) => {
      const before = await repo.selectEvent(trx, id);
      if (!before) throw notFound();
      const after = await repo.updateEvent(trx, id, { ...columns, updated_at: now.toISOString() });
      await this.deps.audit.record(
        { actor, action: 'event.update', entity: 'event', entityId: id, before: eventRecord(before), after: eventRecord(after) },
        trx,
      );
      return { row: after, afterCommit: await this.deps.registrations?.eventUpdated(trx, actor, before, after) };
    });
    this.deps.changed();
    await afterCommit?.();
    const counts = await this.countsOf([row]);
    return toEditableEvent(row, now, counts.get(row.id));
  }

  /** 404 when there is no such event (already deleted included). */
  async delete(actor: Actor, id: number): Promise<{ id: number }> {
    const afterCommit = await this.deps.db.transaction().execute(async (trx) => {
      const before = await repo.selectEvent(trx, id);
      if (!before) throw notFound();
      const told = await this.deps.registrations?.eventDeleting(trx, actor, before);
      await repo.deleteEvent(trx, id);
      await this.deps.audit.record(
        { actor, action: 'event.delete', entity: 'event', entityId: id, before: eventRecord(before), after: null },
        trx,
      );
      return told;
    });
    this.deps.changed();
    await afterCommit?.();
    return { id };
  }

  /** Adds events without an author (the demo seed; tests). */
  async insertMany(rows: repo.NewEventRow[]): Promise<void> {
    const converted = await Promise.all(rows.map(async (row) => ({ ...row, ...(await traditionalEventColumns(row)) })));
    await repo.insertEvents(this.deps.db, converted);
    this.deps.changed();
  }
}
