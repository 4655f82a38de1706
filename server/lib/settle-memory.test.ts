import v8 from 'node:v8';
import vm from 'node:vm';
import { expect, test } from 'vitest';
import { settleStartupMemory } from './settle-memory.js';

test('start-up garbage is collected at once, and no gc() is left on the global scope or in later contexts', async () => {
  const hadGc = typeof globalThis.gc === 'function';
  // Garbage only a collection removes: a weakly held object that nothing else keeps (a WeakRef
  // keeps its object until the task that made it ends, hence the wait).
  const ref = new WeakRef({ large: new Array(10_000).fill(0) });
  await new Promise((resolve) => setTimeout(resolve, 0));
  settleStartupMemory();
  expect(ref.deref()).toBeUndefined();
  expect(typeof globalThis.gc === 'function').toBe(hadGc);
  expect(vm.runInNewContext('typeof gc')).toBe('undefined');
  expect(v8.getHeapStatistics().used_heap_size).toBeGreaterThan(0);
});
