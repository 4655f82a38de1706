// Passkeys (WebAuthn; issue 24 item 4, docs/decisions/033): added from the Security section with
// the password, a sign-in by one alone (it is both factors: something held, unlocked by the
// person), or the second step after a password or e-mailed code. Knows nothing of HTTP: the
// procedures count attempts and set cookies.
import { randomBytes } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { SecondFactorMethod, SessionUser } from '../../../shared/auth.schema.js';
import type { Language } from '../../../shared/constants.js';
import { passkeyLimits, type PasskeyInfo } from '../../../shared/passkeys.schema.js';
import { site } from '../../../shared/site.js';
import { canManageAccount } from '../../../shared/staff-rules.js';
import type { Database, PasskeysTable, WebauthnPurpose } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { tokenHash } from '../../lib/codes.js';
import type { MailContent } from '../outbox/outbox.layout.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import type { Passwords } from '../../lib/passwords.js';
import * as accounts from '../accounts/index.js';
import { ruleSubjectOf, toSessionUser } from '../accounts/accounts.service.js';
import { actorOf, type AuditService } from '../audit/audit.service.js';
import { deleteSessionsOf, hasSecondFactor, secondFactorsOf } from './auth.repository.js';
import { authMail } from './auth.mail.js';
import { challengeOpen, mfaRules } from './mfa-rules.js';
import { mfaSetupRequired, type AdminMfaMode } from './admin-mfa.js';
import * as repo from './passkeys.repository.js';
import { newRecoveryCodes } from './recovery-codes.js';
import * as totp from './totp.repository.js';

export interface PasskeysDeps {
  /** The society's name as its record has it (issue 26): the mails' subjects and greetings. */
  society?: () => Promise<{ name: { en: string; zh: string } }>;
  db: Kysely<Database>;
  clock: Clock;
  passwords: Passwords;
  audit: AuditService;
  /** PUBLIC_ORIGIN: the origin a ceremony must come from; its host name is the RP ID. */
  publicOrigin: string;
  /** Sends every mail, or keeps it to send again. */
  outbox: Pick<OutboxService, 'send'>;
  log?: FastifyBaseLogger;
  /** The bounds of open challenges (tests lower them); `challengeLimits` by default. */
  challengeLimits?: ChallengeLimits;
  /** ADMIN_MFA: an admin or staff manager may not remove its last second factor (decision 032). */
  adminMfa?: AdminMfaMode;
  /** A current second factor, asked for when the account has one (TotpService.confirmSecondFactor). */
  confirmSecondFactor?: (user: SessionUser, code: string | undefined) => Promise<void>;
}

/** Open challenges (handed out, not yet used or expired) at once: in all, and per client address. */
export interface ChallengeLimits {
  open: number;
  perClient: number;
}

/**
 * 10,000 open in all; 10 per client address (the oldest of an address goes when it asks for an
 * eleventh), so the addresses it would take to fill the table by sign-in options alone are 1,000,
 * and even then the oldest challenges tied to no account go first: enrolments and second steps keep
 * theirs (docs/decisions/039).
 */
export const challengeLimits: ChallengeLimits = { open: 10_000, perClient: 10 };

/** What a sign-in by passkey found: the account, a passkey that did not pass, or a dead first-step challenge. */
export type PasskeySignIn = { user: SessionUser } | 'failed' | 'dead';

type WebAuthnLibrary = typeof import('@simplewebauthn/server');
let library: Promise<WebAuthnLibrary> | undefined;
/**
 * @simplewebauthn/server and its ASN.1 and CBOR parsers, loaded with the first passkey ceremony:
 * a site whose members use none never holds them (about 6 MB of the soak's peak).
 */
const webauthn = () => (library ??= import('@simplewebauthn/server'));

/** EdDSA, ES256, RS256: what authenticators make; offered and accepted alike. */
const algorithms = [-8, -7, -257];

function toInfo(row: Pick<Selectable<PasskeysTable>, 'id' | 'name' | 'created_at' | 'last_used_at' | 'backed_up'>): PasskeyInfo {
  return { id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at, synced: Boolean(row.backed_up) };
}

/** The challenge the browser signed, read from its client data; null when that is not JSON with one. */
export function signedChallenge(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 128 ? challenge : null;
  } catch {
    return null;
  }
}

export class PasskeysService {
  private readonly rpID: string;
  /** The bounds of open challenges. */
  readonly challengeLimits: ChallengeLimits;

  constructor(private readonly deps: PasskeysDeps) {
    this.rpID = new URL(deps.publicOrigin).hostname;
    this.challengeLimits = { ...(deps.challengeLimits ?? challengeLimits) };
  }

  private now() {
    return this.deps.clock();
  }

  async list(accountId: number): Promise<PasskeyInfo[]> {
    return (await repo.passkeysOf(this.deps.db, accountId)).map(toInfo);
  }

  /**
   * Keeps a challenge for `purpose` (5 minutes, once), handed to `client` (a client address as the
   * rate limits count it). A client at its bound loses its own oldest open challenge; at the bound
   * of all, the oldest tied to no account go; refused (429) only when every open one is an
   * account's, so a flood of sign-in options cannot refuse everyone.
   */
  private async keepChallenge(challenge: string, purpose: WebauthnPurpose, accountId: number | null, client: string | null) {
    const now = this.now();
    const at = now.toISOString();
    const { open, perClient } = this.challengeLimits;
    if (client !== null) {
      const mine = await repo.openChallengeIdsOf(this.deps.db, client, at);
      if (mine.length >= perClient) await repo.deleteChallenges(this.deps.db, mine.slice(0, mine.length - perClient + 1));
    }
    const over = (await repo.openChallengeCount(this.deps.db, at)) - open + 1;
    if (over > 0 && (await repo.evictOldestUnbound(this.deps.db, at, over)) < over)
      throw new AppError('TOO_MANY_REQUESTS', 'errors.tooManyRequests');
    await repo.insertChallenge(this.deps.db, {
      challenge,
      purpose,
      accountId,
      client,
      now: at,
      expiresAt: new Date(now.getTime() + passkeyLimits.ceremonyMs).toISOString(),
    });
  }

  /** Options to make a passkey, after the password again; 409 at the limit of passkeys. */
  async registrationOptions(user: SessionUser, password: string, client: string | null = null, code?: string) {
    const account = await accounts.findAccountById(this.deps.db, user.id);
    if (!account) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
    if (!(await this.deps.passwords.verify(account.password_hash, password)).ok)
      throw new AppError('BAD_REQUEST', 'errors.currentPasswordWrong');
    // With a second factor on, adding another needs a current one too (docs/decisions/039).
    await this.deps.confirmSecondFactor?.(user, code);
    const existing = await repo.passkeysOf(this.deps.db, user.id);
    if (existing.length >= passkeyLimits.perAccount) throw new AppError('CONFLICT', 'errors.passkeyLimit');
    const handle = await repo.ensureUserHandle(this.deps.db, user.id, randomBytes(32).toString('base64url'));
    const { generateRegistrationOptions } = await webauthn();
    // The name the browser's prompt shows: the society's, as its record has it.
    const rpName = (await this.deps.society?.().catch(() => undefined))?.name.en ?? site.name.en;
    const options = await generateRegistrationOptions({
      rpName,
      rpID: this.rpID,
      userName: account.email,
      userID: Buffer.from(handle, 'base64url'),
      userDisplayName: account.username,
      timeout: passkeyLimits.ceremonyMs,
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({
        id: p.credential_id,
        transports: p.transports ? (JSON.parse(p.transports) as string[]) : undefined,
      })),
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
      supportedAlgorithmIDs: algorithms,
    });
    await this.keepChallenge(options.challenge, 'register', user.id, client);
    return options;
  }

  /**
   * Keeps the passkey the browser made from this account's options. With the account's first
   * second factor, recovery codes too (shown this once), for when no passkey is at hand.
   */
  async add(
    user: SessionUser,
    name: string,
    response: RegistrationResponseJSON,
    language: Language,
  ): Promise<{ passkey: PasskeyInfo; recoveryCodes?: string[] }> {
    const failed = () => new AppError('BAD_REQUEST', 'errors.passkeyAddFailed');
    const challenge = signedChallenge(response.response.clientDataJSON);
    if (!challenge) throw failed();
    const now = this.now().toISOString();
    const kept = await repo.spendChallenge(this.deps.db, challenge, 'register', now);
    if (!kept || kept.account_id !== user.id) throw failed();
    const { verifyRegistrationResponse } = await webauthn();
    let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: this.deps.publicOrigin,
        expectedRPID: this.rpID,
        requireUserVerification: true,
        supportedAlgorithmIDs: algorithms,
      });
    } catch {
      throw failed();
    }
    if (!verified.verified) throw failed();
    const { credential, credentialBackedUp } = verified.registrationInfo;
    let added: { passkey: PasskeyInfo; recoveryCodes?: string[] };
    try {
      added = await this.deps.db.transaction().execute(async (trx) => {
        if ((await repo.countPasskeys(trx, user.id)) >= passkeyLimits.perAccount) throw new AppError('CONFLICT', 'errors.passkeyLimit');
        const first = !(await hasSecondFactor(trx, user.id));
        const row = await repo.insertPasskey(trx, {
          accountId: user.id,
          credentialId: credential.id,
          publicKey: credential.publicKey,
          counter: credential.counter,
          transports: credential.transports ?? response.response.transports,
          name,
          backedUp: credentialBackedUp,
          at: now,
        });
        let recoveryCodes: string[] | undefined;
        if (first && (await totp.recoveryCodesLeft(trx, user.id)) === 0) {
          const fresh = newRecoveryCodes(user.id);
          await totp.replaceRecoveryCodes(trx, user.id, fresh.hashes);
          recoveryCodes = fresh.codes;
        }
        await this.deps.audit.record(
          {
            actor: actorOf(user),
            action: 'passkey.add',
            entity: 'staff',
            entityId: user.id,
            before: null,
            after: { passkey: row.id, name },
          },
          trx,
        );
        return { passkey: toInfo(row), ...(recoveryCodes ? { recoveryCodes } : {}) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'errors.passkeyExists');
      throw error;
    }
    this.sendLater(this.societyMail(user.email, { kind: 'passkeyAdded', name }, language, this.deps.publicOrigin));
    return added;
  }

  async rename(user: SessionUser, id: number, name: string): Promise<PasskeyInfo> {
    return this.deps.db.transaction().execute(async (trx) => {
      const before = await repo.findPasskey(trx, user.id, id);
      const row = await repo.renamePasskey(trx, user.id, id, name);
      if (!before || !row) throw new AppError('NOT_FOUND', 'errors.passkeyNotFound');
      await this.deps.audit.record(
        {
          actor: actorOf(user),
          action: 'passkey.rename',
          entity: 'staff',
          entityId: user.id,
          before: { passkey: id, name: before.name },
          after: { passkey: id, name },
        },
        trx,
      );
      return toInfo(row);
    });
  }

  /**
   * Removes one of the account's passkeys, after the password and a current second factor (a code
   * of the app or a recovery code; docs/decisions/039). With the last second factor gone, the
   * recovery codes and any sign-in waiting for a second step go too; an admin or staff manager
   * under ADMIN_MFA=required may not remove its last one (400).
   */
  async remove(user: SessionUser, id: number, password: string, code?: string): Promise<{ secondFactorOn: boolean }> {
    const account = await accounts.findAccountById(this.deps.db, user.id);
    if (!account) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
    if (!(await this.deps.passwords.verify(account.password_hash, password)).ok)
      throw new AppError('BAD_REQUEST', 'errors.currentPasswordWrong');
    if (!(await repo.findPasskey(this.deps.db, user.id, id))) throw new AppError('NOT_FOUND', 'errors.passkeyNotFound');
    const left =
      (await secondFactorsOf(this.deps.db, user.id)).filter((method) => method === 'totp').length +
      (await repo.countPasskeys(this.deps.db, user.id)) -
      1;
    if (left === 0 && mfaSetupRequired(this.deps.adminMfa ?? 'optional', user, false))
      throw new AppError('BAD_REQUEST', 'errors.lastSecondFactorRequired');
    await this.deps.confirmSecondFactor?.(user, code);
    return this.deps.db.transaction().execute(async (trx) => {
      const row = await repo.findPasskey(trx, user.id, id);
      if (!row || !(await repo.deletePasskey(trx, user.id, id))) throw new AppError('NOT_FOUND', 'errors.passkeyNotFound');
      const secondFactorOn = await hasSecondFactor(trx, user.id);
      if (!secondFactorOn) await totp.deleteFactor(trx, user.id);
      await this.deps.audit.record(
        {
          actor: actorOf(user),
          action: 'passkey.remove',
          entity: 'staff',
          entityId: user.id,
          before: { passkey: id, name: row.name },
          after: null,
        },
        trx,
      );
      return { secondFactorOn };
    });
  }

  /** The account of a first-step challenge still open, or null. */
  private async openFirstStep(token: string): Promise<{ id: number; accountId: number } | null> {
    const challenge = await totp.findChallenge(this.deps.db, tokenHash(token));
    if (
      !challenge ||
      !challengeOpen({ expiresAt: challenge.expires_at, tries: challenge.tries, usedAt: challenge.used_at }, this.now().getTime())
    )
      return null;
    return { id: challenge.id, accountId: challenge.account_id };
  }

  /**
   * Options for a sign-in: by any passkey kept in the authenticator (discoverable), or, as the
   * second step of `firstStep`, by one of that account's passkeys. Null when that challenge is dead.
   */
  async signInOptions(firstStep?: string, client: string | null = null) {
    let accountId: number | null = null;
    let allowCredentials: { id: string; transports?: string[] }[] = [];
    if (firstStep !== undefined) {
      const open = await this.openFirstStep(firstStep);
      if (!open) return null;
      accountId = open.accountId;
      const passkeys = await repo.passkeysOf(this.deps.db, accountId);
      if (passkeys.length === 0) throw new AppError('BAD_REQUEST', 'errors.passkeyNone');
      allowCredentials = passkeys.map((p) => ({
        id: p.credential_id,
        transports: p.transports ? (JSON.parse(p.transports) as string[]) : undefined,
      }));
    }
    const { generateAuthenticationOptions } = await webauthn();
    const options = await generateAuthenticationOptions({
      rpID: this.rpID,
      allowCredentials,
      userVerification: 'required',
      timeout: passkeyLimits.ceremonyMs,
    });
    await this.keepChallenge(options.challenge, 'sign-in', accountId, client);
    return options;
  }

  /** The account a passkey answer names (what a failed try counts against), or null. */
  async accountOfResponse(response: AuthenticationResponseJSON): Promise<number | null> {
    return (await repo.findByCredentialId(this.deps.db, response.id))?.account_id ?? null;
  }

  /**
   * Signs in with a passkey: its challenge spent first (once, whatever follows), the passkey the
   * account's, the signature good with the person verified, the counter moved on. As a second
   * step, the first step's challenge must be open and of the same account; it counts a try and is
   * spent when the passkey passes.
   */
  async signIn(response: AuthenticationResponseJSON, firstStep?: string): Promise<PasskeySignIn> {
    const nowDate = this.now();
    const now = nowDate.toISOString();
    const challenge = signedChallenge(response.response.clientDataJSON);
    if (!challenge) return 'failed';
    const kept = await repo.spendChallenge(this.deps.db, challenge, 'sign-in', now);
    if (!kept) return 'failed';
    const passkey = await repo.findByCredentialId(this.deps.db, response.id);
    if (!passkey || (kept.account_id !== null && kept.account_id !== passkey.account_id)) return 'failed';
    let step: { id: number } | null = null;
    if (firstStep !== undefined) {
      const open = await this.openFirstStep(firstStep);
      if (!open || open.accountId !== passkey.account_id) return 'dead';
      if ((await totp.countChallengeTry(this.deps.db, open.id, mfaRules.challengeMaxTries)) === null) return 'dead';
      step = open;
    }
    const handle = await repo.userHandleOf(this.deps.db, passkey.account_id);
    if (response.response.userHandle !== undefined && response.response.userHandle !== handle?.user_handle) return 'failed';
    const { verifyAuthenticationResponse } = await webauthn();
    let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: this.deps.publicOrigin,
        expectedRPID: this.rpID,
        credential: {
          id: passkey.credential_id,
          publicKey: new Uint8Array(passkey.public_key),
          counter: passkey.counter,
          transports: passkey.transports ? (JSON.parse(passkey.transports) as string[]) : undefined,
        },
        requireUserVerification: true,
      });
    } catch {
      return 'failed';
    }
    if (!verified.verified) return 'failed';
    const { newCounter, credentialBackedUp } = verified.authenticationInfo;
    if (!(await repo.recordUse(this.deps.db, passkey.id, passkey.counter, newCounter, credentialBackedUp, now))) return 'failed';
    if (step && !(await totp.spendChallenge(this.deps.db, step.id, now))) return 'dead';
    const account = await accounts.findAccountById(this.deps.db, passkey.account_id);
    if (!account) return 'failed';
    return { user: toSessionUser(account) };
  }

  /**
   * A staff manager takes every second factor off another account (its app, recovery codes and
   * passkeys) for a member who lost them: the account is signed out everywhere and mailed. Who may:
   * as for ending its sessions (shared/staff-rules.ts). Not one's own account: that is the
   * Security section's, with the password and a code.
   */
  async resetSecondFactorOf(actor: SessionUser, accountId: number, language: Language): Promise<{ removed: SecondFactorMethod[] }> {
    if (actor.id === accountId) throw new AppError('BAD_REQUEST', 'errors.secondFactorResetOwn');
    const { removed, email } = await this.deps.db.transaction().execute(async (trx) => {
      const actorRow = await accounts.selectActor(trx, actor.id);
      if (!actorRow) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
      const target = await accounts.findAccountById(trx, accountId);
      if (!target) throw new AppError('NOT_FOUND', 'errors.staffNotFound');
      const targetRow = await accounts.selectActor(trx, accountId);
      if (!canManageAccount(ruleSubjectOf(actorRow), ruleSubjectOf(targetRow!)))
        throw new AppError('FORBIDDEN', target.role === 'admin' ? 'errors.adminOnlyRole' : 'errors.accountBeyondOwn');
      const removed = await secondFactorsOf(trx, accountId);
      await repo.deletePasskeysOf(trx, accountId);
      await totp.deleteFactor(trx, accountId);
      await deleteSessionsOf(trx, accountId);
      await this.deps.audit.record(
        {
          actor: actorOf(actor),
          action: 'secondFactor.reset',
          entity: 'staff',
          entityId: accountId,
          before: { methods: removed },
          after: { methods: [], sessionsEnded: true },
        },
        trx,
      );
      return { removed, email: target.email };
    });
    this.sendLater(this.societyMail(email, { kind: 'secondFactorReset' }, language, this.deps.publicOrigin));
    return { removed };
  }

  /** Sends a mail without holding the answer; a failure is logged, never thrown. */
  private sendLater(mail: Promise<MailContent>): void {
    setImmediate(
      () =>
        void mail
          .then(async (written) => {
            if ((await this.deps.outbox.send(written)) === 'kept') throw new Error('the mail server failed; the mail is kept');
          })
          .catch((error: unknown) => this.deps.log?.error({ err: error }, 'a security notice could not be mailed')),
    );
  }

  /** A sign-in mail naming the society as its record does now (issue 26). */
  private async societyMail(...[to, mail, language, origin]: Parameters<typeof authMail>): Promise<MailContent> {
    return authMail(to, mail, language, origin, (await this.deps.society?.())?.name);
  }
}
