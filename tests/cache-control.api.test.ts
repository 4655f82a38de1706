// Cache-Control on both doors, walked over every procedure of the router (decision 040): an answer
// that depends on a session or a secret is `no-store`, whatever the procedure and whatever the
// outcome (a success, a refusal, a bad input), a tRPC batch holding one such call too; the public
// cached reads keep their ETag and their own Cache-Control. A procedure added later is walked
// here without anyone listing it; a new query with path parameters asks for its input below.
import { describe, expect, test } from 'vitest';
import { SecretBox, loadSecretKey } from '../server/lib/secret-box.js';
import { subscriberToken } from '../server/modules/newsletter/newsletter.tokens.js';
import { appRouter } from '../server/router.js';
import { proceduresOf } from '../server/trpc/init.js';
import { outbox, signedInAppForFile } from './helpers/accounts.js';

const { t, signedIn } = signedInAppForFile({ env: { SEED_DEMO: 'false', TRUST_PROXY: '127.0.0.1' } });

const procedures = proceduresOf(appRouter).map(({ path, meta }) => ({
  path,
  type: (appRouter._def.procedures as unknown as Record<string, { _def: { type: 'query' | 'mutation' } }>)[path]!._def.type,
  method: meta!.openapi!.method,
  restPath: meta!.openapi!.path,
  cachedRead: meta?.cachedRead !== undefined,
  upload: meta?.rest?.upload !== undefined,
}));

/**
 * Public reads that are not cached reads but say their own Cache-Control on the REST door: the
 * same for everyone (no session, no secret), revalidated each time.
 */
const publicRevalidated: Record<string, string> = { 'openapi.document': 'no-cache' };

/** The REST path with every parameter given a value. */
const fill = (path: string, values: Record<string, string | number> = {}) =>
  `/api${path.replace(/\{(\w+)\}/g, (_m, name: string) => String(values[name] ?? 1))}`;

/** A call to one procedure through one door, with or without a session, and what it answered. */
async function call(
  door: 'rest' | 'trpc',
  procedure: (typeof procedures)[number],
  headers: Record<string, string>,
  values?: Record<string, string | number>,
) {
  if (door === 'rest') {
    const hasBody = procedure.method !== 'GET' && procedure.method !== 'DELETE';
    return fetch(`${t.url}${fill(procedure.restPath, values)}`, {
      method: procedure.method,
      headers: { ...headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
      ...(hasBody ? { body: '{}' } : {}),
    });
  }
  if (procedure.type === 'query') {
    const input = values ? `?input=${encodeURIComponent(JSON.stringify(values))}` : '';
    return fetch(`${t.url}/api/trpc/${procedure.path}${input}`, { headers });
  }
  return fetch(`${t.url}/api/trpc/${procedure.path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: '{}',
  });
}

const notCached = procedures.filter((p) => !p.cachedRead);

describe('every answer that is not a public cached read is no-store, walked over the router', () => {
  test('the walk covers the whole router, and the private reads are there', () => {
    expect(procedures.length).toBeGreaterThan(60);
    for (const name of [
      'auth.me',
      'auth.sessions',
      'auth.totpStatus',
      'auth.passkeys',
      'profiles.mine',
      'staff.list',
      'audit.list',
      'site.edit',
      'site.revisions',
      'registrations.list',
      'join.list',
      'profiles.list',
      'registrations.byToken',
    ]) {
      expect(notCached.map((p) => p.path)).toContain(name);
    }
  });

  test('every such procedure, called with no session and an empty input, answers no-store on both doors (refusals and bad inputs included)', async () => {
    const missing: string[] = [];
    for (const procedure of notCached) {
      for (const door of ['rest', 'trpc'] as const) {
        const response = await call(door, procedure, { 'x-forwarded-for': '10.40.0.1' });
        await response.arrayBuffer();
        const expected = door === 'rest' && response.ok ? (publicRevalidated[procedure.path] ?? 'no-store') : 'no-store';
        if (response.headers.get('cache-control') !== expected)
          missing.push(`${door} ${procedure.path} ${response.status}: ${response.headers.get('cache-control')}`);
      }
    }
    expect(missing).toEqual([]);
  });

  test('every read that is not a cached one answers an admin 200 and no-store on both doors', async () => {
    // The values of queries with path parameters: an event with a registration and its secret.
    const created = await signedIn.admin.rest('/events', {
      method: 'POST',
      body: JSON.stringify({
        titleEn: 'Tea tasting',
        titleZh: '品茶',
        startsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
        endsAt: new Date(Date.now() + 5 * 86_400_000 + 7_200_000).toISOString(),
        registrationOpen: true,
      }),
    });
    const { id } = (await created.json()) as { id: number };
    const registered = await fetch(`${t.url}/api/events/${id}/registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.40.0.2' },
      body: JSON.stringify({ name: 'Wang Fang', email: 'wang.fang@example.com' }),
    });
    expect(registered.status).toBe(200);
    const mail = outbox(t).find((m) => m.to.includes('wang.fang@example.com'))!;
    const token = /\/registrations\/([A-Za-z0-9_-]{32})/.exec(mail.text)![1]!;
    // Its ticket (issue 38), and a volunteer's check-in link for the event.
    const ticket = /\/tickets\/([A-Za-z0-9_-]{22})/.exec(mail.text)![1]!;
    const link = await t.app.services.checkIn.createLink({ id: 1, username: 'admin' }, { id, label: 'Door' });
    // An article of the admin's (issue 36).
    const article = (await (
      await signedIn.admin.rest('/staff/articles', { method: 'POST', body: JSON.stringify({ titleEn: 'Tea notes' }) })
    ).json()) as {
      id: number;
    };
    // A subscriber (issue 37): its preferences by its own token, as the server makes it.
    const subscribed = await fetch(`${t.url}/api/newsletter/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.40.0.3' },
      body: JSON.stringify({ email: 'reader@example.com', language: 'en' }),
    });
    expect(subscribed.status).toBe(200);
    const subscriber = (await t.app.services.db
      .selectFrom('newsletter_subscribers')
      .select(['id', 'token_salt'])
      .where('email', '=', 'reader@example.com')
      .executeTakeFirstOrThrow())!;
    const ownToken = subscriberToken(new SecretBox(loadSecretKey(t.dataDir, undefined)), {
      id: subscriber.id,
      tokenSalt: subscriber.token_salt,
    });
    // A newsletter (issue 37).
    const newsletter = (await (
      await signedIn.admin.rest('/admin/newsletter/issues', { method: 'POST', body: JSON.stringify({ subjectEn: 'Winter letter' }) })
    ).json()) as { id: number };
    const inputs: Record<string, Record<string, string | number>> = {
      'newsletter.preferences': { token: ownToken },
      'newsletters.get': { id: newsletter.id },
      'newsletters.preview': { id: newsletter.id },
      'articles.get': { id: article.id },
      'magazine.get': { id: article.id },
      'magazine.revisions': { id: article.id },
      'events.editable': { id },
      'registrations.list': { id },
      'registrations.export': { id },
      'registrations.byToken': { id, token },
      'checkIn.ticket': { code: ticket },
      'checkIn.list': { id },
      'checkIn.links': { id },
      'checkIn.linkInfo': { token: link.url.split('/').at(-1)! },
    };

    const missing: string[] = [];
    for (const procedure of notCached.filter((p) => p.type === 'query')) {
      if (/\{\w+\}/.test(procedure.restPath) && !inputs[procedure.path])
        throw new Error(`${procedure.path}: give its path parameters in \`inputs\``);
      for (const door of ['rest', 'trpc'] as const) {
        const response = await call(door, procedure, signedIn.admin.headers, inputs[procedure.path]);
        await response.arrayBuffer();
        const expected = door === 'rest' ? (publicRevalidated[procedure.path] ?? 'no-store') : 'no-store';
        if (response.status !== 200 || response.headers.get('cache-control') !== expected)
          missing.push(`${door} ${procedure.path} ${response.status}: ${response.headers.get('cache-control')}`);
      }
    }
    expect(missing).toEqual([]);
  });

  test('a sign-in that succeeds (its answer holds a token on the REST door) is no-store on both doors', async () => {
    const { username, password } = signedIn.staff.account!;
    const rest = await fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: username, password }),
    });
    expect(rest.status).toBe(200);
    expect(rest.headers.get('cache-control')).toBe('no-store');
    const trpc = await fetch(`${t.url}/api/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: username, password }),
    });
    expect(trpc.status).toBe(200);
    expect(trpc.headers.get('cache-control')).toBe('no-store');
  });

  test('a tRPC batch that mixes public cached reads with a private one is no-store as a whole', async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: {}, 1: undefined, 2: {} }));
    const response = await fetch(`${t.url}/api/trpc/site.read,auth.me,events.years?batch=1&input=${input}`, {
      headers: signedIn.admin.headers,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Refused inside the batch (no session): still no-store.
    const anonymous = await fetch(
      `${t.url}/api/trpc/site.read,auth.sessions?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: {} }))}`,
    );
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
  });
});

describe('public cached reads keep their caching', () => {
  test('REST: public with an ETag; tRPC: revalidated (no-cache) with an ETag, for every cached read', async () => {
    // The reads that need a query of their own (the search needs words).
    const queries: Record<string, string> = { 'search.find': '?q=ink' };
    for (const procedure of procedures.filter((p) => p.cachedRead && !/\{\w+\}/.test(p.restPath))) {
      const query = queries[procedure.path] ?? '';
      const rest = await fetch(`${t.url}${fill(procedure.restPath)}${query}`);
      await rest.arrayBuffer();
      expect(rest.status, procedure.path).toBe(200);
      expect(rest.headers.get('cache-control'), procedure.path).toMatch(/^public, max-age=\d+/);
      expect(rest.headers.get('etag'), procedure.path).toBeTruthy();
      const input = query ? `?input=${encodeURIComponent(JSON.stringify(Object.fromEntries(new URLSearchParams(query))))}` : '';
      const trpc = await fetch(`${t.url}/api/trpc/${procedure.path}${input}`);
      await trpc.arrayBuffer();
      if (procedure.type !== 'query' || trpc.status !== 200) continue; // a file (the calendar) has no tRPC read
      expect(trpc.headers.get('cache-control'), procedure.path).toBe('no-cache');
      expect(trpc.headers.get('etag'), procedure.path).toBeTruthy();
    }
  });
});
