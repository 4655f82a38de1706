// The contract test (docs/architecture.md, "Tests"): every operation of the served OpenAPI document is called
// for real on a running app, with a valid input made from the document itself, through the REST
// door and the tRPC door, each call in identity, gzip and br; every answer is validated against
// what the document declares (status, headers, body, with ajv), and every declared error that
// can be provoked generically is provoked. A new procedure is covered without a new test.
import ICAL from 'ical.js';
import { Secret, TOTP } from 'otpauth';
import { afterAll, describe, expect, test } from 'vitest';
import { compressionThreshold } from '../server/lib/encoded-answer.js';
import { restOperations } from '../server/http/doors/rest-door.js';
import { appRouter } from '../server/router.js';
import { headerValue, httpMethods, OpenApi, sample, type HttpMethod, type Json, type OpenApiDoc } from './helpers/openapi.js';
import { pngOf } from './helpers/images.js';
import { parseCsv } from './helpers/csv.js';
import { createAccount, issueCode, type AccountSpec, type TestAccount } from './helpers/accounts.js';
import { createEvents, eventRow } from './helpers/events.js';
import { AccountsService } from '../server/modules/accounts/accounts.service.js';
import { saveProfileInput } from '../shared/profiles.schema.js';
import { nextTermOf } from '../shared/terms.schema.js';
import { createMember, pastEntryOf, profileColumns } from './helpers/team.js';
import { startTestApp } from './helpers/test-app.js';
import { newRecoveryCodes } from '../server/modules/auth/recovery-codes.js';
import { replaceRecoveryCodes } from '../server/modules/auth/totp.repository.js';
import { SoftAuthenticator } from './helpers/soft-authenticator.js';
import { cancelTokenHash, newCancelToken } from '../server/modules/registrations/registrations.service.js';

interface Input {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** A file for a multipart body's binary field. */
const smallPng = new Blob([new Uint8Array(await pngOf(16, 12))], { type: 'image/png' });

/** Valid inputs, by operationId, for operations whose schemas do not say enough to make one. */
/** The shape of a passkey's answers (a preparer makes real ones, signed by a software authenticator). */
const passkeyShape = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', clientExtensionResults: {} };
const validInputs: Record<string, Input> = {
  adminUploadImage: { body: { image: smallPng } },
  staffUploadAvatar: { body: { avatar: smallPng } },
  authAddPasskey: {
    body: { name: 'My phone', response: { ...passkeyShape, response: { clientDataJSON: 'e30', attestationObject: 'oA' } } },
  },
  authLoginPasskey: {
    body: { response: { ...passkeyShape, response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' } } },
  },
};

/** A valid call that needs state (an account, a code, a session): made afresh for every call. */
interface Prepared {
  input: Input;
  headers?: Record<string, string>;
}
let prepared = 0;
const freshEmail = () => `contract${++prepared}@mail.utoronto.ca`;
/** The session user of a stored account, as a sign-in would make it. */
const sessionUser = (id: number) => new AccountsService({ ...t.app.services, signOut: async () => {} }).sessionUser(id);
async function signedIn(spec: AccountSpec = {}): Promise<{ account: TestAccount; headers: Record<string, string> }> {
  const account = await createAccount(t, spec);
  const { token } = await t.app.services.auth.startSession((await sessionUser(account.id))!);
  return { account, headers: { authorization: `Bearer ${token}` } };
}
/** A signed-in account with two-step sign-in on (through the service, as the procedures do it). */
async function withTotp(): Promise<{ account: TestAccount; headers: Record<string, string>; secret: string; recoveryCodes: string[] }> {
  const { account, headers } = await signedIn();
  const user = (await sessionUser(account.id))!;
  const { secret } = await t.app.services.totp.setup(user);
  const recoveryCodes = await t.app.services.totp.enable(user, totpCode(secret));
  return { account, headers, secret, recoveryCodes };
}
/** A signed-in account with a passkey (added through the service, as the procedures do it), and the authenticator holding it. */
async function withPasskey(spec: AccountSpec = {}) {
  const { account, headers } = await signedIn(spec);
  const user = (await sessionUser(account.id))!;
  const authenticator = new SoftAuthenticator(t.app.services.publicOrigin);
  const options = await t.app.services.passkeys.registrationOptions(user, account.password);
  const { passkey, recoveryCodes } = await t.app.services.passkeys.add(user, 'My phone', authenticator.create(options) as never, 'en');
  // A change of its second factors now needs one of these (decision 039).
  return { account, headers, authenticator, passkeyId: passkey.id, recoveryCodes: recoveryCodes! };
}
/** A passkey sign-in's answer, signed for fresh options. */
async function passkeyAssertion(authenticator: SoftAuthenticator) {
  return authenticator.get((await t.app.services.passkeys.signInOptions())!);
}
const totpCode = (secret: string, at = Date.now()) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });
const preparers: Record<string, () => Promise<Prepared>> = {
  authTotpStatus: async () => ({ input: {}, headers: (await signedIn()).headers }),
  authTotpSetup: async () => ({ input: { body: {} }, headers: (await signedIn()).headers }),
  authTotpEnable: async () => {
    const { account, headers } = await signedIn();
    const { secret } = await t.app.services.totp.setup((await sessionUser(account.id))!);
    return { input: { body: { code: totpCode(secret) } }, headers };
  },
  authTotpDisable: async () => {
    const { account, headers, recoveryCodes } = await withTotp();
    return { input: { body: { password: account.password, code: recoveryCodes[0] } }, headers };
  },
  authLoginTotp: async () => {
    const { account, recoveryCodes } = await withTotp();
    return { input: { body: { challenge: await t.app.services.totp.startChallenge(account.id), code: recoveryCodes[0] } } };
  },
  authLogin: async () => {
    const account = await createAccount(t);
    return { input: { body: { identifier: account.username, password: account.password } } };
  },
  authLoginEmail: async () => {
    const account = await createAccount(t);
    return { input: { body: { email: account.email, verificationCode: await issueCode(t, account.email, 'login') } } };
  },
  authRegister: async () => {
    const email = freshEmail();
    return { input: { body: { email, password: 'secret-123', verificationCode: await issueCode(t, email, 'register') } } };
  },
  authSendVerificationCode: async () => ({ input: { body: { email: freshEmail(), purpose: 'login' } } }),
  authResetPassword: async () => {
    const account = await createAccount(t);
    return {
      input: {
        body: { email: account.email, verificationCode: await issueCode(t, account.email, 'reset'), newPassword: 'a new secret 7' },
      },
    };
  },
  authMe: async () => ({ input: {}, headers: (await signedIn()).headers }),
  authLogout: async () => ({ input: {}, headers: (await signedIn()).headers }),
  authChangePassword: async () => {
    const { account, headers } = await signedIn();
    return { input: { body: { currentPassword: account.password, newPassword: 'a new secret 7' } }, headers };
  },
  authSessions: async () => ({ input: {}, headers: (await signedIn()).headers }),
  authPasskeys: async () => ({ input: {}, headers: (await withPasskey()).headers }),
  authPasskeyOptions: async () => {
    const { account, headers } = await signedIn();
    return { input: { body: { password: account.password } }, headers };
  },
  authAddPasskey: async () => {
    const { account, headers } = await signedIn();
    const options = await t.app.services.passkeys.registrationOptions((await sessionUser(account.id))!, account.password);
    return { input: { body: { name: 'My phone', response: new SoftAuthenticator(t.app.services.publicOrigin).create(options) } }, headers };
  },
  authRenamePasskey: async () => {
    const { headers, passkeyId } = await withPasskey();
    return { input: { path: { id: passkeyId }, body: { name: 'Old phone' } }, headers };
  },
  authRemovePasskey: async () => {
    const { account, headers, passkeyId, recoveryCodes } = await withPasskey();
    return { input: { path: { id: passkeyId }, body: { password: account.password, code: recoveryCodes[0] } }, headers };
  },
  authLoginPasskey: async () => ({ input: { body: { response: await passkeyAssertion((await withPasskey()).authenticator) } } }),
  staffResetSecondFactor: async () => ({ input: { path: { id: (await withPasskey()).account.id } }, headers: await staffManager() }),
  authEndSession: async () => {
    const { account, headers } = await signedIn();
    await t.app.services.auth.startSession((await sessionUser(account.id))!);
    const other = await t.app.services.db
      .selectFrom('sessions')
      .select('id')
      .where('account_id', '=', account.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { input: { path: { id: other.id } }, headers };
  },
  authEndOtherSessions: async () => {
    const { account, headers } = await signedIn();
    await t.app.services.auth.startSession((await sessionUser(account.id))!);
    return { input: {}, headers };
  },
  joinList: async () => ({
    input: { query: { q: 'pipa', status: 'all', page: 1, pageSize: 5 } },
    headers: (await signedIn({ flags: { canManageStaff: true } })).headers,
  }),
  joinSetHandled: async () => ({
    input: { path: { id: await storedApplicationId() }, body: { handled: true } },
    headers: (await signedIn({ flags: { canManageStaff: true } })).headers,
  }),
  joinExport: async () => {
    await storedApplicationId();
    return { input: { query: { status: 'all' } }, headers: (await signedIn({ flags: { canManageStaff: true } })).headers };
  },
  auditList: async () => ({ input: { query: { page: 1, pageSize: 5 } }, headers: (await signedIn({ role: 'admin' })).headers }),
  eventsCreate: async () => ({ input: { body: eventBody() }, headers: (await signedIn({ flags: { canManageEvents: true } })).headers }),
  eventsUpdate: async () => ({
    input: { path: { id: await storedEventId() }, body: eventBody() },
    headers: (await signedIn({ flags: { canManageEvents: true } })).headers,
  }),
  eventsEditable: async () => ({
    input: { path: { id: await storedEventId() } },
    headers: (await signedIn({ flags: { canManageEvents: true } })).headers,
  }),
  eventsDelete: async () => ({
    input: { path: { id: await storedEventId() } },
    headers: (await signedIn({ flags: { canManageEvents: true } })).headers,
  }),
  adminUploadImage: async () => ({
    input: validInputs.adminUploadImage!,
    headers: (await signedIn({ flags: { canManageEvents: true } })).headers,
  }),
  profilesMine: async () => ({ input: {}, headers: (await signedIn()).headers }),
  profilesSave: async () => ({ input: { body: profileBody() }, headers: (await signedIn()).headers }),
  profilesSetPastTeamsContact: async () => ({ input: { body: { keep: true } }, headers: (await signedIn()).headers }),
  profilesList: async () => {
    await submittedProfileId();
    return {
      input: { query: { status: 'all', q: 'Li', page: 1, pageSize: 5 } },
      headers: (await signedIn({ flags: { canReviewProfiles: true } })).headers,
    };
  },
  profilesReview: async () => ({
    input: {
      path: { id: await submittedProfileId() },
      body: { status: 'rejected', reason: 'Please add a bio.', note: 'Nearly there.', verified: true },
    },
    headers: (await signedIn({ flags: { canReviewProfiles: true } })).headers,
  }),
  staffUploadAvatar: async () => ({ input: validInputs.staffUploadAvatar!, headers: (await signedIn()).headers }),
  teamList: async () => ({ input: { query: { department: (await publishedMember()).department } } }),
  teamDepartments: async () => (await publishedMember(), { input: {} }),
  teamTerms: async () => ({ input: {} }),
  // Everyone active continues (the other operations' accounts stay as they are); each call starts the term after the current one.
  termsHandover: async () => {
    const { headers } = await signedIn({ role: 'admin' });
    return { input: { body: await nextTermBody() }, headers };
  },
  termsRemoveMember: async () => ({ input: { path: await pastTeamEntry() }, headers: (await signedIn({ role: 'admin' })).headers }),
  // A handover of the next term is prepared (its first day is ahead), to be shown and cancelled.
  termsPending: async () => ({ input: {}, headers: await preparedHandover() }),
  termsCancelPending: async () => ({ input: {}, headers: await preparedHandover() }),
  staffList: async () => ({
    input: { query: { q: 'member', role: 'staff', status: 'active', profileStatus: 'new', page: 1, pageSize: 5 } },
    headers: await staffManager(),
  }),
  staffCreate: async () => ({ input: { body: staffBody() }, headers: await staffManager() }),
  staffUpdate: async () => ({
    input: { path: { id: (await createAccount(t)).id }, body: { ...staffBody(), password: 'a new secret 7' } },
    headers: await staffManager(),
  }),
  staffDelete: async () => ({ input: { path: { id: (await createAccount(t)).id } }, headers: await staffManager() }),
  staffDeleteMany: async () => ({
    input: { body: { ids: [(await createAccount(t)).id, (await createAccount(t)).id] } },
    headers: await staffManager(),
  }),
  staffEndSessions: async () => {
    const account = await createAccount(t);
    await t.app.services.auth.startSession((await sessionUser(account.id))!);
    return { input: { path: { id: account.id } }, headers: await staffManager() };
  },
  staffBatchToggle: async () => ({
    input: { body: { ids: [(await createAccount(t)).id], isActive: false } },
    headers: await staffManager(),
  }),
  siteEdit: async () => ({ input: {}, headers: await contentManager() }),
  siteRevisions: async () => ({ input: {}, headers: await contentManager() }),
  siteSave: async () => {
    const current = await t.app.services.site.admin();
    return {
      input: { body: { content: current.content } },
      headers: { ...(await contentManager()), 'if-match': `"site-${current.version}"` },
    };
  },
  siteRestore: async () => {
    const current = await t.app.services.site.admin();
    return { input: { path: { id: 1 }, body: {} }, headers: { ...(await contentManager()), 'if-match': `"site-${current.version}"` } };
  },
  registrationsRegister: async () => ({
    input: { path: { id: await openEventId() }, body: { name: 'Li Hua', email: freshEmail(), language: 'zh' } },
  }),
  registrationsByToken: async () => ({ input: { path: await storedRegistration() } }),
  registrationsCancel: async () => ({ input: { path: await storedRegistration() } }),
  registrationsList: async () => ({ input: { path: { id: (await storedRegistration()).id } }, headers: await eventManager() }),
  registrationsExport: async () => ({ input: { path: { id: (await storedRegistration()).id } }, headers: await eventManager() }),
  registrationsSetAttended: async () => {
    const { id, registrationId } = await storedRegistration();
    return { input: { path: { id, registrationId }, body: { attended: true } }, headers: await eventManager() };
  },
};

/** An event that takes registrations, made once (a registration a call needs is made afresh). */
let openEvent: Promise<number> | undefined;
function openEventId(): Promise<number> {
  openEvent ??= (async () => {
    const start = new Date(Date.now() + 30 * 86_400_000);
    await createEvents(t, [
      eventRow(`contract registration`, start.toISOString(), new Date(start.getTime() + 3_600_000).toISOString(), {
        registration_open: 1,
        capacity: 1,
      }),
    ]);
    return (await t.app.services.db.selectFrom('events').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
  })();
  return openEvent;
}
/** A registration stored as the service stores one, with a cancel link's secret the test knows (it is only ever mailed). */
async function storedRegistration(): Promise<{ id: number; token: string; registrationId: number }> {
  const id = await openEventId();
  const token = newCancelToken();
  const email = freshEmail();
  const now = new Date().toISOString();
  const row = await t.app.services.db
    .insertInto('event_registrations')
    .values({
      event_id: id,
      name: 'Li Hua',
      email,
      mailbox: email,
      language: 'en',
      status: 'waitlisted',
      token_hash: cancelTokenHash(token),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, token, registrationId: row.id };
}
async function eventManager() {
  return (await signedIn({ flags: { canManageEvents: true } })).headers;
}

/** A member the team page shows, with every public field filled, made once (the team answers are cached reads). */
let member: Promise<{ department: 'arts' }> | undefined;
/** The term after the current one, with every active account continuing (the admin about to call among them). */
async function nextTermBody(): Promise<Record<string, unknown>> {
  const db = t.app.services.db;
  const current = await db.selectFrom('terms').selectAll().orderBy('starts_on', 'desc').limit(1).executeTakeFirstOrThrow();
  const next = nextTermOf({ startsOn: current.starts_on, endsOn: current.ends_on });
  const active = await db.selectFrom('staff_accounts').select('id').where('is_active', '=', 1).execute();
  return { ...next, continuing: active.map(({ id }) => ({ id })) };
}
/** An admin's headers, with the next term's handover prepared (decision 042). */
async function preparedHandover(): Promise<Record<string, string>> {
  const { headers } = await signedIn({ role: 'admin' });
  const answer = await fetch(`${t.url}/api/admin/terms`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(await nextTermBody()),
  });
  expect(answer.status).toBe(200);
  return headers;
}
/** A past term (long ago, its own) whose team holds one entry. */
let pastTerms = 0;
async function pastTeamEntry(): Promise<{ term: string; id: number }> {
  const db = t.app.services.db;
  const n = ++pastTerms;
  const term = `contract-past-${n}`;
  await db
    .insertInto('terms')
    .values({ id: term, name: term, starts_on: `${1900 + n}-09-01`, ends_on: `${1901 + n}-08-31`, created_at: new Date().toISOString() })
    .execute();
  const account = await createAccount(t);
  await db
    .insertInto('term_members')
    .values({
      ...pastEntryOf(profileColumns('Past member')),
      term_id: term,
      account_id: account.id,
      username: account.username,
      display_order: 0,
      department: 'arts',
      verified: 0,
    })
    .execute();
  return { term, id: account.id };
}

function publishedMember() {
  member ??= (async () => {
    await createMember(t, 'contract.member', {
      published: {
        name_zh: '合约',
        bio_en: 'Plays the erhu.',
        bio_zh: '拉二胡。',
        linkedin: 'https://www.linkedin.com/in/contract',
        github: 'https://github.com/contract',
        wechat: 'contract_01',
        mbti: 'ENTP',
        avatar: '/uploads/staff/contract.jpg',
        verified: 1,
      },
    });
    t.app.services.readCaches.team.invalidate();
    return { department: 'arts' as const };
  })();
  return member;
}

/** A content manager's bearer header (issue 26): a new account each time. */
async function contentManager() {
  return (await signedIn({ flags: { canManageContent: true } })).headers;
}

/** A staff manager's bearer header: a new account each time, so no call depends on another. */
async function staffManager() {
  return (await signedIn({ flags: { canManageStaff: true } })).headers;
}
/** A staff account a staff manager may create (only the flag they hold). */
function staffBody() {
  const n = ++prepared;
  return {
    username: `contract.staff${n}`,
    email: `contract.staff${n}@example.com`,
    password: 'a first secret',
    role: 'staff',
    permissions: { canManageStaff: true },
    isActive: true,
    displayOrder: 3,
  };
}

function eventBody() {
  return {
    titleEn: 'Lantern Festival',
    titleZh: '元宵节',
    startsAt: '2027-02-11T23:00:00.000Z',
    endsAt: '2027-02-12T02:00:00.000Z',
    imageUrl: '/uploads/images/lantern.jpg',
    externalUrl: 'https://example.org/lanterns',
  };
}
function profileBody() {
  return {
    nameEn: 'Li Hua',
    nameZh: '李华',
    positionEn: 'Head of Arts',
    positionZh: '艺术部部长',
    department: 'arts',
    bioEn: 'Plays the pipa.',
    email: 'li.hua@mail.utoronto.ca',
    phone: '+1 416 555 0123',
    linkedin: 'https://www.linkedin.com/in/lihua',
    github: 'https://github.com/lihua',
    wechat: 'lihua_2026',
    mbti: 'INFP',
  };
}
/** An account with a profile waiting for review; its id. */
async function submittedProfileId(): Promise<number> {
  const account = await createAccount(t);
  const user = (await sessionUser(account.id))!;
  await t.app.services.profiles.save(user, saveProfileInput.parse(profileBody()));
  return account.id;
}
async function storedApplicationId(): Promise<number> {
  const { id } = await t.app.services.join.submit({
    name: 'Li Hua',
    email: `applicant${++prepared}@mail.utoronto.ca`,
    group: 'arts',
    message: 'I play the pipa.',
    language: 'en',
  });
  return id;
}
async function storedEventId(): Promise<number> {
  await createEvents(t, [eventRow(`contract ${++prepared}`, '2027-01-01T00:00:00.000Z', '2027-01-01T01:00:00.000Z')]);
  const row = await t.app.services.db.selectFrom('events').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
  return row.id;
}

/** Operations whose procedure takes a file: the tRPC door does not serve them (no JSON is a file). */
const withoutTrpcDoor = new Set(['adminUploadImage', 'staffUploadAvatar']);

/** Declared statuses that nothing generic can provoke, and why. */
const notProvokable: Record<number, string> = {
  403: 'needs a signed-in user who lacks the permission',
  500: 'needs an unexpected failure',
  503: 'needs the database gone',
};

const encodings = ['identity', 'gzip', 'br'] as const;
type Encoding = (typeof encodings)[number];

// With TRUST_PROXY trusting the loopback peer, each call comes from its own X-Forwarded-For address, so a per-address rate
// limit counts only the calls meant to reach it.
const t = await startTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
afterAll(async () => t.close());
const doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as OpenApiDoc;
const api = new OpenApi(doc);

let calls = 0;
function freshAddress() {
  calls++;
  return `10.${(calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`;
}

interface Operation {
  id: string;
  method: HttpMethod;
  path: string;
  op: Json;
}
const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, item]) =>
  httpMethods
    .filter((method) => item[method])
    .map((method) => ({ id: item[method].operationId as string, method, path, op: item[method] })),
);

const parametersOf = (o: Operation): Json[] => (o.op.parameters ?? []).map((p: Json) => api.deref(p));
const isMultipart = (o: Operation) => api.deref(o.op.requestBody ?? null)?.content?.['multipart/form-data'] !== undefined;
const bodySchemaOf = (o: Operation): Json | undefined => {
  const content = api.deref(o.op.requestBody ?? null)?.content;
  return (content?.['application/json'] ?? content?.['multipart/form-data'])?.schema;
};
/** The body of a call: JSON, or a form (files as Blobs) for a multipart operation. */
function bodyOf(o: Operation, body: unknown): string | FormData {
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

/** A valid input from the document's examples and schemas, or from validInputs; else what is missing. */
function validInput(o: Operation): Input | string {
  if (validInputs[o.id]) return validInputs[o.id]!;
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

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

async function send(
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

const callRest = (o: Operation, input: Input, encoding: Encoding, opts: { headers?: Record<string, string>; address?: string } = {}) =>
  send(o.method, urlOf(o, input), encoding, { ...opts, body: takesBody(o) ? bodyOf(o, input.body) : undefined });

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
function checkDeclared(o: Operation, answer: Answer, encoding: Encoding, what: string) {
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

async function expectDeclared(o: Operation, status: number, what: string, call: (encoding: Encoding) => Promise<Answer>) {
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
    const headers = preparers[o.id] ? (await preparers[o.id]!()).headers : undefined;
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
    const call = preparers[o.id] ? await preparers[o.id]!() : { input };
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
      const call = preparers[o.id] ? await preparers[o.id]!() : { input };
      const answer = await callRest(o, call.input, encoding, { address, headers: call.headers });
      checkDeclared(o, answer, encoding, `call ${i + 1} from one address`);
      if (answer.status === 429) limited = answer;
      else expect(answer.status).toBe(200);
    }
    expect(limited, `${o.id}: 100 calls from one address and no 429`).toBeDefined();
    await expectDeclared(o, 429, 'past the limit', async (encoding) => {
      const call = preparers[o.id] ? await preparers[o.id]!() : { input };
      return callRest(o, call.input, encoding, { address, headers: call.headers });
    });
  },
};

/** 413 and 429 of an upload route: a file one byte over, and the per-account limit. */
function uploadProvokers(field: string, spec: AccountSpec): Partial<Record<number, (o: Operation) => Promise<void>>> {
  const valid = { body: { [field]: smallPng } };
  return {
    413: async (o) => {
      const { headers } = await signedIn(spec);
      const tooLarge = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/png' });
      await expectDeclared(o, 413, 'a file of 5 MB and one byte', (encoding) =>
        send(o.method, o.path, encoding, { body: bodyOf(o, { [field]: tooLarge }), headers }),
      );
    },
    429: async (o) => {
      // The limit counts per account: one account, the same valid upload until it answers 429.
      const { headers } = await signedIn(spec);
      let limited: Answer | undefined;
      for (let i = 0; i < 100 && !limited; i++) {
        const answer = await callRest(o, valid, 'identity', { headers });
        checkDeclared(o, answer, 'identity', `upload ${i + 1} from one account`);
        if (answer.status === 429) limited = answer;
      }
      expect(limited, 'no 429 after 100 uploads from one account').toBeDefined();
      await expectDeclared(o, 429, 'past the limit', (encoding) => callRest(o, valid, encoding, { headers }));
    },
  };
}

/** 412 and 428 of a write of the site's record: a version before the current one, and none. */
function siteVersionProvokers(
  inputOf: (current: { content: unknown; version: number }) => Input,
): Partial<Record<number, (o: Operation) => Promise<void>>> {
  return {
    412: async (o) => {
      const headers = await contentManager();
      await expectDeclared(o, 412, 'an If-Match of an earlier version', async (encoding) => {
        const current = await t.app.services.site.admin();
        return callRest(o, inputOf(current), encoding, { headers: { ...headers, 'if-match': `"site-${current.version - 1}"` } });
      });
    },
    428: async (o) => {
      const headers = await contentManager();
      await expectDeclared(o, 428, 'no If-Match and no version', async (encoding) =>
        callRest(o, inputOf(await t.app.services.site.admin()), encoding, { headers }),
      );
    },
  };
}

/** Declared statuses provoked in a way of their own for one operation. */
const provokeFor: Record<string, Partial<Record<number, (o: Operation) => Promise<void>>>> = {
  authChangePassword: {
    429: async (o) => {
      // From one address: the limits wall an account off from one address (decision 039).
      const address = freshAddress();
      // Wrong current passwords count as failed sign-ins of the account.
      const { account, headers } = await signedIn();
      const body = (currentPassword: string) => ({ body: { currentPassword, newPassword: 'a new secret 7' } });
      for (let i = 0; i < 5; i++) expect((await callRest(o, body('wrong'), 'identity', { headers, address })).status).toBe(400);
      await expectDeclared(o, 429, 'the right current password after 5 wrong ones', (encoding) =>
        callRest(o, body(account.password), encoding, { headers, address }),
      );
    },
  },
  authLogin: {
    401: async (o) => {
      const account = await createAccount(t);
      await expectDeclared(o, 401, 'a wrong password', (encoding) =>
        callRest(o, { body: { identifier: account.username, password: 'wrong password' } }, encoding),
      );
    },
    429: async (o) => {
      // From one address: the limits wall an account off from one address (decision 039).
      const address = freshAddress();
      const account = await createAccount(t);
      for (let i = 0; i < 5; i++)
        expect((await callRest(o, { body: { identifier: account.username, password: 'wrong' } }, 'identity', { address })).status).toBe(
          401,
        );
      await expectDeclared(o, 429, 'the right password after 5 wrong ones', (encoding) =>
        callRest(o, { body: { identifier: account.username, password: account.password } }, encoding, { address }),
      );
    },
  },
  authLoginTotp: {
    401: async (o) => {
      const { account } = await withTotp();
      await expectDeclared(o, 401, 'a wrong code', async (encoding) =>
        callRest(o, { body: { challenge: await t.app.services.totp.startChallenge(account.id), code: '000000' } }, encoding),
      );
    },
    429: async (o) => {
      // From one address: the limits wall an account off from one address (decision 039).
      const address = freshAddress();
      // Wrong codes count as failed sign-ins of the account.
      const { account, recoveryCodes } = await withTotp();
      for (let i = 0; i < 5; i++)
        expect(
          (
            await callRest(
              o,
              { body: { challenge: await t.app.services.totp.startChallenge(account.id), code: 'wrong-code' } },
              'identity',
              { address },
            )
          ).status,
        ).toBe(401);
      await expectDeclared(o, 429, 'a recovery code after 5 wrong codes', async (encoding) =>
        callRest(o, { body: { challenge: await t.app.services.totp.startChallenge(account.id), code: recoveryCodes[1] } }, encoding, {
          address,
        }),
      );
    },
  },
  authTotpSetup: {
    409: async (o) => {
      const { headers } = await withTotp();
      await expectDeclared(o, 409, 'two-step sign-in already on', (encoding) => callRest(o, { body: {} }, encoding, { headers }));
    },
    429: async (o) => {
      // From one address: the limits wall an account off from one address (decision 039).
      const address = freshAddress();
      const { headers } = await signedIn();
      const enable = operations.find((e) => e.id === 'authTotpEnable')!;
      await callRest(o, { body: {} }, 'identity', { headers, address });
      for (let i = 0; i < 5; i++)
        expect((await callRest(enable, { body: { code: '000000' } }, 'identity', { headers, address })).status).toBe(400);
      await expectDeclared(o, 429, 'after 5 wrong codes of the account', (encoding) =>
        callRest(o, { body: {} }, encoding, { headers, address }),
      );
    },
  },
  authTotpEnable: {
    409: async (o) => {
      const { headers, secret } = await withTotp();
      await expectDeclared(o, 409, 'two-step sign-in already on', (encoding) =>
        callRest(o, { body: { code: totpCode(secret) } }, encoding, { headers }),
      );
    },
    429: async (o) => {
      // From one address: the limits wall an account off from one address (decision 039).
      const address = freshAddress();
      const { headers } = await signedIn();
      for (let i = 0; i < 5; i++)
        expect((await callRest(o, { body: { code: '000000' } }, 'identity', { headers, address })).status).toBe(400);
      await expectDeclared(o, 429, 'after 5 wrong codes', (encoding) =>
        callRest(o, { body: { code: '000000' } }, encoding, { headers, address }),
      );
    },
  },
  authTotpDisable: {
    429: async (o) => {
      // From one address: the limits wall an account off from one address (decision 039).
      const address = freshAddress();
      const { account, headers, recoveryCodes } = await withTotp();
      for (let i = 0; i < 5; i++)
        expect(
          (await callRest(o, { body: { password: account.password, code: 'wrong-code' } }, 'identity', { headers, address })).status,
        ).toBe(400);
      await expectDeclared(o, 429, 'a recovery code after 5 wrong codes', (encoding) =>
        callRest(o, { body: { password: account.password, code: recoveryCodes[0] } }, encoding, { headers, address }),
      );
    },
  },
  authPasskeyOptions: {
    409: async (o) => {
      const { account, headers } = await signedIn();
      const now = new Date().toISOString();
      for (let i = 0; i < 10; i++) {
        await t.app.services.db
          .insertInto('passkeys')
          .values({
            account_id: account.id,
            credential_id: `contract-${account.id}-${i}`,
            public_key: new Uint8Array(8),
            counter: 0,
            transports: null,
            name: `Key ${i}`,
            created_at: now,
            last_used_at: null,
          })
          .execute();
      }
      // With passkeys, adding needs a current second factor too (decision 039): recovery codes, as the first passkey hands out.
      const { codes, hashes } = newRecoveryCodes(account.id);
      await replaceRecoveryCodes(t.app.services.db, account.id, hashes);
      await expectDeclared(o, 409, 'an account with 10 passkeys', (encoding) =>
        callRest(o, { body: { password: account.password, code: codes.shift() } }, encoding, { headers }),
      );
    },
    429: async (o) => {
      // From one address: the limits wall an account off from one address (decision 039).
      const address = freshAddress();
      const { account, headers } = await signedIn();
      for (let i = 0; i < 5; i++)
        expect((await callRest(o, { body: { password: 'wrong' } }, 'identity', { headers, address })).status).toBe(400);
      await expectDeclared(o, 429, 'the right password after 5 wrong ones', (encoding) =>
        callRest(o, { body: { password: account.password } }, encoding, { headers, address }),
      );
    },
  },
  authAddPasskey: {
    409: async (o) => {
      const { account, headers, authenticator, recoveryCodes } = await withPasskey();
      await expectDeclared(o, 409, 'the same passkey again', async (encoding) => {
        const options = await t.app.services.passkeys.registrationOptions(
          (await sessionUser(account.id))!,
          account.password,
          null,
          recoveryCodes.shift(),
        );
        return callRest(o, { body: { name: 'Again', response: authenticator.create(options, authenticator.credentials[0]) } }, encoding, {
          headers,
        });
      });
    },
  },
  authRemovePasskey: {
    429: async (o) => {
      // From one address: the limits wall an account off from one address (decision 039).
      const address = freshAddress();
      const { account, headers, passkeyId } = await withPasskey();
      for (let i = 0; i < 5; i++)
        expect((await callRest(o, { path: { id: passkeyId }, body: { password: 'wrong' } }, 'identity', { headers, address })).status).toBe(
          400,
        );
      await expectDeclared(o, 429, 'the right password after 5 wrong ones', (encoding) =>
        callRest(o, { path: { id: passkeyId }, body: { password: account.password } }, encoding, { headers, address }),
      );
    },
  },
  authLoginPasskeyOptions: {
    400: async (o) => {
      // A first step of an account whose second factor is an app, not a passkey.
      const { account } = await withTotp();
      await expectDeclared(o, 400, 'a challenge of an account without passkeys', async (encoding) =>
        callRest(o, { body: { challenge: await t.app.services.totp.startChallenge(account.id) } }, encoding),
      );
    },
    401: async (o) => {
      await expectDeclared(o, 401, 'a challenge that is not one', (encoding) =>
        callRest(o, { body: { challenge: 'no-such-challenge' } }, encoding),
      );
    },
  },
  authLoginPasskey: {
    401: async (o) => {
      const stranger = new SoftAuthenticator(t.app.services.publicOrigin);
      await expectDeclared(o, 401, 'a passkey not known here', async (encoding) => {
        const options = (await t.app.services.passkeys.signInOptions())!;
        stranger.create({ rp: { id: options.rpId }, user: { id: 'AAAA' }, challenge: 'x' });
        return callRest(o, { body: { response: stranger.get(options, stranger.credentials.at(-1)) } }, encoding);
      });
    },
    429: async (o) => {
      const { authenticator } = await withPasskey();
      authenticator.userVerified = false;
      const address = freshAddress();
      for (let i = 0; i < 5; i++)
        expect((await callRest(o, { body: { response: await passkeyAssertion(authenticator) } }, 'identity', { address })).status).toBe(
          401,
        );
      authenticator.userVerified = true;
      await expectDeclared(o, 429, 'a good passkey after 5 failures from one address', async (encoding) =>
        callRest(o, { body: { response: await passkeyAssertion(authenticator) } }, encoding, { address }),
      );
    },
  },
  staffResetSecondFactor: {
    400: async (o) => {
      const { account, headers } = await signedIn({ flags: { canManageStaff: true } });
      await expectDeclared(o, 400, 'your own account', (encoding) => callRest(o, { path: { id: account.id } }, encoding, { headers }));
    },
  },
  authLoginEmail: {
    429: async (o) => {
      const address = freshAddress();
      const wrong = { body: { email: freshEmail(), verificationCode: '000000' } };
      for (let i = 0; i < 20; i++) expect((await callRest(o, wrong, 'identity', { address })).status).toBe(401);
      await expectDeclared(o, 429, 'after 20 wrong codes from one address', (encoding) => callRest(o, wrong, encoding, { address }));
    },
  },
  authResetPassword: {
    429: async (o) => {
      // Wrong codes count as failed sign-ins of the client address, as at login-email.
      const address = freshAddress();
      const wrong = { body: { email: freshEmail(), verificationCode: '000000', newPassword: 'a new secret 7' } };
      for (let i = 0; i < 20; i++) expect((await callRest(o, wrong, 'identity', { address })).status).toBe(400);
      await expectDeclared(o, 429, 'after 20 wrong codes from one address', (encoding) => callRest(o, wrong, encoding, { address }));
    },
  },
  adminUploadImage: uploadProvokers('image', { flags: { canManageEvents: true } }),
  staffUploadAvatar: uploadProvokers('avatar', {}),
  staffCreate: {
    409: async (o) => {
      const existing = await createAccount(t);
      const headers = await staffManager();
      await expectDeclared(o, 409, 'a username taken (in another case)', (encoding) =>
        callRest(o, { body: { ...staffBody(), username: existing.username.toUpperCase() } }, encoding, { headers }),
      );
    },
  },
  staffUpdate: {
    409: async (o) => {
      const [existing, edited] = [await createAccount(t), await createAccount(t)];
      const headers = await staffManager();
      await expectDeclared(o, 409, 'an e-mail address of another account', (encoding) =>
        callRest(o, { path: { id: edited.id }, body: { ...staffBody(), email: existing.email.toUpperCase() } }, encoding, { headers }),
      );
    },
  },
  teamList: {
    404: async (o) => expectDeclared(o, 404, 'an unknown term', (encoding) => callRest(o, { query: { term: 'no-such-term' } }, encoding)),
  },
  termsHandover: {
    409: async (o) => {
      const { headers } = await signedIn({ role: 'admin' });
      const body = await nextTermBody();
      const current = await t.app.services.db
        .selectFrom('terms')
        .select('starts_on')
        .orderBy('starts_on', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      await expectDeclared(o, 409, 'a term starting with the current one', (encoding) =>
        callRest(o, { body: { ...body, startsOn: current.starts_on } }, encoding, { headers }),
      );
    },
  },
  termsCancelPending: {
    404: async (o) => {
      const headers = await preparedHandover();
      expect((await fetch(`${t.url}/api/admin/terms/pending`, { method: 'DELETE', headers })).status).toBe(200);
      await expectDeclared(o, 404, 'nothing prepared', (encoding) => callRest(o, {}, encoding, { headers }));
    },
  },
  staffBatchToggle: {
    404: async (o) => {
      const headers = await staffManager();
      await expectDeclared(o, 404, 'an unknown id in the batch', async (encoding) =>
        callRest(o, { body: { ids: [(await createAccount(t)).id, 2 ** 31 - 1], isActive: false } }, encoding, { headers }),
      );
    },
  },
  staffDeleteMany: {
    404: async (o) => {
      const headers = await staffManager();
      await expectDeclared(o, 404, 'an unknown id in the batch', async (encoding) =>
        callRest(o, { body: { ids: [(await createAccount(t)).id, 2 ** 31 - 1] } }, encoding, { headers }),
      );
    },
  },
  registrationsRegister: {
    409: async (o) => {
      const email = freshEmail();
      const body = { name: 'Li Hua', email, language: 'en' };
      const id = await openEventId();
      expect((await callRest(o, { path: { id }, body }, 'identity')).status).toBe(200);
      await expectDeclared(o, 409, 'the same mailbox again', (encoding) =>
        callRest(o, { path: { id }, body: { ...body, email: email.toUpperCase() } }, encoding),
      );
    },
  },
  // An unknown secret of the right shape (another shape is refused as input, 400).
  registrationsByToken: {
    404: async (o) =>
      expectDeclared(o, 404, 'an unknown secret', async (encoding) =>
        callRest(o, { path: { id: (await storedRegistration()).id, token: newCancelToken() } }, encoding),
      ),
  },
  registrationsCancel: {
    404: async (o) =>
      expectDeclared(o, 404, 'an unknown secret', async (encoding) =>
        callRest(o, { path: { id: (await storedRegistration()).id, token: newCancelToken() } }, encoding),
      ),
  },
  joinSubmit: {
    409: async (o) => {
      // Closed in the society's record (issue 26), then open again for the other calls.
      const setOpen = async (open: boolean) => {
        const { content, version } = await t.app.services.site.admin();
        const editor = await createAccount(t, { flags: { canManageContent: true } });
        await t.app.services.site.save(
          { id: editor.id, username: editor.username },
          { ...content, join: { ...content.join, open } },
          version,
        );
      };
      await setOpen(false);
      try {
        await expectDeclared(o, 409, 'the join form closed', (encoding) =>
          callRest(o, { body: { name: 'Li Hua', email: freshEmail(), group: 'arts', message: '', website: '' } }, encoding, {
            address: freshAddress(),
          }),
        );
      } finally {
        await setOpen(true);
      }
    },
  },
  siteSave: siteVersionProvokers((current) => ({ body: { content: current.content } })),
  siteRestore: siteVersionProvokers(() => ({ path: { id: 1 }, body: {} })),
  authRegister: {
    409: async (o) => {
      const account = await createAccount(t);
      await expectDeclared(o, 409, 'an e-mail already registered', async (encoding) =>
        callRest(
          o,
          { body: { email: account.email, password: 'secret-123', verificationCode: await issueCode(t, account.email, 'register') } },
          encoding,
        ),
      );
    },
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

test('the document lists every procedure that has a REST door, once', () => {
  const published = operations.map((o) => `${o.method.toUpperCase()} ${o.path.replace(/\{(\w+)\}/g, ':$1')}`);
  for (const r of restDoor) expect(published, r.procedure).toContain(`${r.method} ${r.url}`);
  expect(new Set(operations.map((o) => o.id)).size).toBe(operations.length);
});

for (const o of operations) {
  describe(`${o.id}: ${o.method.toUpperCase()} ${o.path}`, () => {
    const made = validInput(o);
    const input = (): Input => {
      if (typeof made === 'string') {
        expect.fail(
          `${o.id}: its schemas do not give a valid input (${made}): add an example to its zod schema, or an entry to validInputs`,
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
    const call = async (): Promise<Prepared> => (preparers[o.id] ? preparers[o.id]!() : { input: input() });

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
    if (procedure && withoutTrpcDoor.has(o.id)) {
      test(`tRPC (${procedure.path}): not served, 404 (no JSON is a file)`, async () => {
        const answer = await send('POST', `/api/trpc/${procedure.path}`, 'identity', {
          body: '{}',
          headers: (await signedIn({ flags: { canManageEvents: true } })).headers,
        });
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
        const provoke = provokeFor[o.id]?.[status] ?? provokers[status];
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
