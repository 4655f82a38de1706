// The OpenAPI document as a product (docs/decisions/008): lint-clean under Redocly's recommended
// rules, every status declared by the rules, the zod words kept, servers that work from any host.
// tests/contract.test.ts checks the running API against it.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { z } from 'zod';
import { beforeAll, describe, expect, test } from 'vitest';
import { site } from '../shared/site.js';
import { maxInputSides, uploadLimits } from '../shared/uploads.schema.js';
import { loadConfig } from '../server/config.js';
import { appErrorCodes } from '../server/lib/app-error.js';
import { rateLimitRules } from '../server/lib/rate-limits.js';
import { buildOpenApiDocument, operationIdOf, tagDescriptions } from '../server/http/doors/openapi.js';
import { appRouter, type AppRouter } from '../server/router.js';
import { proceduresOf, router } from '../server/trpc/init.js';
import { publicProcedure } from '../server/trpc/procedures.js';
import { appForFile } from './helpers/test-app.js';

/**
 * Redocly warnings the document may keep, each with the decision that keeps it, as
 * "ruleId pointer". Empty: none is kept. A new warning fails the test until it is fixed or
 * written down in docs/decisions/008 and here.
 */
const allowedWarnings: string[] = [];

type Doc = {
  info: Record<string, any>;
  servers: Array<{ url: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, any>>;
  components: Record<string, Record<string, any>>;
};

const t = appForFile();
let served: string;
let doc: Doc;
beforeAll(async () => {
  served = await (await fetch(`${t.url}/api/openapi.json`)).text();
  doc = JSON.parse(served) as Doc;
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op: op as Record<string, any> })),
  );

describe('lint', () => {
  test("Redocly's recommended rules: no error, and only the warnings a decision keeps", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: served, absoluteRef: 'openapi.json', config });
    const list = (severity: string) =>
      problems.filter((p) => p.severity === severity).map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
    expect(list('error')).toEqual([]);
    expect(list('warn').map((line) => line.split(':')[0])).toEqual(allowedWarnings);
  });

  test('the lint can fail: a document with the old faults is refused', async () => {
    const broken = structuredClone(doc);
    delete broken.paths['/api/health']!.get.security;
    broken.components.schemas!['error.BAD_REQUEST'] = { type: 'object' };
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(broken), absoluteRef: 'openapi.json', config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}`)).toEqual(
      expect.arrayContaining(['error security-defined', 'warn no-unused-components']),
    );
  });
});

describe('servers, info and tags', () => {
  test('servers is relative without PUBLIC_ORIGIN, so "Try it out" calls the host serving the reference', () => {
    expect(loadConfig({}).publicOriginFromEnv).toBe(false);
    expect(doc.servers).toEqual([{ url: '/' }]);
    expect(new URL(doc.servers[0]!.url, `${t.url}/api/openapi.json`).origin).toBe(t.url);
  });

  test('a configured PUBLIC_ORIGIN is the server', async () => {
    const config = loadConfig({ PUBLIC_ORIGIN: 'https://example.org' });
    expect(config.publicOriginFromEnv).toBe(true);
    const built = await buildOpenApiDocument(appRouter, config.publicOrigin, '1.2.3');
    expect(built.servers).toEqual([{ url: 'https://example.org' }]);
    expect(built.info.license).toEqual({ name: 'All rights reserved', url: 'https://example.org/' });
  });

  test("contact is the society's, and the license says what is true: all rights reserved", () => {
    expect(doc.info.contact).toEqual({ name: site.name.en, email: site.email });
    expect(doc.info.license).toEqual({ name: 'All rights reserved', url: '/' });
  });

  test('every tag used has a description, and a tag without one stops the build', async () => {
    const used = new Set(operations().flatMap(({ op }) => op.tags as string[]));
    expect(doc.tags.map((tag) => tag.name).sort()).toEqual([...used].sort());
    for (const tag of doc.tags) expect(tag.description).toBe(tagDescriptions[tag.name]);

    const withNewArea = router({
      ping: publicProcedure
        .meta({ openapi: { method: 'GET', path: '/ping', tags: ['newArea'], summary: 'Ping', protect: false } })
        .input(z.void())
        .output(z.object({ ok: z.boolean() }))
        .query(() => ({ ok: true })),
    });
    await expect(buildOpenApiDocument(withNewArea as unknown as AppRouter, undefined, '0')).rejects.toThrow(
      /tag "newArea" has no description/,
    );
  });
});

describe('operations', () => {
  test('every operation says what it does: a summary and a description of a sentence or more', () => {
    for (const { path, method, op } of operations()) {
      expect(op.summary, `${method} ${path}`).toMatch(/\w{3,}/);
      expect(op.description, `${method} ${path}`).toMatch(/\w+ \w+ \w+/);
    }
  });

  test('operationIds are identifiers derived from the procedure path, for every procedure', () => {
    const ids = operations().map(({ op }) => op.operationId as string);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    const published = proceduresOf(appRouter).filter(({ meta }) => meta?.openapi && meta.openapi.enabled !== false);
    expect(published.length).toBeGreaterThan(0);
    for (const { path } of published) expect(ids).toContain(operationIdOf(path));
    expect(operationIdOf('events.list')).toBe('eventsList');
    expect(operationIdOf('admin.staff.batchToggle')).toBe('adminStaffBatchToggle');
  });

  test('the first step of a sign-in answers one of two shapes: signed in, or a challenge for the second step (decision 031)', () => {
    for (const path of ['/api/auth/login', '/api/auth/login-email']) {
      expect(doc.paths[path]!.post.responses['200'].content['application/json'].schema).toEqual({
        anyOf: [{ $ref: '#/components/schemas/SignedIn' }, { $ref: '#/components/schemas/MfaChallenge' }],
      });
    }
    expect(doc.components!.schemas!.MfaChallenge!.required).toEqual(['mfaRequired', 'challenge', 'methods']);
    expect(doc.paths['/api/auth/login-totp']!.post.responses['200'].content['application/json'].schema.properties.token).toBeDefined();
  });

  test('every error status by the rules: 400 on input, 405 and 500 everywhere, 413/415 with a body, 429 with Retry-After where listed', () => {
    const statuses = (path: string, method: string) => Object.keys(doc.paths[path]![method].responses);
    expect(statuses('/api/events', 'get')).toEqual(['200', '304', '400', '405', '500']);
    // 409 while the join form is closed (issue 26).
    expect(statuses('/api/join/applications', 'post')).toEqual(['200', '400', '405', '409', '413', '415', '429', '500']);
    expect(statuses('/api/health', 'get')).toEqual(['200', '400', '405', '500', '503']);
    expect(statuses('/api/openapi.json', 'get')).toEqual(['200', '400', '405', '500']);
    expect(statuses('/api/admin/upload/image', 'post')).toEqual(['200', '400', '401', '403', '405', '413', '415', '429', '500']);
    expect(statuses('/api/staff/avatar', 'post')).toEqual(['200', '400', '401', '403', '405', '413', '415', '429', '500']);
    // A DELETE that takes a JSON body (meta rest.jsonBody): 413 and 415 as any body; 404 for an unknown id of the batch.
    expect(statuses('/api/admin/staff', 'delete')).toEqual(['200', '400', '401', '403', '404', '405', '413', '415', '500']);
    expect(statuses('/api/admin/staff/batch-toggle', 'patch')).toEqual(['200', '400', '401', '403', '404', '405', '413', '415', '500']);
    expect(statuses('/api/admin/staff/{id}', 'put')).toEqual(['200', '400', '401', '403', '404', '405', '409', '413', '415', '500']);
    // Registration (issue 23): 404 only for no such event, 409 for every refusal, the hourly limit per address.
    expect(statuses('/api/events/{id}/registrations', 'post')).toEqual(['200', '400', '404', '405', '409', '413', '415', '429', '500']);
    expect(statuses('/api/events/{id}/registrations/{token}', 'delete')).toEqual(['200', '400', '404', '405', '500']);
    // The society's record (issue 26): 412 for a stale version, 428 for none.
    expect(statuses('/api/site', 'get')).toEqual(['200', '304', '400', '405', '500']);
    expect(statuses('/api/admin/site', 'put')).toEqual(['200', '400', '401', '403', '405', '412', '413', '415', '428', '500']);
    expect(statuses('/api/admin/site/revisions/{id}/restore', 'post')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '405',
      '412',
      '413',
      '415',
      '428',
      '500',
    ]);
    const signedIn = [
      'GET /api/auth/me',
      'POST /api/auth/change-password',
      'GET /api/auth/totp',
      'POST /api/auth/totp/setup',
      'POST /api/auth/totp/enable',
      'POST /api/auth/totp/disable',
      'GET /api/auth/sessions',
      'DELETE /api/auth/sessions/{id}',
      'DELETE /api/auth/sessions',
      'DELETE /api/admin/staff/{id}/sessions',
      'DELETE /api/admin/staff/{id}/second-factor',
      'GET /api/auth/passkeys',
      'POST /api/auth/passkeys/options',
      'POST /api/auth/passkeys',
      'PATCH /api/auth/passkeys/{id}',
      'POST /api/auth/passkeys/{id}/remove',
      'GET /api/admin/audit',
      'POST /api/events',
      'PUT /api/events/{id}',
      'DELETE /api/events/{id}',
      'POST /api/admin/upload/image',
      'GET /api/admin/applications',
      'PATCH /api/admin/applications/{id}',
      'GET /api/staff/profile',
      'POST /api/staff/profile',
      'PUT /api/staff/profile/past-teams-contact',
      'POST /api/staff/avatar',
      'GET /api/admin/staff',
      'POST /api/admin/staff',
      'PUT /api/admin/staff/{id}',
      'DELETE /api/admin/staff/{id}',
      'DELETE /api/admin/staff',
      'PATCH /api/admin/staff/batch-toggle',
      'GET /api/admin/profiles',
      'PUT /api/admin/profiles/{id}/review',
      'GET /api/admin/applications.csv',
      'GET /api/admin/events/{id}/registrations',
      'PATCH /api/admin/events/{id}/registrations/{registrationId}',
      'GET /api/admin/events/{id}/registrations.csv',
      'GET /api/admin/events/{id}',
      // The society's record (issue 26).
      'GET /api/admin/site',
      'PUT /api/admin/site',
      'GET /api/admin/site/revisions',
      'POST /api/admin/site/revisions/{id}/restore',
      'POST /api/admin/terms',
      'GET /api/admin/terms/pending',
      'DELETE /api/admin/terms/pending',
      'DELETE /api/admin/terms/{term}/members/{id}',
      // The magazine (issue 36): authors' own articles, and the editors'.
      'GET /api/staff/articles',
      'POST /api/staff/articles',
      'GET /api/staff/articles/{id}',
      'PUT /api/staff/articles/{id}',
      'POST /api/staff/articles/{id}/submit',
      'POST /api/staff/articles/preview',
      'GET /api/admin/magazine/articles',
      'GET /api/admin/magazine/articles/{id}',
      'PUT /api/admin/magazine/articles/{id}',
      'DELETE /api/admin/magazine/articles/{id}',
      'PUT /api/admin/magazine/articles/{id}/review',
      'POST /api/admin/magazine/articles/{id}/unpublish',
      'GET /api/admin/magazine/articles/{id}/revisions',
      'POST /api/admin/magazine/articles/{id}/revisions/{revisionId}/restore',
      'GET /api/admin/magazine/issues',
      'POST /api/admin/magazine/issues',
      'PUT /api/admin/magazine/issues/{id}',
      'DELETE /api/admin/magazine/issues/{id}',
      // The newsletter's subscribers (issue 37): the editors' list.
      'GET /api/admin/newsletter/subscribers',
      'GET /api/admin/newsletter/subscribers.csv',
      'DELETE /api/admin/newsletter/subscribers/{id}',
      'POST /api/admin/newsletter/subscribers/import',
      // The newsletters (issue 37; the contract's paths, the sending slice's procedures).
      'GET /api/admin/newsletter/issues',
      'POST /api/admin/newsletter/issues',
      'GET /api/admin/newsletter/issues/{id}',
      'PUT /api/admin/newsletter/issues/{id}',
      'DELETE /api/admin/newsletter/issues/{id}',
      'GET /api/admin/newsletter/issues/{id}/preview',
      'POST /api/admin/newsletter/issues/{id}/test',
      'POST /api/admin/newsletter/issues/{id}/send',
      'POST /api/admin/newsletter/issues/{id}/pause',
      // Check-in at the door (issue 38): event managers; the first four take a volunteer's check-in link too.
      'POST /api/admin/events/{id}/check-ins',
      'GET /api/admin/events/{id}/check-in-list',
      'POST /api/admin/events/{id}/check-ins/sync',
      'POST /api/admin/events/{id}/walk-ins',
      'GET /api/admin/events/{id}/check-in-links',
      'POST /api/admin/events/{id}/check-in-links',
      'DELETE /api/admin/events/{id}/check-in-links/{linkId}',
    ];
    const checkInLink = [
      'POST /api/admin/events/{id}/check-ins',
      'GET /api/admin/events/{id}/check-in-list',
      'POST /api/admin/events/{id}/check-ins/sync',
      'POST /api/admin/events/{id}/walk-ins',
    ];
    for (const { path, method, op } of operations()) {
      // Protected operations take the bearer token or the session cookie; 401 without either.
      if (signedIn.includes(`${method.toUpperCase()} ${path}`)) {
        expect(op.security).toEqual([
          { bearer: [] },
          { cookie: [] },
          ...(checkInLink.includes(`${method.toUpperCase()} ${path}`) ? [{ checkInLink: [] }] : []),
        ]);
        expect(op.responses['401']).toBeDefined();
      } else expect(op.security).toEqual([]);
      for (const [status, response] of Object.entries<any>(op.responses)) {
        if (Number(status) >= 400)
          expect(response.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorResponse' });
      }
      expect(op.responses['405'].headers).toEqual({ Allow: { $ref: '#/components/headers/Allow' } });
    }
    expect(doc.paths['/api/join/applications']!.post.responses['429'].headers).toEqual({
      'Retry-After': { $ref: '#/components/headers/Retry-After' },
    });
    // The editor's preview (issue 36): per account.
    expect(statuses('/api/staff/articles/preview', 'post')).toEqual(['200', '400', '401', '403', '405', '413', '415', '429', '500']);
    expect(doc.paths['/api/staff/articles/preview']!.post.responses['429'].headers).toEqual({
      'Retry-After': { $ref: '#/components/headers/Retry-After' },
    });
    expect(doc.paths['/api/events/{id}/registrations']!.post.responses['429'].headers).toEqual({
      'Retry-After': { $ref: '#/components/headers/Retry-After' },
    });
    const refusals = doc.paths['/api/events/{id}/registrations']!.post.responses;
    expect(refusals['409'].description).toMatch(/does not take registrations.*deadline has passed.*started.*already registered/);
    expect(refusals['404'].description).toMatch(/^No event has this id/);
    expect(refusals['429'].description).toContain(
      `More than ${rateLimitRules.registrationsPerAddress.max} registrations from this address in an hour`,
    );
    expect(doc.components.headers!['Retry-After'].schema.type).toBe('integer');
  });

  test('the uploads say what they refuse in their own words: the form field, every pixel limit of their kind, the hourly limit', () => {
    const refusals = (path: string) => doc.paths[path]!.post.responses as Record<string, { description: string }>;
    for (const [path, field, kind] of [
      ['/api/admin/upload/image', 'image', 'image'],
      ['/api/staff/avatar', 'avatar', 'avatar'],
    ] as const) {
      const words = refusals(path)['400']!.description;
      expect(words).toContain(`no field \`${field}\``);
      const sides = maxInputSides[kind];
      expect(words).toContain(
        `than JPEG ${sides.jpeg} × ${sides.jpeg}, progressive JPEG ${sides.progressiveJpeg} × ${sides.progressiveJpeg}, PNG ${sides.png} × ${sides.png}, `,
      );
      expect(words).toContain(
        `interlaced PNG ${sides.interlacedPng} × ${sides.interlacedPng}, WebP ${sides.webp} × ${sides.webp}, GIF ${sides.gif} × ${sides.gif}, or the form`,
      );
      expect(words).toMatch(/^The file is not a JPEG, PNG, WebP or GIF by its content/);
      expect(refusals(path)['413']!.description).toContain(`${uploadLimits.imageBytes} bytes`);
    }
    expect(refusals('/api/admin/upload/image')['429']!.description).toContain(
      `More than ${rateLimitRules.imageUploadsPerAccount.max} uploads in an hour`,
    );
    expect(refusals('/api/staff/avatar')['429']!.description).toContain(
      `More than ${rateLimitRules.avatarUploadsPerAccount.max} uploads in an hour`,
    );
  });

  test('cached reads declare If-None-Match, 304 without a body, and ETag, Cache-Control and Vary', () => {
    const list = doc.paths['/api/events']!.get;
    expect(list.parameters).toContainEqual({ $ref: '#/components/parameters/IfNoneMatch' });
    expect(doc.components.parameters!.IfNoneMatch).toMatchObject({ name: 'If-None-Match', in: 'header' });
    // The language parameter names its three values and says what zh-Hant does (issue 25).
    const language = doc.components.parameters!.language as { schema: { enum: string[] }; description: string };
    expect(language.schema.enum).toEqual(['en', 'zh', 'zh-Hant']);
    expect(language.description).toMatch(/`zh-Hant` \(Traditional Chinese\)/);
    expect(language.description).toMatch(/converted from the Simplified/);
    const cacheHeaders = ['ETag', 'Cache-Control', 'Vary'];
    expect(Object.keys(list.responses['200'].headers)).toEqual(cacheHeaders);
    expect(Object.keys(list.responses['304'].headers)).toEqual(cacheHeaders);
    expect(list.responses['304'].content).toBeUndefined();
  });

  test('ErrorResponse is the shape the API answers, its code one of the table', () => {
    const schemas = doc.components.schemas!;
    expect(schemas.ErrorResponse.required).toEqual(['error', 'code']);
    expect(schemas.ErrorResponse.properties.code.enum).toEqual(appErrorCodes);
    expect(Object.keys(schemas).filter((name) => name.startsWith('error.'))).toEqual([]);
  });

  test('descriptions, formats and examples of the zod schemas survive', () => {
    const status = doc.paths['/api/events']!.get.parameters[0];
    expect(status).toMatchObject({ name: 'status', in: 'query', description: 'Only events with this status; all events when absent.' });
    const body = doc.paths['/api/join/applications']!.post.requestBody.content['application/json'].schema;
    expect(body.properties.email).toMatchObject({
      format: 'email',
      description: 'Where the society answers',
      example: 'li.hua@mail.utoronto.ca',
    });
    expect(body.properties.group.description).toBe('The department the applicant is most interested in');
    expect(doc.components.schemas!.Event.properties.timeZone).toMatchObject({
      description: 'IANA time zone the event takes place in',
      example: 'America/Toronto',
    });
  });
});
