// Events as the rest of the app sees them. Public lists are served from a cache of already
// serialised answers; any write through this service, and the clock passing a start or end
// time, makes it stale.
import type { Kysely } from 'kysely';
import { eventStatusAt, type EventStatus } from '../../../shared/events.js';
import type { Event, ListEventsOutput } from '../../../shared/events.schema.js';
import type { Database } from '../../db/schema.js';
import { CachedAnswer } from '../../lib/cached-answer.js';
import type { Clock } from '../../lib/clock.js';
import * as repo from './events.repository.js';

interface Entry {
  answer: CachedAnswer<ListEventsOutput>;
  version: number;
}

export function toEvent(row: repo.EventRow, now: Date): Event {
  return {
    id: row.id,
    titleEn: row.title_en,
    titleZh: row.title_zh,
    summaryEn: row.summary_en,
    summaryZh: row.summary_zh,
    descriptionEn: row.description_en,
    descriptionZh: row.description_zh,
    locationEn: row.location_en,
    locationZh: row.location_zh,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    timeZone: row.time_zone,
    imageUrl: row.image_url,
    isFeatured: row.is_featured === 1,
    externalUrl: row.external_url,
    status: eventStatusAt(row.starts_at, row.ends_at, now),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export class EventsService {
  private version = 0;
  private readonly lists = new Map<EventStatus | 'all', Entry>();
  /** Reads under way, so the requests that miss together read the database once. */
  private readonly loading = new Map<EventStatus | 'all', { promise: Promise<CachedAnswer<ListEventsOutput>>; version: number }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /**
   * Events with `status`, or all of them: ongoing, then upcoming, then past. The answer is
   * cached until the next write or the next moment an event starts or ends.
   */
  list(status?: EventStatus): CachedAnswer<ListEventsOutput> | Promise<CachedAnswer<ListEventsOutput>> {
    const key = status ?? 'all';
    const now = this.clock();
    const hit = this.lists.get(key);
    // A hit is answered at once, without a promise: it is the path nearly every read takes.
    if (hit && hit.version === this.version && now.getTime() < hit.answer.validUntil) return hit.answer;
    const pending = this.loading.get(key);
    if (pending && pending.version === this.version) return pending.promise;
    const promise = this.load(key, status, now).finally(() => {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    });
    this.loading.set(key, { promise, version: this.version });
    return promise;
  }

  private async load(key: EventStatus | 'all', status: EventStatus | undefined, now: Date): Promise<CachedAnswer<ListEventsOutput>> {
    const version = this.version;
    const nowIso = now.toISOString();
    const wanted: readonly EventStatus[] = status ? [status] : ['ongoing', 'upcoming', 'past'];
    const [next, ...groups] = await Promise.all([
      repo.nextStatusChangeAfter(this.db, nowIso),
      ...wanted.map((s) => repo.selectEventsByStatus(this.db, s, nowIso)),
    ]);
    const events = groups.flat().map((row) => toEvent(row, now));
    const answer = new CachedAnswer({ events }, next ? Date.parse(next as string) : Number.POSITIVE_INFINITY);
    // An answer read across a write is already stale: it is given to its callers, not kept.
    if (version === this.version) this.lists.set(key, { answer, version });
    return answer;
  }

  async count(): Promise<number> {
    return repo.countEvents(this.db);
  }

  /** Adds events (the demo seed, and the editor from the event-management issue on). */
  async insertMany(rows: repo.NewEventRow[]): Promise<void> {
    await repo.insertEvents(this.db, rows);
    this.invalidate();
  }

  /** Every write to events calls this. */
  invalidate(): void {
    this.version++;
    this.lists.clear();
  }
}
