// Bench only: the baselines the budgets are stated against, in a Fastify process of their own.
// GET /bare answers the body the site answers for the cached list (the same brotli bytes,
// content-type and content-encoding, read from the site once by bench/run.ts and handed over in
// a file), so it is the ceiling of "Fastify sending these bytes"; GET /bare-headers adds every
// other header the site sends (security headers, ETag, Cache-Control, Vary), so the wire bytes
// are the site's but for Date; GET /raw-events runs the events query for `upcoming` straight on
// better-sqlite3 and sends the rows as events (no cache, no adapter). GET /bare-team answers the
// bytes the site answers for GET /api/team, the ceiling of the team read; GET /bare-hant the bytes
// of the cached list asked for in Traditional (?language=zh-Hant, issue 25).
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { toEvent } from '../server/modules/events/events.service.js';
import type { EventRow } from '../server/modules/events/events.repository.js';

const file = process.env.BENCH_DB!;
const port = Number(process.env.PORT);
const bareBody = fs.readFileSync(process.env.BENCH_BARE_BODY!);
const bareType = process.env.BENCH_BARE_TYPE!;
const bareEncoding = process.env.BENCH_BARE_ENCODING;
const teamBody = fs.readFileSync(process.env.BENCH_BARE_TEAM_BODY!);
const teamEncoding = process.env.BENCH_BARE_TEAM_ENCODING;
const hantBody = fs.readFileSync(process.env.BENCH_BARE_HANT_BODY!);
const hantEncoding = process.env.BENCH_BARE_HANT_ENCODING;
const siteBody = fs.readFileSync(process.env.BENCH_BARE_SITE_BODY!);
const siteEncoding = process.env.BENCH_BARE_SITE_ENCODING;
const siteHeaders = Object.entries(JSON.parse(process.env.BENCH_BARE_HEADERS ?? '{}') as Record<string, string>);
const db = new SQLite(file, { readonly: true });
db.pragma('busy_timeout = 5000');
const upcoming = db.prepare('select * from events where starts_at > ? order by starts_at asc, id asc');

const app = Fastify({ logger: false });
app.get('/bare', async (_request, reply) => {
  reply.header('content-type', bareType);
  if (bareEncoding) reply.header('content-encoding', bareEncoding);
  return bareBody;
});
app.get('/bare-team', async (_request, reply) => {
  reply.header('content-type', bareType);
  if (teamEncoding) reply.header('content-encoding', teamEncoding);
  return teamBody;
});
app.get('/bare-hant', async (_request, reply) => {
  reply.header('content-type', bareType);
  if (hantEncoding) reply.header('content-encoding', hantEncoding);
  return hantBody;
});
// The society's record (issue 26): the bytes of GET /api/site.
app.get('/bare-site', async (_request, reply) => {
  reply.header('content-type', bareType);
  if (siteEncoding) reply.header('content-encoding', siteEncoding);
  return siteBody;
});
app.get('/bare-headers', async (_request, reply) => {
  for (const [name, value] of siteHeaders) reply.header(name, value);
  return bareBody;
});
app.get('/raw-events', async () => {
  const now = new Date();
  const rows = upcoming.all(now.toISOString()) as EventRow[];
  return { events: rows.map((row) => toEvent(row, now)) };
});
// A clean exit on SIGTERM, so `node --cpu-prof` writes its profile.
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port, host: '127.0.0.1' });
console.log('baseline listening');
