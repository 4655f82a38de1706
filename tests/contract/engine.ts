// The contract engine (docs/architecture.md, "Tests"): every operation of the served OpenAPI document is called
// for real on a running app, with a valid input made from the document itself, through the REST
// door and the tRPC door, each call in identity, gzip and br; every answer is validated against
// what the document declares (status, headers, body, with ajv), and every declared error that
// can be provoked generically is provoked. What the document cannot say (a signed-in caller, state
// a call needs, an error provoked in a way of its own) is each operation's fixtures, one file per
// server module in tests/contract/fixtures/; tests/contract.test.ts runs the engine with them.
import ICAL from 'ical.js';
import { describe, expect, test } from 'vitest';
import { compressionThreshold } from '../../server/lib/encoded-answer.js';
import { restOperations } from '../../server/http/doors/rest-door.js';
import { appRouter } from '../../server/router.js';
import { headerValue, httpMethods, OpenApi, sample, type HttpMethod, type Json, type OpenApiDoc } from '../helpers/openapi.js';
import { parseCsv } from '../helpers/csv.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

export interface Input {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** A valid call that needs state (an account, a code, a session): made afresh for every call. */
export interface Prepared {
  input: Input;
  headers?: Record<string, string>;
}

export interface Operation {
  id: string;
  method: HttpMethod;
  path: string;
  op: Json;
}

/** What one operation needs that its declaration does not give; {} when the document's examples make its calls. */
export interface OperationFixtures {
  /** A valid input, when its schemas do not say enough to make one. */
  input?: Input;
  /** A valid call that needs state (an account, a code, a session): made afresh for every call. */
  prepare?: () => Promise<Prepared>;
  /** Declared statuses provoked in a way of their own for this operation. */
  provoke?: Partial<Record<number, (o: Operation) => Promise<void>>>;
  /** Its procedure takes a file: the tRPC door does not serve it (no JSON is a file). */
  withoutTrpcDoor?: true;
}
/** An area's fixtures (one server module's operations), by operationId. */
export type Fixtures = Record<string, OperationFixtures>;

/** Declared statuses that nothing generic can provoke, and why. */
const notProvokable: Record<number, string> = {
  403: 'needs a signed-in user who lacks the permission',
  500: 'needs an unexpected failure',
  503: 'needs the database gone',
};

export const encodings = ['identity', 'gzip', 'br'] as const;
export type Encoding = (typeof encodings)[number];

/** The app under test (set by startContract). */
export let t: TestApp;
let doc: OpenApiDoc;
let api: OpenApi;
let operations: Operation[] = [];
let fixtures: Fixtures = {};

/** Starts the app and reads its document; the caller closes the app. */
export async function startContract(): Promise<TestApp> {
  // With TRUST_PROXY trusting the loopback peer, each call comes from its own X-Forwarded-For address, so a per-address rate
  // limit counts only the calls meant to reach it.
  t = await startTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as OpenApiDoc;
  api = new OpenApi(doc);
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    httpMethods
      .filter((method) => item[method])
      .map((method) => ({ id: item[method].operationId as string, method, path, op: item[method] })),
  );
  return t;
}

/** The operation of the document with this id. */
export const operation = (id: string): Operation => operations.find((o) => o.id === id)!;

let calls = 0;
export function freshAddress() {
  calls++;
  return `10.${(calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`;
}

const parametersOf = (o: Operation): Json[] => (o.op.parameters ?? []).map((p: Json) => api.deref(p));
const isMultipart = (o: Operation) => api.deref(o.op.requestBody ?? null)?.content?.['multipart/form-data'] !== undefined;
const bodySchemaOf = (o: Operation): Json | undefined => {
  const content = api.deref(o.op.requestBody ?? null)?.content;
  return (content?.['application/json'] ?? content?.['multipart/form-data'])?.schema;
};
/** The body of a call: JSON, or a form (files as Blobs) for a multipart operation. */
export function bodyOf(o: Operation, body: unknown): string | FormData {
  if (!isMultipart(o)) return JSON.stringify(body ?? {});
  const form = new FormData();
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value !== undefined) form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}
/** POST, PUT and PATCH take a body; a DELETE too when it declares one (DELETE /api/admin/staff). */
const takesBody = (o: Operation) => o.method === 'post' || o.method === 'put' || o.method === 'patch' || o.op.requestBody !== undefined;
/** The parameters that are the operation's input (not the door's language, not headers). */
const inputParametersOf = (o: Operation) => parametersOf(o).filter((p) => (p.in === 'query' || p.in === 'path') && p.name !== 'language');

/** A valid input from the document's examples and schemas, or from the operation's fixtures; else what is missing. */
function validInput(o: Operation): Input | string {
  const given = fixtures[o.id]?.input;
  if (given) return given;
  const input: Input = {};
  for (const parameter of parametersOf(o)) {
    if (parameter.in !== 'query' && parameter.in !== 'path') {
      if (parameter.required) return `${parameter.in} parameter ${parameter.name}, which this test does not send`;
      continue;
    }
    if (parameter.name === 'language' || !(parameter.required || parameter.in === 'path')) continue;
    const made = parameter.example !== undefined ? { value: parameter.example } : sample(api, parameter.schema);
    if (!made) return `parameter ${parameter.name}`;
    ((input[parameter.in as 'path' | 'query'] ??= {}) as Record<string, unknown>)[parameter.name] = made.value;
  }
  const schema = bodySchemaOf(o);
  if (schema) {
    const example = api.deref(o.op.requestBody).content['application/json'].example;
    const made = example !== undefined ? { value: example } : sample(api, schema);
    if (!made) return 'body';
    input.body = made.value;
  }
  return input;
}

function urlOf(o: Operation, input: Input, extra: Array<[string, string]> = []) {
  const path = o.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(input.path?.[name])));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {}))
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  for (const [name, value] of extra) search.append(name, value);
  const query = search.toString();
  return `${path}${query ? `?${query}` : ''}`;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

export async function send(
  method: string,
  url: string,
  encoding: Encoding,
  opts: { body?: string | FormData; contentType?: string; headers?: Record<string, string>; address?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${t.url}${url}`, {
    method: method.toUpperCase(),
    headers: {
      'accept-encoding': encoding,
      'x-forwarded-for': opts.address ?? freshAddress(),
      // A form's content type (with its boundary) is fetch's to write.
      ...(opts.body !== undefined && !(opts.body instanceof FormData) ? { 'content-type': opts.contentType ?? 'application/json' } : {}),
      ...opts.headers,
    },
    body: opts.body,
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

export const callRest = (
  o: Operation,
  input: Input,
  encoding: Encoding,
  opts: { headers?: Record<string, string>; address?: string } = {},
) => send(o.method, urlOf(o, input), encoding, { ...opts, body: takesBody(o) ? bodyOf(o, input.body) : undefined });

/** The body of a whole answer: declared content present, non-empty and sent in the coding asked for. */
function checkWhole(answer: Answer, encoding: Encoding, what: string) {
  expect(answer.text.length, `${what}: an empty body`).toBeGreaterThan(0);
  const length = answer.headers.get('content-length');
  if (length !== null) expect(Number(length), `${what}: content-length`).toBeGreaterThan(0);
  const coding = answer.headers.get('content-encoding');
  // fetch has decoded the body; the header says what came over the wire.
  if (encoding !== 'identity' && answer.text.length > compressionThreshold) expect(coding, `${what}: compressed as asked`).toBe(encoding);
  else if (coding !== null) expect(coding, `${what}: content-encoding`).toBe(encoding);
}

/** How a body of each declared media type is read and checked against its declared schema. */
const bodyCheckers: Record<string, (schema: Json, text: string) => string[]> = {
  'application/json': (schema, text) => api.errors(schema, JSON.parse(text)),
  // The schema says "a string"; ical.js (Mozilla's parser) says whether it is an iCalendar object.
  'text/calendar': (schema, text) => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    return [...api.errors(schema, text), ...(calendar.name === 'vcalendar' ? [] : [`a ${calendar.name}, not a vcalendar`])];
  },
  // RFC 4180, read as a spreadsheet would; a header and records of the same width.
  'text/csv': (schema, text) => {
    const rows = parseCsv(text);
    const widths = new Set(rows.map((row) => row.length));
    return [
      ...api.errors(schema, text),
      ...(rows.length && widths.size === 1 ? [] : [`${rows.length} rows of widths ${[...widths].join(', ')}`]),
    ];
  },
};

/** `answer` is one the operation declares, with its declared headers and body. */
export function checkDeclared(o: Operation, answer: Answer, encoding: Encoding, what: string) {
  const declared = o.op.responses[String(answer.status)];
  expect(
    declared,
    `${what}: answered ${answer.status}, which ${o.id} does not declare (${Object.keys(o.op.responses).join(', ')}): ${answer.text}`,
  ).toBeDefined();
  const response = api.deref(declared);
  for (const [name, raw] of Object.entries<Json>(response.headers ?? {})) {
    const header = api.deref(raw);
    const text = answer.headers.get(name);
    if (text === null) {
      expect(header.required, `${what}: header ${name} is declared required but missing`).not.toBe(true);
      continue;
    }
    expect(api.errors(header.schema, headerValue(api.deref(header.schema), text)), `${what}: header ${name}: ${text}`).toEqual([]);
  }
  const declaredTypes = Object.keys(response.content ?? {});
  if (declaredTypes.length) {
    const type = answer.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    expect(declaredTypes, `${what}: content-type ${type}`).toContain(type);
    checkWhole(answer, encoding, what);
    const check = bodyCheckers[type];
    expect(check, `${what}: no check for ${type} bodies: add one to bodyCheckers`).toBeDefined();
    expect(check!(response.content[type].schema, answer.text), `${what}: body ${answer.text.slice(0, 300)}`).toEqual([]);
  } else {
    expect(answer.text, `${what}: a body where none is declared`).toBe('');
  }
}

export async function expectDeclared(o: Operation, status: number, what: string, call: (encoding: Encoding) => Promise<Answer>) {
  for (const encoding of encodings) {
    const answer = await call(encoding);
    checkDeclared(o, answer, encoding, `${what} (${encoding})`);
    expect(answer.status, `${what} (${encoding}): ${answer.text}`).toBe(status);
  }
}

// ---- Provoking each declared error ----------------------------------------------------------

/** Inputs the operation must refuse with 400, made from its declaration. */
function badCalls(o: Operation, input: Input): Array<{ what: string; url: string; body?: string | FormData }> {
  const bad: Array<{ what: string; url: string; body?: string | FormData }> = [];
  const query = inputParametersOf(o).filter((p) => p.in === 'query');
  if (!takesBody(o)) {
    // The door's rule for every query: a parameter given twice is refused.
    const name = query[0]?.name ?? 'x';
    const value = String(query[0] ? (sample(api, query[0].schema)?.value ?? '1') : '1');
    const { [name]: _, ...rest } = input.query ?? {};
    bad.push({
      what: `${name} given twice`,
      url: urlOf(o, { ...input, query: rest }, [
        [name, value],
        [name, value],
      ]),
    });
    for (const parameter of query) {
      const schema = api.deref(parameter.schema);
      const wrong = schema.enum ? 'not-one-of-them' : schema.type === 'integer' || schema.type === 'number' ? 'not-a-number' : undefined;
      if (wrong)
        bad.push({ what: `${parameter.name}=${wrong}`, url: urlOf(o, { ...input, query: { ...input.query, [parameter.name]: wrong } }) });
    }
    return bad;
  }
  const url = urlOf(o, input);
  const body = (input.body ?? {}) as Record<string, unknown>;
  const required: string[] = api.deref(bodySchemaOf(o) ?? {}).required ?? [];
  if (isMultipart(o)) {
    // A form: each required field left out, and a text where a binary field takes a file.
    for (const name of required) bad.push({ what: `no ${name}`, url, body: bodyOf(o, { ...body, [name]: undefined }) });
    const binary = Object.entries<Json>(api.deref(bodySchemaOf(o)).properties ?? {}).filter(
      ([, schema]) => api.deref(schema).format === 'binary',
    );
    for (const [name] of binary)
      bad.push({
        what: `a text file for ${name}`,
        url,
        body: bodyOf(o, { ...body, [name]: new Blob(['not what this field takes'], { type: 'image/png' }) }),
      });
    return bad;
  }
  bad.push({ what: 'an array for a body', url, body: '[]' });
  for (const name of required) bad.push({ what: `no ${name}`, url, body: JSON.stringify({ ...body, [name]: undefined }) });
  const fields = JSON.stringify(body).slice(1, -1);
  bad.push({ what: 'a __proto__ key', url, body: `{"__proto__":{"x":1}${fields ? `,${fields}` : ''}}` });
  bad.push({ what: 'nested 33 deep', url, body: JSON.stringify({ ...body, deep: JSON.parse('['.repeat(33) + ']'.repeat(33)) }) });
  return bad;
}

const provokers: Record<number, (o: Operation, input: Input) => Promise<void>> = {
  304: async (o, input) => {
    const first = await callRest(o, input, 'identity');
    const etag = first.headers.get('etag');
    expect(etag, `${o.id}: a cached read answers with an ETag`).toBeTruthy();
    await expectDeclared(o, 304, 'If-None-Match with the current ETag', (encoding) =>
      callRest(o, input, encoding, { headers: { 'if-none-match': etag! } }),
    );
  },
  400: async (o, input) => {
    const bad = badCalls(o, input);
    expect(bad.length).toBeGreaterThan(0);
    // Signed in where the operation needs it, so the input is what gets refused.
    const headers = (await fixtures[o.id]?.prepare?.())?.headers;
    for (const { what, url, body } of bad)
      await expectDeclared(o, 400, what, (encoding) => send(o.method, url, encoding, { body, headers }));
  },
  401: async (o, input) => {
    await expectDeclared(o, 401, 'no credentials', (encoding) => callRest(o, input, encoding));
  },
  404: async (o, input) => {
    const unknown: Record<string, unknown> = {};
    for (const parameter of inputParametersOf(o).filter((p) => p.in === 'path')) {
      const schema = api.deref(parameter.schema);
      unknown[parameter.name] = schema.type === 'integer' || schema.type === 'number' ? (schema.maximum ?? 2 ** 31 - 1) : 'no-such-thing';
    }
    // A valid call in every other respect (signed in, a valid body), so the identifier is what is not found.
    const call = (await fixtures[o.id]?.prepare?.()) ?? { input };
    await expectDeclared(o, 404, 'an unknown identifier', (encoding) =>
      callRest(o, { ...call.input, path: unknown }, encoding, { headers: call.headers }),
    );
  },
  405: async (o, input) => {
    const served = httpMethods.filter((method) => doc.paths[o.path]![method]).map((method) => method.toUpperCase());
    const allow = served.includes('GET') ? [...served, 'HEAD'] : served;
    for (const method of httpMethods.filter((m) => !doc.paths[o.path]![m])) {
      await expectDeclared(o, 405, method.toUpperCase(), async (encoding) => {
        const answer = await send(method, urlOf(o, input), encoding);
        expect(answer.headers.get('allow')?.split(/,\s*/).sort(), `${method} ${o.path}: Allow`).toEqual([...allow].sort());
        return answer;
      });
    }
  },
  413: async (o, input) => {
    const body = JSON.stringify({ ...(input.body as object), pad: 'x'.repeat(101 * 1024) });
    await expectDeclared(o, 413, 'a 101 KiB body', (encoding) => send(o.method, urlOf(o, input), encoding, { body }));
  },
  415: async (o, input) => {
    await expectDeclared(o, 415, 'a text/plain body', (encoding) =>
      send(o.method, urlOf(o, input), encoding, { body: 'hello', contentType: 'text/plain' }),
    );
  },
  429: async (o, input) => {
    // One address, the same valid call until the limit answers; every answer on the way is declared.
    const address = freshAddress();
    let limited: Answer | undefined;
    for (let i = 0; i < 100 && !limited; i++) {
      const encoding = encodings[i % encodings.length]!;
      const call = (await fixtures[o.id]?.prepare?.()) ?? { input };
      const answer = await callRest(o, call.input, encoding, { address, headers: call.headers });
      checkDeclared(o, answer, encoding, `call ${i + 1} from one address`);
      if (answer.status === 429) limited = answer;
      else expect(answer.status).toBe(200);
    }
    expect(limited, `${o.id}: 100 calls from one address and no 429`).toBeDefined();
    await expectDeclared(o, 429, 'past the limit', async (encoding) => {
      const call = (await fixtures[o.id]?.prepare?.()) ?? { input };
      return callRest(o, call.input, encoding, { address, headers: call.headers });
    });
  },
};

// ---- The walk ---------------------------------------------------------------------------------

const restDoor = restOperations(appRouter);
function procedureOf(o: Operation) {
  const url = o.path.replace(/\{(\w+)\}/g, ':$1');
  const found = restDoor.find((r) => r.url === url && r.method.toLowerCase() === o.method);
  if (!found) return undefined;
  // tRPC keeps procedures flat by dotted path at run time; its types describe the nested record.
  const type = (appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)[found.procedure]!._def.type;
  return { path: found.procedure, type };
}

/** The tests: every operation of the document, with the fixtures of every area (by operationId). */
export function runContract(areas: Record<string, Fixtures>): void {
  fixtures = Object.assign({}, ...Object.values(areas));
  test('the document lists every procedure that has a REST door, once', () => {
    const published = operations.map((o) => `${o.method.toUpperCase()} ${o.path.replace(/\{(\w+)\}/g, ':$1')}`);
    for (const r of restDoor) expect(published, r.procedure).toContain(`${r.method} ${r.url}`);
    expect(new Set(operations.map((o) => o.id)).size).toBe(operations.length);
  });

  test('every operation of the document has its fixtures, in one area of tests/contract/fixtures/, and every fixture names one', () => {
    const areasOf = new Map<string, string[]>();
    for (const [area, entries] of Object.entries(areas))
      for (const id of Object.keys(entries)) areasOf.set(id, [...(areasOf.get(id) ?? []), area]);
    const documented = new Set(operations.map((o) => o.id));
    const wrong = [
      ...operations
        .filter((o) => areasOf.get(o.id)?.length !== 1)
        .map(
          (o) =>
            `${o.id}: fixtures in ${areasOf.get(o.id)?.join(' and ') ?? 'no area'} (add an entry, {} if the document's examples make its calls, to the fixtures of its module)`,
        ),
      ...[...areasOf.keys()].filter((id) => !documented.has(id)).map((id) => `${id}: fixtures of no operation of the document`),
    ];
    expect(wrong).toEqual([]);
  });

  for (const o of operations) {
    describe(`${o.id}: ${o.method.toUpperCase()} ${o.path}`, () => {
      const made = validInput(o);
      const input = (): Input => {
        if (typeof made === 'string') {
          expect.fail(
            `${o.id}: its schemas do not give a valid input (${made}): add an example to its zod schema, or an input to its fixtures (tests/contract/fixtures/)`,
          );
        }
        return made;
      };

      test('a valid input made from the document is valid for the document', () => {
        const valid = input();
        // A form's files are Blobs, which JSON Schema cannot check: its required fields are there.
        if (valid.body !== undefined && isMultipart(o))
          expect(Object.keys(valid.body as object)).toEqual(expect.arrayContaining(api.deref(bodySchemaOf(o)).required ?? []));
        else if (valid.body !== undefined) expect(api.errors(bodySchemaOf(o), valid.body)).toEqual([]);
        for (const parameter of inputParametersOf(o)) {
          const value = (parameter.in === 'path' ? valid.path : valid.query)?.[parameter.name];
          if (value !== undefined) expect(api.errors(parameter.schema, value), parameter.name).toEqual([]);
        }
      });

      /** A valid call: made afresh when the operation needs state, else the input made from the document. */
      const call = async (): Promise<Prepared> => (await fixtures[o.id]?.prepare?.()) ?? { input: input() };

      test('REST: 200 with the declared headers and body, whole in identity, gzip and br', async () => {
        await expectDeclared(o, 200, 'a valid input', async (encoding) => {
          const { input: valid, headers } = await call();
          return callRest(o, valid, encoding, { headers });
        });
      });

      const procedure = procedureOf(o);
      test('is served by a procedure (no operation is written by hand)', () => {
        expect(procedure, `${o.id}: no procedure's meta publishes it`).toBeDefined();
      });
      // A file answer (CSV, iCalendar) is the REST door's rendering of its procedure's data: the
      // tRPC door answers the data itself, which the document does not describe.
      const answersJson = o.op.responses['200'] !== undefined && 'application/json' in (api.deref(o.op.responses['200']).content ?? {});
      if (procedure && fixtures[o.id]?.withoutTrpcDoor) {
        test(`tRPC (${procedure.path}): not served, 404 (no JSON is a file)`, async () => {
          // Signed in as a caller of the REST door (its fixtures' call), so only the door is missing.
          const answer = await send('POST', `/api/trpc/${procedure.path}`, 'identity', { body: '{}', headers: (await call()).headers });
          expect(answer.status).toBe(404);
        });
      } else if (procedure && answersJson) {
        test(`tRPC (${procedure.path}): the same input answers data of the declared schema, in identity, gzip and br`, async () => {
          const declaresInput = inputParametersOf(o).length > 0 || bodySchemaOf(o) !== undefined;
          const schema = api.deref(o.op.responses['200']).content['application/json'].schema;
          for (const encoding of encodings) {
            const { input: valid, headers } = await call();
            const trpcInput = declaresInput ? { ...valid.query, ...(valid.body as object), ...valid.path } : undefined;
            const answer =
              procedure.type === 'query'
                ? await send(
                    'GET',
                    `/api/trpc/${procedure.path}${trpcInput === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(trpcInput))}`}`,
                    encoding,
                    { headers },
                  )
                : // A mutation without input: no body, typed as JSON as tRPC's client sends it.
                  await send('POST', `/api/trpc/${procedure.path}`, encoding, {
                    body: trpcInput === undefined ? undefined : JSON.stringify(trpcInput),
                    headers: { ...(trpcInput === undefined ? { 'content-type': 'application/json' } : {}), ...headers },
                  });
            expect(answer.status, `${encoding}: ${answer.text}`).toBe(200);
            checkWhole(answer, encoding, `tRPC ${procedure.path} (${encoding})`);
            const data = (JSON.parse(answer.text) as { result: { data: unknown } }).result.data;
            expect(api.errors(schema, data), `${encoding}: ${answer.text.slice(0, 300)}`).toEqual([]);
          }
        });
      }

      test('every error it declares that can be provoked: answered as declared', async () => {
        const statuses = Object.keys(o.op.responses)
          .map(Number)
          .filter((status) => status >= 300);
        let provoked = 0;
        for (const status of statuses) {
          if (notProvokable[status]) continue;
          const provoke = fixtures[o.id]?.provoke?.[status] ?? provokers[status];
          expect(
            provoke,
            `${o.id} declares ${status}, which this test cannot provoke: teach it how, or add the status to notProvokable with the reason`,
          ).toBeDefined();
          await provoke!(o, input());
          provoked++;
        }
        expect(provoked).toBeGreaterThan(0);
      });
    });
  }
}
