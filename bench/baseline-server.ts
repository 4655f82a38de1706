// Bench only: the two baselines the budgets are stated against, in a Fastify process of their
// own. GET /bare answers a constant; GET /raw-events runs the events query for `upcoming`
// straight on better-sqlite3 and sends the rows as events (no cache, no adapter).
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { toEvent } from '../server/modules/events/events.service.js';
import type { EventRow } from '../server/modules/events/events.repository.js';

const file = process.env.BENCH_DB!;
const port = Number(process.env.PORT);
const db = new SQLite(file, { readonly: true });
db.pragma('busy_timeout = 5000');
const upcoming = db.prepare('select * from events where starts_at > ? order by starts_at asc, id asc');

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));
app.get('/raw-events', async () => {
  const now = new Date();
  const rows = upcoming.all(now.toISOString()) as EventRow[];
  return { events: rows.map((row) => toEvent(row, now)) };
});
await app.listen({ port, host: '127.0.0.1' });
console.log('baseline listening');
