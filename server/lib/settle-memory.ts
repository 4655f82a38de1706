// Start-up leaves garbage behind: the bundle's modules evaluated, the migrations, the schemas and
// routes built. With no traffic V8 never collects it, and the young generation stays at the size
// start-up grew it to (13–15 MB of a 2 × 8 MB ceiling, scripts/server-runtime.mjs): the site sat at
// ~110 MB idle against docs/architecture.md's 100. One full collection that also hands memory back, just
// before the server listens, brings it to ~94 MB for ~35 ms once (npm run bench: idle RSS).
import v8 from 'node:v8';
import vm from 'node:vm';

/** A full, memory-reducing collection now (V8's "last resort" flavour: young generation shrunk, old compacted). */
export function settleStartupMemory(): void {
  let gc = globalThis.gc;
  if (!gc) {
    // --expose-gc set now applies to contexts made from now on: one made for it, and the flag
    // turned off again, so the site's own global scope never gets a gc().
    v8.setFlagsFromString('--expose-gc');
    try {
      gc = vm.runInNewContext('gc') as NodeJS.GCFunction;
    } finally {
      v8.setFlagsFromString('--no-expose-gc');
    }
  }
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
