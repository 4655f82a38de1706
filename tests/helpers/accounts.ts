// Accounts, codes and signed-in clients for tests, made through the app's own services and
// repository on its real database (no mocks).
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll } from 'vitest';
import type { CodePurpose } from '../../shared/auth.schema.js';
import type { PermissionFlags, Role } from '../../shared/permissions.js';
import { codeHash } from '../../server/lib/codes.js';
import type { Passwords } from '../../server/lib/passwords.js';
import * as accounts from '../../server/modules/accounts/accounts.repository.js';
import * as repo from '../../server/modules/auth/auth.repository.js';
import { appForFile, type TestApp } from './test-app.js';

export const testPassword = 'correct horse 42';

let sequence = 0;
const hashes = new WeakMap<Passwords, Map<string, Promise<string>>>();

export interface AccountSpec {
  role?: Role;
  isActive?: boolean;
  flags?: Partial<PermissionFlags>;
  username?: string;
  email?: string;
  password?: string;
}

export interface TestAccount {
  id: number;
  username: string;
  email: string;
  password: string;
}

/** A staff account (active, no flags, unless told otherwise), stored as the app stores one. */
export async function createAccount(t: TestApp, spec: AccountSpec = {}): Promise<TestAccount> {
  const n = ++sequence;
  const password = spec.password ?? testPassword;
  const username = spec.username ?? `member${n}`;
  const email = spec.email ?? `member${n}@mail.utoronto.ca`;
  // One real argon2id hash per password and app's parameters: hashing is the slow part.
  const passwords = t.app.services.passwords;
  if (!hashes.has(passwords)) hashes.set(passwords, new Map());
  const made = hashes.get(passwords)!;
  if (!made.has(password)) made.set(password, passwords.hash(password));
  const db = t.app.services.db;
  const flags = spec.flags ?? {};
  const permissions = {
    canManageEvents: flags.canManageEvents ?? false,
    canReviewProfiles: flags.canReviewProfiles ?? false,
    canManageStaff: flags.canManageStaff ?? false,
    canManageContent: flags.canManageContent ?? false,
    canManageMagazine: flags.canManageMagazine ?? false,
  };
  const id = await accounts.insertAccount(db, {
    username,
    email,
    passwordHash: await made.get(password)!,
    role: spec.role ?? 'staff',
    isActive: spec.isActive ?? true,
    createdAt: new Date().toISOString(),
    permissions,
  });
  return { id, username, email, password };
}

/** A code stored as the service stores one, without mail or limits (the contract test's setup). */
export async function issueCode(t: TestApp, email: string, purpose: CodePurpose): Promise<string> {
  const code = String(100000 + ((++sequence * 7919) % 900000));
  const normalized = accounts.normalizeEmail(email);
  const now = new Date();
  await repo.replaceCode(t.app.services.db, {
    emailNormalized: normalized,
    purpose,
    codeHash: codeHash(purpose, normalized, code),
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + 10 * 60_000).toISOString(),
  });
  return code;
}

export interface OutboxMail {
  file: string;
  to: string;
  /** The From header, decoded ("中华文化学生会 <no-reply@localhost>"). */
  from: string;
  subject: string;
  text: string;
  raw: string;
}

/** Where an app or a built site keeps its data (both have one). */
type HasDataDir = Pick<TestApp, 'dataDir'>;

/** Every mail in the app's outbox, oldest first. */
export function outbox(t: HasDataDir): OutboxMail[] {
  const dir = path.join(t.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = fs.readFileSync(path.join(dir, file), 'utf8');
      return {
        file,
        raw,
        to: /^To: (.*)$/m.exec(raw)?.[1] ?? '',
        from: decodeHeader(/^From: (.*(?:\n[ \t].*)*)$/m.exec(raw)?.[1] ?? ''),
        subject: decodeHeader(/^Subject: (.*(?:\n[ \t].*)*)$/m.exec(raw)?.[1] ?? ''),
        text: textPart(raw),
      };
    });
}

/** The newest mail to `email`, or undefined. */
export function lastMailTo(t: HasDataDir, email: string): OutboxMail | undefined {
  return outbox(t)
    .filter((m) => m.to.toLowerCase().includes(email.toLowerCase()))
    .at(-1);
}

/** The 6-digit code in the newest mail to `email`. */
export function codeFrom(mail: OutboxMail | undefined): string {
  const code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
  if (!code) throw new Error(`no code in ${mail ? mail.file : 'the outbox'}`);
  return code;
}

function decodeHeader(value: string): string {
  return (
    value
      .replace(/\r?\n[ \t]/g, ' ')
      // Space between two encoded words is not text (RFC 2047); before plain text ("<address>") it is.
      .replace(/\?=\s+(?==\?utf-8\?)/gi, '?=')
      .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : Buffer.from(
              data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
              'latin1',
            ).toString('utf8'),
      )
  );
}

/**
 * The text/plain part of a mail, decoded from quoted-printable or base64. Parts are split at the
 * boundaries the mail names: a quoted-printable line may start with "--" (a cancel link's token
 * holds dashes, and a soft line break can fall right before them), so "\n--" alone does not end
 * a part; that cut a token short now and then ("no cancel link in the mail").
 */
function textPart(raw: string): string {
  // Every boundary, the nested ones too (a mail with an attachment: mixed around alternative).
  const boundaries = [...raw.matchAll(/boundary="?([^";\n]+)"?/gi)].map((m) => m[1]!);
  const parts = boundaries.reduce((all, boundary) => all.flatMap((p) => p.split(`\n--${boundary}`)), [raw]);
  const part = parts.find((p) => /^Content-Type: text\/plain/im.test(p.slice(0, p.indexOf('\n\n'))));
  if (!part) return raw;
  const headersEnd = part.indexOf('\n\n');
  const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(part.slice(0, headersEnd))?.[1]?.toLowerCase();
  const body = part.slice(headersEnd + 2).replace(/\n$/, '');
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    return Buffer.from(
      body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  }
  return body;
}

/** The roles every permission test walks (docs/architecture.md "Tests"). */
export const testRoles = [
  'anonymous',
  'inactive',
  'staff',
  'manageEvents',
  'reviewProfiles',
  'manageStaff',
  'manageContent',
  'manageMagazine',
  'admin',
] as const;
export type TestRole = (typeof testRoles)[number];

const specOf: Record<Exclude<TestRole, 'anonymous'>, AccountSpec> = {
  inactive: { isActive: false },
  staff: {},
  manageEvents: { flags: { canManageEvents: true } },
  reviewProfiles: { flags: { canReviewProfiles: true } },
  manageStaff: { flags: { canManageStaff: true } },
  manageContent: { flags: { canManageContent: true } },
  manageMagazine: { flags: { canManageMagazine: true } },
  admin: { role: 'admin' },
};

export interface SignedIn {
  account: TestAccount | null;
  /** The bearer header (none for anonymous). */
  headers: Record<string, string>;
  /** A REST call under /api with the session. */
  rest: (path: string, init?: RequestInit) => Promise<Response>;
  trpc: ReturnType<TestApp['trpc']>;
}

/** Both doors as `role`: an account made for it and signed in over REST (its token as bearer). */
export async function as(t: TestApp, role: TestRole): Promise<SignedIn> {
  let account: TestAccount | null = null;
  let headers: Record<string, string> = {};
  if (role !== 'anonymous') {
    account = await createAccount(t, specOf[role]);
    const response = await fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: account.username, password: account.password }),
    });
    if (response.status !== 200) throw new Error(`sign-in as ${role}: ${response.status} ${await response.text()}`);
    headers = { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
  }
  return {
    account,
    headers,
    rest: (path, init = {}) =>
      fetch(`${t.url}/api${path}`, {
        ...init,
        headers: { ...headers, ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.headers as Record<string, string>) },
      }),
    trpc: t.trpc({ headers }),
  };
}

/**
 * One app for a whole test file with every test role signed in (`signedIn[role]`), before the
 * file's own beforeAll hooks; closed after its tests.
 */
export function signedInAppForFile(options: Parameters<typeof appForFile>[0] = {}): { t: TestApp; signedIn: Record<TestRole, SignedIn> } {
  const t = appForFile(options);
  const signedIn = {} as Record<TestRole, SignedIn>;
  beforeAll(async () => {
    for (const role of testRoles) signedIn[role] = await as(t, role);
  });
  return { t, signedIn };
}
