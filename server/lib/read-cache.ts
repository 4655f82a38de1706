// Answers of public reads kept ready to send (decision 001): each read is loaded once, turned
// into a CachedAnswer (its JSON, ETag and compressed twins made once) and served from memory
// until a write to its area invalidates the cache or the moment it names passes (an event
// starting or ending). server/services.ts makes one per area: 'events' (the events procedures
// and the calendar feed) and 'team' (the team procedures and pages, invalidated by the staff and
// profiles services).
import { CachedAnswer } from './encoded-answer.js';
import type { Clock } from './clock.js';

/** What a service returns for a cached read: plain data, and when it changes by itself. */
export interface Fresh<T> {
  data: T;
  /** Epoch ms at which the data may change without a write; none for never. */
  validUntil?: number;
}

interface Entry {
  answer: CachedAnswer<unknown>;
  version: number;
}

/** Distinct inputs kept at once; more (a crawler walking every filter) start the map afresh. */
const entriesKept = 64;

export class ReadCache {
  private version = 0;
  private readonly entries = new Map<string, Entry>();
  /**
   * The moments, ascending, at which answers made since the last write change by themselves:
   * kept apart from the entries, so an answer let go from the map still counts (pages made from
   * it, http/caching/pre-routing-lane.ts).
   */
  private changes: number[] = [];
  /** Loads under way, so the requests that miss together read the database once. */
  private readonly loading = new Map<string, { promise: Promise<CachedAnswer<unknown>>; version: number }>();

  constructor(private readonly clock: Clock) {}

  /**
   * The answer for `key`, loaded with `load` when there is none still valid. A hit comes back
   * at once, without a promise: it is the path nearly every read takes.
   */
  get(key: string, load: () => Fresh<unknown> | Promise<Fresh<unknown>>): CachedAnswer<unknown> | Promise<CachedAnswer<unknown>> {
    const hit = this.entries.get(key);
    if (hit && hit.version === this.version && this.clock().getTime() < hit.answer.validUntil) return hit.answer;
    const pending = this.loading.get(key);
    if (pending && pending.version === this.version) return pending.promise;
    const version = this.version;
    const promise = (async () => {
      const fresh = await load();
      const answer = new CachedAnswer(fresh.data, fresh.validUntil ?? Number.POSITIVE_INFINITY);
      // An answer read across a write is already stale: it is given to its callers, not kept.
      if (version === this.version) {
        this.noteChange(answer.validUntil);
        if (this.entries.size >= entriesKept && !this.entries.has(key)) this.entries.clear();
        this.entries.set(key, { answer, version });
      }
      return answer;
    })().finally(() => {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    });
    this.loading.set(key, { promise, version });
    return promise;
  }

  /** Every write to the area calls this: the next read loads again and gets a new ETag. */
  invalidate(): void {
    this.version++;
    this.entries.clear();
    this.changes = [];
  }

  /** How many writes the area has had: the same number while every answer made since stands. */
  get writes(): number {
    return this.version;
  }

  /** The next moment after `now` at which an answer made since the last write changes by itself (Infinity: none). */
  nextChange(now: number): number {
    let passed = 0;
    while (passed < this.changes.length && this.changes[passed]! <= now) passed++;
    if (passed) this.changes.splice(0, passed);
    return this.changes[0] ?? Number.POSITIVE_INFINITY;
  }

  private noteChange(at: number) {
    if (at === Number.POSITIVE_INFINITY) return;
    let i = 0;
    while (i < this.changes.length && this.changes[i]! < at) i++;
    if (this.changes[i] !== at) this.changes.splice(i, 0, at);
  }
}

/**
 * What a page made from these caches' answers depends on, in two figures: `writes` changes with
 * any write to any of them; `until` is the first moment one of their answers changes by itself.
 */
export function readCachesState(caches: Iterable<ReadCache>, now: number): { writes: number; until: number } {
  let writes = 0;
  let until = Number.POSITIVE_INFINITY;
  for (const cache of caches) {
    writes += cache.writes;
    until = Math.min(until, cache.nextChange(now));
  }
  return { writes, until };
}
