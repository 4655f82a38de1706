// Accounts, sessions and e-mailed codes (docs/architecture.md "Sessions and permissions",
// docs/decisions/014). Knows nothing of HTTP: the procedures and the session plugin carry
// cookies, headers and rate limits.
import type { Kysely } from 'kysely';
import { createHash } from 'node:crypto';
import type { CodePurpose, SessionUser } from '../../../shared/auth.schema.js';
import { usernameFromEmail } from '../../../shared/auth.schema.js';
import type { Language } from '../../../shared/constants.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, SessionEndReason } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { codeHash, codeRules, newCode, newToken, tokenHash } from '../../lib/codes.js';
import type { MailContent } from '../outbox/outbox.layout.js';
import type { OutboxService, SendOptions } from '../outbox/outbox.service.js';
import type { Passwords } from '../../lib/passwords.js';
import type { Device } from '../../lib/user-agent.js';
import * as accounts from '../accounts/index.js';
import type { AuditService } from '../audit/audit.service.js';
import { AccountsService, toSessionUser } from '../accounts/accounts.service.js';
import { mfaSetupRequired, type AdminMfaMode } from './admin-mfa.js';
import { authMail } from './auth.mail.js';
import * as repo from './auth.repository.js';
import * as sessions from './sessions.repository.js';

const day = 24 * 60 * 60_000;

export const sessionRules = {
  /** A session unused this long is over. */
  idleMs: 3 * day,
  /** A session is over this long after sign-in, however much it is used. */
  absoluteMs: 14 * day,
  /** Last use is written at most this often per session (a read is not a write). */
  touchEveryMs: 5 * 60_000,
} as const;

/**
 * Sign-in attempts (passwords at sign-in and at a password change, second steps, passkeys, e-mailed
 * codes) per account (or name tried) from one client address, and per client address. An attempt
 * is counted before its check and taken back only when the check succeeds, so attempts sent at once
 * count one by one and no more than `max` are ever checked in a window (docs/decisions/022). Past a
 * limit, 429 until the window ends: a wall, but only for that address (docs/decisions/039).
 */
export const signInAttemptRules = {
  perAccountAddress: { max: 5, windowMs: 15 * 60_000 },
  perAddress: { max: 20, windowMs: 15 * 60_000 },
} as const;

/**
 * The account's brake (docs/decisions/039): failed passwords (or second steps) of one account from
 * every place it has not signed in from. The first `free` in a window pass; after them one attempt
 * at a time, each waiting twice as long as the one before (from `firstDelayMs` up to `maxDelayMs`),
 * and the account is mailed once a window. Places it signed in from within `placeMs` skip the brake.
 */
export const signInBrakeRules = {
  free: 10,
  windowMs: 60 * 60_000,
  firstDelayMs: 2_000,
  maxDelayMs: 15 * 60_000,
  placeMs: 90 * 24 * 60 * 60_000,
} as const;

/** The wait before the slot after the attempt counted `count` (past the free ones). */
export function brakeDelayMs(count: number): number {
  const { free, firstDelayMs, maxDelayMs } = signInBrakeRules;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.max(0, Math.min(30, count - free)));
}

/** One key an attempt counts against, and its rule. */
export interface AttemptKey {
  key: string;
  max: number;
  windowMs: number;
}

/** The account's brake an attempt also counts against; `notify`, the account to mail when it starts. */
export interface BrakeKey {
  key: string;
  notify?: number;
}

export type SignInAttempt = { allowed: true; succeeded(): Promise<void> } | { allowed: false; retryAfterSeconds: number; slowed: boolean };

export interface AuthDeps {
  /** The society's name as its record has it (issue 26): the mails' subjects and greetings. */
  society?: () => Promise<{ name: { en: string; zh: string } }>;
  db: Kysely<Database>;
  clock: Clock;
  /** Sends every mail, or keeps it to send again (a code only while it lives). */
  outbox: Pick<OutboxService, 'send'>;
  passwords: Passwords;
  allowedEmailDomains: readonly string[];
  publicOrigin: string;
  /** Where a password reset is recorded (issue 24); left out by tests of other parts. */
  audit?: AuditService;
  /** Where a mail sent after the answer (a reset code) logs its failure. */
  log?: FastifyBaseLogger;
  /** ADMIN_MFA: whether admins and staff managers must have a second factor (decision 032). */
  adminMfa: AdminMfaMode;
}

export interface ResolvedSession {
  sessionId: number;
  user: SessionUser;
}

/** What a token stands for: a live session, one an admin's deactivation ended (not yet told), or nothing. */
export type SessionLookup = { session: ResolvedSession } | { ended: SessionEndReason; sessionId: number } | null;

/**
 * Whether registration takes this address: its domain, without case, is one of the allowed
 * domains exactly (no subdomain, no look-alike, no trailing dot).
 */
/** What a code mail replaces in the outbox: the address's last code mail of the purpose (the address hashed, never in a key or a log). */
const codeMailOf = (purpose: CodePurpose, normalized: string) =>
  `code:${purpose}:${createHash('sha256').update(normalized).digest('hex').slice(0, 16)}`;

export function isAllowedEmailDomain(email: string, allowed: readonly string[]): boolean {
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const domain = email.slice(at + 1).toLowerCase();
  return allowed.includes(domain);
}

export class AuthService {
  /** Keys whose window ended are swept at most this often, by the next attempt. */
  private static readonly sweepEveryMs = 60_000;
  private sweptAt = 0;
  private readonly accounts: AccountsService;

  constructor(private readonly deps: AuthDeps) {
    this.accounts = new AccountsService({ ...deps, signOut: (db, accountId) => repo.deleteSessionsOf(db, accountId) });
  }

  /** A sign-in mail naming the society as its record does now (issue 26). */
  private async societyMail(...[to, mail, language, origin]: Parameters<typeof authMail>): Promise<MailContent> {
    return authMail(to, mail, language, origin, (await this.deps.society?.())?.name);
  }

  private now() {
    return this.deps.clock();
  }

  /**
   * What failed sign-ins of this identifier count against: its account (by name or by e-mail
   * alike), or the identifier itself when no account has it, which is limited just the same.
   */
  async signInKey(identifier: string): Promise<{ key: string; accountId?: number }> {
    const account = await accounts.findAccountByIdentifier(this.deps.db, identifier);
    return account ? { key: `account:${account.id}`, accountId: account.id } : { key: `name:${identifier.trim().toLowerCase()}` };
  }

  /** A place: the account and the client address together, hashed (the address is not kept). */
  private place(accountId: number, address: string): string {
    return tokenHash(`${accountId}\n${address}`);
  }

  /** Whether the account signed in from this client address lately (then its brake does not apply). */
  async isKnownPlace(accountId: number, address: string): Promise<boolean> {
    const since = new Date(this.now().getTime() - signInBrakeRules.placeMs).toISOString();
    return repo.isKnownPlace(this.deps.db, accountId, this.place(accountId, address), since);
  }

  /** Remembers that the account signed in from this client address. */
  async rememberPlace(accountId: number, address: string): Promise<void> {
    const now = this.now().getTime();
    await repo.recordPlace(
      this.deps.db,
      accountId,
      this.place(accountId, address),
      new Date(now).toISOString(),
      new Date(now - signInBrakeRules.placeMs).toISOString(),
    );
  }

  /**
   * Counts an attempt against every key before its check, then against the account's brake. Past
   * the limit of any key, or with the brake's slot taken, the attempt is taken back and refused with
   * the seconds to wait; otherwise it stays counted as a failure unless `succeeded()` is called.
   */
  async beginSignInAttempt(keys: readonly AttemptKey[], brake?: BrakeKey): Promise<SignInAttempt> {
    const now = this.now().getTime();
    if (now - this.sweptAt >= AuthService.sweepEveryMs) {
      this.sweptAt = now;
      await repo.deleteSignInAttemptsBefore(
        this.deps.db,
        now - Math.max(signInBrakeRules.windowMs, ...Object.values(signInAttemptRules).map((r) => r.windowMs)),
      );
    }
    const counted: Array<{ key: string; windowStart: number }> = [];
    const takeBack = async () => {
      for (const { key, windowStart } of counted) await repo.uncountSignInAttempt(this.deps.db, key, windowStart);
    };
    let retryAfterMs = 0;
    for (const { key, max, windowMs } of keys) {
      const { count, window_start } = await repo.countSignInAttempt(this.deps.db, key, now, windowMs);
      counted.push({ key, windowStart: window_start });
      if (count > max) retryAfterMs = Math.max(retryAfterMs, window_start + windowMs - now);
    }
    if (retryAfterMs > 0) {
      await takeBack();
      return { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000), slowed: false };
    }
    if (brake) {
      const { free, windowMs, firstDelayMs } = signInBrakeRules;
      const { count, window_start } = await repo.countBrakeAttempt(this.deps.db, brake.key, now, windowMs, free, firstDelayMs);
      counted.push({ key: brake.key, windowStart: window_start });
      if (count > free && !(await repo.claimBrakeSlot(this.deps.db, brake.key, window_start, now, now + brakeDelayMs(count)))) {
        const nextAt = await repo.brakeNextAt(this.deps.db, brake.key);
        await takeBack();
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((nextAt - now) / 1000)), slowed: true };
      }
      if (count === free && brake.notify !== undefined) await this.noticeGuessing(brake.notify, brake.key, now);
    }
    return { allowed: true, succeeded: takeBack };
  }

  /**
   * Mails the account that its password is being guessed at from places it does not sign in from,
   * at most once a brake window (a key of its own counts the notices), after the answer.
   */
  private async noticeGuessing(accountId: number, brakeKey: string, now: number): Promise<void> {
    const { count } = await repo.countSignInAttempt(this.deps.db, `notice:${brakeKey}`, now, signInBrakeRules.windowMs);
    if (count !== 1) return;
    const account = await accounts.findAccountById(this.deps.db, accountId);
    if (!account) return;
    const mail = { kind: 'beingGuessed', failures: signInBrakeRules.free, minutes: signInBrakeRules.windowMs / 60_000 } as const;
    this.sendLater(this.societyMail(account.email, mail, account.preferred_language, this.deps.publicOrigin));
  }

  /** The account signed in by these credentials, or null (an unknown name costs the same hashing). */
  async checkPassword(identifier: string, password: string): Promise<SessionUser | null> {
    const account = await accounts.findAccountByIdentifier(this.deps.db, identifier);
    if (!account) return this.deps.passwords.verifyNothing(password).then(() => null);
    const verified = await this.deps.passwords.verify(account.password_hash, password);
    if (!verified.ok) return null;
    if (verified.needsRehash) await accounts.setPasswordHash(this.deps.db, account.id, await this.deps.passwords.hash(password));
    return toSessionUser(account);
  }

  /** The user with `mfaSetupRequired` when the rule holds it to setting up a second factor (decision 032). */
  private withMfaRule(user: SessionUser, hasSecondFactor: boolean): SessionUser {
    const { mfaSetupRequired: _, ...rest } = user;
    return mfaSetupRequired(this.deps.adminMfa, user, hasSecondFactor) ? { ...rest, mfaSetupRequired: true } : rest;
  }

  /**
   * A new session for the user just signed in (a new token every time) and its last login
   * recorded; `device`, the browser and system it came from in words (lib/user-agent.ts);
   * `language`, the interface language signed in with: the language of mails that answer no
   * request (the handover's thank-you, docs/decisions/038).
   */
  async startSession(
    signedIn: SessionUser,
    device: Device = { browser: null, os: null },
    language?: Language,
  ): Promise<{ token: string; expiresAt: Date; user: SessionUser }> {
    const user = this.withMfaRule(signedIn, await repo.hasSecondFactor(this.deps.db, signedIn.id));
    const now = this.now();
    const token = newToken();
    const expiresAt = new Date(now.getTime() + sessionRules.absoluteMs);
    await this.deps.db.transaction().execute(async (trx) => {
      // Sessions that ended unseen are swept here, so the table holds only live ones.
      await repo.deleteExpiredSessions(trx, now.toISOString(), new Date(now.getTime() - sessionRules.idleMs).toISOString());
      await repo.insertSession(trx, {
        tokenHash: tokenHash(token),
        accountId: user.id,
        now: now.toISOString(),
        expiresAt: expiresAt.toISOString(),
        device,
      });
      await accounts.recordLogin(trx, user.id, now.toISOString(), language);
    });
    return { token, expiresAt, user };
  }

  /** The session of a token, if it is still good; ended sessions are removed as they are met. */
  async resolveSession(token: string): Promise<ResolvedSession | null> {
    const found = await this.lookUpSession(token);
    return found && 'session' in found ? found.session : null;
  }

  /**
   * The session of a token, or why it ended when an admin's deactivation ended it and its holder
   * has not been told yet (`sessionTold` removes it then). Sessions over by time are removed as
   * they are met, marked ones included.
   */
  async lookUpSession(token: string): Promise<SessionLookup> {
    const row = await repo.findSession(this.deps.db, tokenHash(token));
    if (!row) return null;
    const now = this.now().getTime();
    const lastSeen = Date.parse(row.last_seen_at);
    if (now >= Date.parse(row.expires_at) || now - lastSeen >= sessionRules.idleMs) {
      await repo.deleteSession(this.deps.db, row.session_id);
      return null;
    }
    if (row.ended_reason !== null) return { ended: row.ended_reason, sessionId: row.session_id };
    if (now - lastSeen >= sessionRules.touchEveryMs) await repo.touchSession(this.deps.db, row.session_id, new Date(now).toISOString());
    return { session: { sessionId: row.session_id, user: this.withMfaRule(toSessionUser(row), Boolean(row.has_second_factor)) } };
  }

  async endSession(sessionId: number): Promise<void> {
    await repo.deleteSession(this.deps.db, sessionId);
  }

  /**
   * Every session of the account but `keep`: deactivation, deletion, a change of role or flags.
   * Give the transaction of that change as `db`, so both happen or neither. With a `reason`
   * (deactivation), the sessions are kept, marked, until their holders are told why they are
   * signed out (a 401 of code ACCOUNT_DEACTIVATED, then they are removed) or they expire.
   */
  async endSessionsOf(accountId: number, keep?: number, db: Kysely<Database> = this.deps.db, reason?: SessionEndReason): Promise<void> {
    if (reason && keep === undefined) await repo.endSessionsWithReason(db, accountId, reason);
    else await repo.deleteSessionsOf(db, accountId, keep);
  }

  /**
   * An account activated again: its sessions ended by the deactivation are removed, so their
   * holders are simply signed out rather than told later that the account is deactivated.
   */
  async forgetDeactivatedSessionsOf(accountId: number, db: Kysely<Database> = this.deps.db): Promise<void> {
    await repo.deleteEndedSessionsOf(db, accountId);
  }

  /**
   * Mails a code, or a note when there is nothing to sign in to or the address is already
   * registered: the answer and the limits are the same either way, so nobody learns from them
   * which addresses have accounts. Throws 429 (with the seconds to wait) inside the limits.
   */
  async sendCode(email: string, purpose: CodePurpose, language: Language): Promise<{ resendAfterSeconds: number }> {
    if (purpose === 'register' && !isAllowedEmailDomain(email, this.deps.allowedEmailDomains))
      throw new AppError('BAD_REQUEST', 'errors.registrationDomain');
    const normalized = accounts.normalizeEmail(email);
    const now = this.now();
    // Both limits count the mailbox, not the address as typed: plain+t1@x, plain+t2@x … all
    // reach plain@x, and one person's inbox gets no more codes by a tag (shared/email.ts).
    const latest = await repo.latestCodeOfMailbox(this.deps.db, email, purpose);
    if (latest) {
      const wait = Date.parse(latest.created_at) + codeRules.resendAfterMs - now.getTime();
      if (wait > 0) throw new CodeLimitError('errors.codeTooSoon', Math.ceil(wait / 1000));
    }
    const hourAgo = new Date(now.getTime() - 60 * 60_000).toISOString();
    if ((await repo.codesSince(this.deps.db, email, hourAgo)) >= codeRules.perHour) throw new CodeLimitError('errors.codeTooMany', 3600);

    if (purpose === 'reset') return this.sendResetCode(email, normalized, now, language);
    // A registration is refused for an address whose mailbox has an account (decision 023).
    const account =
      purpose === 'login'
        ? await accounts.findAccountByEmail(this.deps.db, email)
        : await accounts.findAccountByMailbox(this.deps.db, email);
    const code = newCode();
    await repo.replaceCode(this.deps.db, {
      emailNormalized: normalized,
      purpose,
      codeHash: codeHash(purpose, normalized, code),
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + codeRules.ttlMs).toISOString(),
    });
    const kind = purpose === 'login' ? (account ? 'code' : 'noAccount') : account ? 'alreadyRegistered' : 'code';
    const mail = kind === 'code' ? ({ kind, purpose, code } as const) : ({ kind } as const);
    // Sent now, or kept and sent again while the code lives (a mail server down for a minute loses no code).
    await this.deps.outbox.send(await this.societyMail(email.trim(), mail, language, this.deps.publicOrigin), {
      expiresAt: new Date(now.getTime() + codeRules.ttlMs),
      label: `${purpose}:${kind}`,
      replaces: codeMailOf(purpose, normalized),
    });
    return { resendAfterSeconds: codeRules.resendAfterMs / 1000 };
  }

  /**
   * A reset code (decision 029): stored whether or not the address has an account, mailed only
   * when it has one, and the answer never waits for the mail, so neither the answer nor its
   * time tells which addresses have accounts. A mail that fails is logged.
   */
  private async sendResetCode(email: string, normalized: string, now: Date, language: Language): Promise<{ resendAfterSeconds: number }> {
    const account = await accounts.findAccountByEmail(this.deps.db, email);
    const code = newCode();
    await repo.replaceCode(this.deps.db, {
      emailNormalized: normalized,
      purpose: 'reset',
      codeHash: codeHash('reset', normalized, code),
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + codeRules.ttlMs).toISOString(),
    });
    if (account)
      this.sendLater(this.societyMail(account.email, { kind: 'code', purpose: 'reset', code }, language, this.deps.publicOrigin), {
        expiresAt: new Date(now.getTime() + codeRules.ttlMs),
        label: 'reset:code',
        replaces: codeMailOf('reset', normalized),
      });
    return { resendAfterSeconds: codeRules.resendAfterMs / 1000 };
  }

  /** Sends a mail without holding the answer; a failure is logged (the outbox keeps the mail to send again), never thrown. */
  private sendLater(mail: Promise<MailContent>, options: SendOptions = {}): void {
    // After this turn of the event loop, so not even the mail's first steps hold the answer.
    setImmediate(
      () =>
        void mail
          .then(async (written) => {
            if ((await this.deps.outbox.send(written, options)) === 'kept') throw new Error('the mail server failed; the mail is kept');
          })
          .catch((error: unknown) => this.deps.log?.error({ err: error }, 'a password reset mail could not be sent')),
    );
  }

  /**
   * A new password set with an e-mailed reset code: every session of the account ends, and its
   * other sign-in and reset codes are voided, in the same transaction as the new hash and its
   * audit entry, then the account is mailed that its
   * password changed. `wrong` or `dead` as checkCode says (an address with no account: `dead`).
   */
  async resetPassword(
    input: { email: string; verificationCode: string; newPassword: string },
    language: Language,
  ): Promise<'ok' | Exclude<CodeCheck, 'ok'>> {
    const checked = await this.checkCode(input.email, 'reset', input.verificationCode);
    if (checked !== 'ok') return checked;
    const account = await accounts.findAccountByEmail(this.deps.db, input.email);
    if (!account) return 'dead';
    const hash = await this.deps.passwords.hash(input.newPassword);
    await this.deps.db.transaction().execute(async (trx) => {
      await accounts.setPasswordHash(trx, account.id, hash);
      await repo.deleteSessionsOf(trx, account.id);
      await repo.voidSignInCodes(trx, account.email_normalized, this.now().toISOString());
      await this.deps.audit?.record(
        {
          actor: { id: account.id, username: account.username },
          action: 'auth.passwordReset',
          entity: 'staff',
          entityId: account.id,
          before: null,
          after: { passwordReset: true, sessionsEnded: true },
        },
        trx,
      );
    });
    this.sendLater(this.societyMail(account.email, { kind: 'passwordChanged' }, language, this.deps.publicOrigin));
    return 'ok';
  }

  /**
   * `ok` once for the newest code of the address and purpose, within its time and tries; `wrong`
   * for another code while that one stays good (try again); `dead` when there is no good code
   * (none, used, expired, or this was its last wrong try: ask for a new one).
   */
  async checkCode(email: string, purpose: CodePurpose, code: string): Promise<CodeCheck> {
    const normalized = accounts.normalizeEmail(email);
    const latest = await repo.latestCode(this.deps.db, normalized, purpose);
    const now = this.now();
    if (!latest || latest.spent_at !== null || now.getTime() >= Date.parse(latest.expires_at)) return 'dead';
    // The try is counted before the compare (and stays counted when it fails), so tries sent at
    // once, over REST or in one tRPC batch, get no more than maxFailedAttempts compares.
    const tries = await repo.countCodeTry(this.deps.db, latest.id, codeRules.maxFailedAttempts);
    if (tries === null) return 'dead';
    if (latest.code_hash !== codeHash(purpose, normalized, code)) {
      await repo.spendIfOutOfTries(this.deps.db, latest.id, now.toISOString(), codeRules.maxFailedAttempts);
      return tries >= codeRules.maxFailedAttempts ? 'dead' : 'wrong';
    }
    return (await repo.spendCode(this.deps.db, latest.id, now.toISOString())) ? 'ok' : 'dead';
  }

  /** The account an e-mailed code signs in, or why not. */
  async checkEmailLogin(email: string, code: string): Promise<SessionUser | Exclude<CodeCheck, 'ok'>> {
    const checked = await this.checkCode(email, 'login', code);
    if (checked !== 'ok') return checked;
    const account = await accounts.findAccountByEmail(this.deps.db, email);
    return account ? toSessionUser(account) : 'dead';
  }

  /** A new account: staff, inactive until an admin activates it, named after its e-mail. */
  async register(input: { email: string; password: string; verificationCode: string }): Promise<SessionUser> {
    if (!isAllowedEmailDomain(input.email, this.deps.allowedEmailDomains)) throw new AppError('BAD_REQUEST', 'errors.registrationDomain');
    const checked = await this.checkCode(input.email, 'register', input.verificationCode);
    if (checked !== 'ok') throw new AppError('BAD_REQUEST', codeMessage[checked]);
    if (await accounts.findAccountByMailbox(this.deps.db, input.email)) throw new AppError('CONFLICT', 'errors.emailRegistered');
    const passwordHash = await this.deps.passwords.hash(input.password);
    // Two registrations at once may pick the same free name: the loser picks again. The same
    // e-mail at once is the unique e-mail's conflict.
    for (let attempt = 1; ; attempt++) {
      const username = await this.accounts.freeUsername(usernameFromEmail(input.email) || 'user');
      try {
        const id = await accounts.insertAccount(this.deps.db, {
          username,
          email: input.email,
          passwordHash,
          role: 'staff',
          isActive: false,
          createdAt: this.now().toISOString(),
        });
        return (await this.accounts.sessionUser(id))!;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if ((await accounts.findAccountByMailbox(this.deps.db, input.email)) || attempt >= 3)
          throw new AppError('CONFLICT', 'errors.emailRegistered', { cause: error });
      }
    }
  }

  /**
   * A new password; every other session of the account ends in the same transaction, and its
   * pending sign-in and reset codes are voided. Answers how
   * many live sessions ended, for the member to read (docs/decisions/030).
   */
  async changePassword(
    accountId: number,
    sessionId: number,
    currentPassword: string,
    newPassword: string,
  ): Promise<{ endedSessions: number }> {
    const account = await accounts.findAccountById(this.deps.db, accountId);
    if (!account) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
    if (!(await this.deps.passwords.verify(account.password_hash, currentPassword)).ok)
      throw new AppError('BAD_REQUEST', 'errors.currentPasswordWrong');
    const hash = await this.deps.passwords.hash(newPassword);
    const now = this.now().getTime();
    return this.deps.db.transaction().execute(async (trx) => {
      await accounts.setPasswordHash(trx, accountId, hash);
      // A reset or sign-in code asked for before the change dies with the old password.
      await repo.voidSignInCodes(trx, account.email_normalized, new Date(now).toISOString());
      const endedSessions = await sessions.deleteLiveSessions(
        trx,
        accountId,
        sessionId,
        new Date(now).toISOString(),
        new Date(now - sessionRules.idleMs).toISOString(),
      );
      await repo.deleteSessionsOf(trx, accountId, sessionId);
      return { endedSessions };
    });
  }
}

/** What checking an e-mailed code found (AuthService.checkCode). */
export type CodeCheck = 'ok' | 'wrong' | 'dead';

/** What a refused code says: try again while it stays good, else ask for a new one. */
export const codeMessage = { wrong: 'errors.codeInvalid', dead: 'errors.codeExpired' } as const satisfies Record<
  Exclude<CodeCheck, 'ok'>,
  string
>;

/** A code asked for inside the resend or hourly limit: 429 after `retryAfterSeconds`. */
export class CodeLimitError extends AppError {
  constructor(
    messageKey: 'errors.codeTooSoon' | 'errors.codeTooMany',
    readonly retryAfterSeconds: number,
  ) {
    super('TOO_MANY_REQUESTS', messageKey);
  }
}
