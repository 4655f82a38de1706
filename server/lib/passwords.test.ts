// Password hashing: argon2id with OWASP's minimum in the stored hash, weaker hashes flagged for
// rehashing, a decoy for unknown names, and never more hashes at once than the bound.
import os from 'node:os';
import argon2 from 'argon2';
import { describe, expect, test } from 'vitest';
import { defaultHashConcurrency, Passwords, passwordParams } from './passwords.js';
import { Semaphore } from './semaphore.js';

describe('Passwords', () => {
  const passwords = new Passwords();

  test('argon2id with m=19 MiB, t=2, p=1 in the stored hash; the right password verifies, a wrong one not', async () => {
    const hash = await passwords.hash('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await passwords.verify(hash, 'correct horse')).toEqual({ ok: true, needsRehash: false });
    expect(await passwords.verify(hash, 'correct horsE')).toEqual({ ok: false, needsRehash: false });
    expect(await passwords.verify('not a hash', 'x')).toEqual({ ok: false, needsRehash: false });
  });

  test('a hash made with weaker parameters verifies and asks to be made again', async () => {
    const weak = await argon2.hash('correct horse', { type: argon2.argon2id, memoryCost: 8192, timeCost: 1, parallelism: 1 });
    expect(await passwords.verify(weak, 'correct horse')).toEqual({ ok: true, needsRehash: true });
    // A wrong password is never a reason to store anything.
    expect(await passwords.verify(weak, 'correct horsE')).toEqual({ ok: false, needsRehash: false });
    expect(passwordParams).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  });

  test('an unknown name gets the work of a verify, and never true', async () => {
    expect(await passwords.verifyNothing('anything')).toBe(false);
  });

  test('the decoy is hashed once: an unknown name then costs one verify, like a wrong password', async () => {
    class Counting extends Passwords {
      hashes = 0;
      verifies = 0;
      override hash(password: string) {
        this.hashes++;
        return super.hash(password);
      }
      override verify(hash: string, password: string) {
        this.verifies++;
        return super.verify(hash, password);
      }
    }
    const counting = new Counting();
    for (let i = 0; i < 3; i++) expect(await counting.verifyNothing(`guess ${i}`)).toBe(false);
    expect(counting.hashes).toBe(1);
    expect(counting.verifies).toBe(3);
  });

  test('hashes wait for a free slot: never more at once than the bound', async () => {
    const bounded = new Passwords({ concurrency: 2 });
    expect(bounded.concurrency).toBe(2);
    const hashes = await Promise.all(Array.from({ length: 5 }, (_, i) => bounded.hash(`p${i}`)));
    expect(new Set(hashes).size).toBe(5);
  });

  test('by default half as many hashes at once as the machine has cores, at least one (bounded, off the event loop)', () => {
    expect(new Passwords().concurrency).toBe(defaultHashConcurrency());
    expect([1, 2, 3, 4, 8].map((cores) => defaultHashConcurrency(cores))).toEqual([1, 1, 1, 2, 4]);
    expect(defaultHashConcurrency()).toBe(Math.max(1, Math.floor(os.availableParallelism() / 2)));
  });
});

describe('Semaphore', () => {
  test('runs at most `limit` tasks at once, the rest in arrival order, and goes on after a failure', async () => {
    const slots = new Semaphore(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number, fail = false) =>
      slots.run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 10));
        running--;
        order.push(n);
        if (fail) throw new Error(`task ${n}`);
        return n;
      });
    const results = await Promise.allSettled([task(1), task(2, true), task(3), task(4), task(5)]);
    expect(most).toBe(2);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(order.slice(2)).toEqual([3, 4, 5]);
    expect(slots.queued).toBe(0);
    // A slot freed by the failure was used: all five ran.
    expect(order).toHaveLength(5);
  });
});
