// A store for @fastify/rate-limit in bounded memory that never forgets a key which has used its
// allowance before that key's window ends, however many other keys arrive (docs/decisions/007).
// The plugin's own LocalStore is an LRU: a flood of new addresses evicts a blocked one.
import type { Clock } from './clock.js';
import { systemClock } from './clock.js';

export interface RateLimitStoreOptions {
  /** Most keys held at once (the plugin's `cache` option, read the same way). */
  cache?: number;
  clock?: Clock;
  /** Called once each time the store fills with spent keys and starts refusing new ones. */
  onFull?: () => void;
}

export interface RateLimitCount {
  current: number;
  /** Milliseconds until the window ends (the plugin turns it into Retry-After). */
  ttl: number;
}

type Callback = (error: Error | null, result: RateLimitCount) => void;

interface Entry {
  count: number;
  start: number;
}

export const defaultRateLimitCapacity = 20_000;

export class BoundedRateLimitStore {
  readonly capacity: number;
  private readonly clock: Clock;
  private readonly onFull: (() => void) | undefined;
  /**
   * Keys under their limit, in order of window start (a Map keeps insertion order, and a key
   * is inserted again when its window starts again): the front is the first to go when room
   * is needed, and ended windows sit there.
   */
  private readonly counting = new Map<string, Entry>();
  /** Keys that have used their allowance: they leave only when their window ends. */
  private readonly spent = new Map<string, Entry>();
  /** No spent key's window ends before this time; sweeping `spent` earlier would free nothing. */
  private spentSweepAt = Infinity;
  private full = false;

  constructor(options: RateLimitStoreOptions = {}) {
    this.capacity = options.cache !== undefined && options.cache > 0 ? Math.trunc(options.cache) : defaultRateLimitCapacity;
    this.clock = options.clock ?? systemClock;
    this.onFull = options.onFull;
  }

  /** Keys held now; never more than `capacity`. */
  get size() {
    return this.counting.size + this.spent.size;
  }

  /** Counts one request of `key`. A new key arriving while the store is full of spent keys is
   * answered as over the limit, until the first of their windows ends. */
  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    const now = this.clock().getTime();
    let entry = this.counting.get(key) ?? this.spent.get(key);
    if (entry && entry.start + timeWindow <= now) {
      this.counting.delete(key);
      this.spent.delete(key);
      entry = undefined;
    }
    if (!entry) {
      if (!this.makeRoom(now, timeWindow)) {
        callback(null, { current: max + 1, ttl: this.spentSweepAt - now });
        return;
      }
      entry = { count: 0, start: now };
      this.counting.set(key, entry);
    }
    entry.count += 1;
    if (entry.count >= max && this.counting.delete(key)) {
      this.spent.set(key, entry);
      this.spentSweepAt = Math.min(this.spentSweepAt, entry.start + timeWindow);
    }
    callback(null, { current: entry.count, ttl: entry.start + timeWindow - now });
  }

  /** The count of `key` without counting (the plugin's `{ increment: false }`). */
  read(key: string, callback: Callback, timeWindow: number): void {
    const now = this.clock().getTime();
    const entry = this.counting.get(key) ?? this.spent.get(key);
    if (!entry || entry.start + timeWindow <= now) callback(null, { current: 0, ttl: 0 });
    else callback(null, { current: entry.count, ttl: entry.start + timeWindow - now });
  }

  /** One store per limiter, configured by the limiter's options (those given to
   * `createRateLimit`, merged by the plugin; its types call them route options). */
  child(routeOptions: object): BoundedRateLimitStore {
    return new BoundedRateLimitStore(routeOptions as RateLimitStoreOptions);
  }

  /** Frees a place for a new key if the store is full: spent keys whose window has ended, else
   * the key under its limit whose window started first (an ended one, if any). A spent key is
   * never taken before its window ends. False when no key can go. */
  private makeRoom(now: number, timeWindow: number): boolean {
    if (this.size < this.capacity) return this.admitted();
    if (now >= this.spentSweepAt) {
      this.spentSweepAt = Infinity;
      for (const [key, entry] of this.spent) {
        const end = entry.start + timeWindow;
        if (end <= now) this.spent.delete(key);
        else this.spentSweepAt = Math.min(this.spentSweepAt, end);
      }
    }
    if (this.size < this.capacity) return this.admitted();
    const oldest = this.counting.keys().next();
    if (!oldest.done) {
      this.counting.delete(oldest.value);
      return this.admitted();
    }
    if (!this.full) {
      this.full = true;
      this.onFull?.();
    }
    return false;
  }

  private admitted() {
    this.full = false;
    return true;
  }
}
