// Password hashing: argon2id at OWASP's minimum or above, off the event loop (argon2 runs in
// libuv's thread pool) and never more hashes at once than half the server's cores (one on the
// two-core server), so a burst of sign-ins waits its turn instead of taking 19 MiB each at once,
// and the other cores keep serving the event loop and SQLite (docs/decisions/009).
import os from 'node:os';
import argon2 from 'argon2';
import { Semaphore } from './semaphore.js';

/** OWASP Password Storage Cheat Sheet, argon2id: m=19 MiB, t=2, p=1. */
export const passwordParams = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
export interface PasswordParams {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** Hashes at once by default: half the cores, at least one. */
export function defaultHashConcurrency(cores = os.availableParallelism()) {
  return Math.max(1, Math.floor(cores / 2));
}

export interface Verified {
  ok: boolean;
  /** The hash was made with weaker parameters than today's: hash the password again. */
  needsRehash: boolean;
}

export class Passwords {
  private readonly slots: Semaphore;
  private readonly params: PasswordParams;
  /** A hash of a random password, verified against when there is no account, so an unknown
   * name costs the same as a wrong password. */
  private decoy: Promise<string> | undefined;

  constructor(options: { params?: Partial<PasswordParams>; concurrency?: number } = {}) {
    this.params = {
      memoryCost: passwordParams.memoryCost,
      timeCost: passwordParams.timeCost,
      parallelism: passwordParams.parallelism,
      ...options.params,
    };
    this.slots = new Semaphore(options.concurrency ?? defaultHashConcurrency());
  }

  get concurrency() {
    return this.slots.limit;
  }

  hash(password: string): Promise<string> {
    return this.slots.run(() => argon2.hash(password, { ...this.params, type: argon2.argon2id }));
  }

  async verify(hash: string, password: string): Promise<Verified> {
    const ok = await this.slots.run(() => argon2.verify(hash, password).catch(() => false));
    return { ok, needsRehash: ok && argon2.needsRehash(hash, { ...this.params }) };
  }

  /** The work of a verify, for a name that has no account; never true. */
  async verifyNothing(password: string): Promise<false> {
    this.decoy ??= this.hash(`decoy:${Math.random()}`);
    await this.verify(await this.decoy, password);
    return false;
  }
}
