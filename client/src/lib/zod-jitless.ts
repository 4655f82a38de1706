// zod builds a faster object parser with `new Function` when it can, and probes for that once.
// The CSP forbids eval: the probe is caught, but the browser still reports a CSP violation
// (Lighthouse counts it against best practices). Jitless mode skips both. Import this before
// any module that builds a schema, so the setting is in place when the schemas are created.
import { config } from 'zod';

config({ jitless: true });
