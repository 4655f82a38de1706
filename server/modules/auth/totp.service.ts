// A second factor by TOTP and the sign-in challenge that asks for it (issue 24 item 3,
// docs/decisions/031). Knows nothing of HTTP: the procedures count attempts and set cookies.
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import type { SecondFactorMethod, SessionUser } from '../../../shared/auth.schema.js';
import { site } from '../../../shared/site.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newToken, tokenHash } from '../../lib/codes.js';
import type { Passwords } from '../../lib/passwords.js';
import type { SecretBox } from '../../lib/secret-box.js';
import * as accounts from '../accounts/index.js';
import { toSessionUser } from '../accounts/accounts.service.js';
import { actorOf, type AuditService } from '../audit/audit.service.js';
import { acceptedStep, challengeExpiry, challengeOpen, isTotpCode, mfaRules, triesLeft } from './mfa-rules.js';
import { newRecoveryCodes, recoveryHash } from './recovery-codes.js';
import { hasPasskeys, hasSecondFactor, secondFactorsOf } from './auth.repository.js';
import { mfaSetupRequired, type AdminMfaMode } from './admin-mfa.js';
import * as repo from './totp.repository.js';

export interface TotpDeps {
  db: Kysely<Database>;
  clock: Clock;
  passwords: Passwords;
  audit: AuditService;
  box: SecretBox;
  /** The society's name as its record has it (issue 26): the issuer an authenticator app shows. */
  society?: () => Promise<{ name: { en: string } }>;
  /** ADMIN_MFA: whether admins and staff managers must keep a second factor (decision 032). */
  adminMfa?: AdminMfaMode;
}

/** What completing a challenge found: the account signed in, a wrong code (try again), or no good challenge. */
export type ChallengeResult = { user: SessionUser } | 'wrong' | 'dead';

export class TotpService {
  constructor(private readonly deps: TotpDeps) {}

  private now() {
    return this.deps.clock();
  }

  async status(accountId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
    const factor = await repo.findFactor(this.deps.db, accountId);
    // Recovery codes stand for every second factor, passkeys too (decision 033).
    return { enabled: Boolean(factor?.secret), recoveryCodesLeft: await repo.recoveryCodesLeft(this.deps.db, accountId) };
  }

  /** The second factors a sign-in of the account must pass one of: the app, passkeys. */
  secondFactorsOf(accountId: number): Promise<SecondFactorMethod[]> {
    return secondFactorsOf(this.deps.db, accountId);
  }

  async isOn(accountId: number): Promise<boolean> {
    return Boolean((await repo.findFactor(this.deps.db, accountId))?.secret);
  }

  /** A new pending secret (replacing any earlier one), not yet in use. 409 when a factor is on. */
  async setup(user: SessionUser): Promise<{ secret: string; otpauthUri: string }> {
    if (await this.isOn(user.id)) throw new AppError('CONFLICT', 'errors.totpAlreadyOn');
    const secret = new Secret({ size: 20 });
    await this.deps.db.transaction().execute(async (trx) => {
      await repo.setPendingSecret(trx, user.id, this.deps.box.seal(secret.base32));
      await this.deps.audit.record({ actor: actorOf(user), action: 'totp.setup', entity: 'staff', entityId: user.id }, trx);
    });
    const issuer = (await this.deps.society?.().catch(() => undefined))?.name.en ?? site.name.en;
    const totp = new TOTP({
      issuer,
      label: user.email,
      secret,
      algorithm: mfaRules.algorithm,
      digits: mfaRules.digits,
      period: mfaRules.periodSeconds,
    });
    return { secret: secret.base32, otpauthUri: totp.toString() };
  }

  /** Turns the pending secret on with a code of it: answers the recovery codes, shown this once. */
  async enable(user: SessionUser, code: string): Promise<string[]> {
    const factor = await repo.findFactor(this.deps.db, user.id);
    if (factor?.secret) throw new AppError('CONFLICT', 'errors.totpAlreadyOn');
    if (!factor?.pending_secret) throw new AppError('BAD_REQUEST', 'errors.totpNotSetUp');
    const step = isTotpCode(code) ? acceptedStep(this.deps.box.open(factor.pending_secret), code, this.now().getTime(), null) : null;
    if (step === null) throw new AppError('BAD_REQUEST', 'errors.totpCodeWrong');
    const { codes, hashes } = newRecoveryCodes(user.id);
    await this.deps.db.transaction().execute(async (trx) => {
      if (!(await repo.enableFactor(trx, user.id, factor.pending_secret!, this.now().toISOString(), step)))
        throw new AppError('CONFLICT', 'errors.totpAlreadyOn');
      await repo.replaceRecoveryCodes(trx, user.id, hashes);
      await this.deps.audit.record({ actor: actorOf(user), action: 'totp.enable', entity: 'staff', entityId: user.id }, trx);
    });
    return codes;
  }

  /**
   * Turns the factor off: the password and a code (TOTP or recovery) both needed. The recovery
   * codes stay while the account has passkeys (they stand for those too).
   */
  async disable(user: SessionUser, password: string, code: string): Promise<void> {
    const account = await accounts.findAccountById(this.deps.db, user.id);
    if (!account) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
    if (!(await this.isOn(user.id))) throw new AppError('BAD_REQUEST', 'errors.totpNotOn');
    if (!(await this.deps.passwords.verify(account.password_hash, password)).ok)
      throw new AppError('BAD_REQUEST', 'errors.currentPasswordWrong');
    // Before the code is spent: an admin or staff manager under ADMIN_MFA=required keeps a factor.
    const keepsPasskeys = await hasPasskeys(this.deps.db, user.id);
    if (!keepsPasskeys && mfaSetupRequired(this.deps.adminMfa ?? 'optional', user, false))
      throw new AppError('BAD_REQUEST', 'errors.lastSecondFactorRequired');
    if (!(await this.checkSecondFactor(user, code))) throw new AppError('BAD_REQUEST', 'errors.totpCodeWrong');
    await this.deps.db.transaction().execute(async (trx) => {
      await repo.deleteFactor(trx, user.id, { keepRecoveryCodes: await hasPasskeys(trx, user.id) });
      await this.deps.audit.record({ actor: actorOf(user), action: 'totp.disable', entity: 'staff', entityId: user.id }, trx);
    });
  }

  /**
   * A change of the account's second factors (a passkey added or removed) needs a current one when
   * the account has one: a code of the app or an unused recovery code (spent then). 400 without one,
   * or with a wrong one (docs/decisions/039).
   */
  async confirmSecondFactor(user: { id: number; username: string }, code: string | undefined): Promise<void> {
    if (!(await hasSecondFactor(this.deps.db, user.id))) return;
    if (code === undefined || code === '') throw new AppError('BAD_REQUEST', 'errors.secondFactorNeeded');
    if (!(await this.checkSecondFactor(user, code))) throw new AppError('BAD_REQUEST', 'errors.totpCodeWrong');
  }

  /**
   * A TOTP code of a step after the last accepted (then that step is recorded), or an unused
   * recovery code (then it is spent; an account with passkeys and no app has them too): true once.
   */
  private async checkSecondFactor(user: { id: number; username: string }, code: string): Promise<boolean> {
    const now = this.now();
    if (isTotpCode(code)) {
      const factor = await repo.findFactor(this.deps.db, user.id);
      if (!factor?.secret) return false;
      const step = acceptedStep(this.deps.box.open(factor.secret), code, now.getTime(), factor.last_step);
      return step !== null && (await repo.acceptStep(this.deps.db, user.id, step));
    }
    return this.deps.db.transaction().execute(async (trx) => {
      if (!(await repo.spendRecoveryCode(trx, user.id, recoveryHash(user.id, code), now.toISOString()))) return false;
      await this.deps.audit.record({ actor: actorOf(user), action: 'totp.recoveryCodeUsed', entity: 'staff', entityId: user.id }, trx);
      return true;
    });
  }

  /** A challenge for the second step of the account's sign-in: its token, given once. */
  async startChallenge(accountId: number): Promise<string> {
    const token = newToken();
    const now = this.now();
    await repo.insertChallenge(this.deps.db, {
      tokenHash: tokenHash(token),
      accountId,
      now: now.toISOString(),
      expiresAt: challengeExpiry(now.getTime()).toISOString(),
    });
    return token;
  }

  /** The account a challenge belongs to (what its tries count against), or null. */
  async challengeAccount(token: string): Promise<number | null> {
    return (await repo.findChallenge(this.deps.db, tokenHash(token)))?.account_id ?? null;
  }

  /** The second step: a code of the challenge's own account; the challenge is spent when it passes. */
  async completeChallenge(token: string, code: string): Promise<ChallengeResult> {
    const challenge = await repo.findChallenge(this.deps.db, tokenHash(token));
    const now = this.now();
    if (!challenge || !challengeOpen({ expiresAt: challenge.expires_at, tries: challenge.tries, usedAt: challenge.used_at }, now.getTime()))
      return 'dead';
    // Counted before the compare, so tries sent at once get no more than the limit.
    const tries = await repo.countChallengeTry(this.deps.db, challenge.id, mfaRules.challengeMaxTries);
    if (tries === null) return 'dead';
    const account = await accounts.findAccountById(this.deps.db, challenge.account_id);
    if (!account) return 'dead';
    if (!(await this.checkSecondFactor(account, code))) return triesLeft(tries) ? 'wrong' : 'dead';
    if (!(await repo.spendChallenge(this.deps.db, challenge.id, now.toISOString()))) return 'dead';
    return { user: toSessionUser(account) };
  }
}
