// Data access for TOTP factors, recovery codes and sign-in challenges (docs/decisions/031).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export function findFactor(db: Db, accountId: number) {
  return db.selectFrom('totp_factors').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

/** A new pending secret, replacing any earlier one; a factor already on keeps its secret. */
export async function setPendingSecret(db: Db, accountId: number, sealed: string) {
  await db
    .insertInto('totp_factors')
    .values({ account_id: accountId, pending_secret: sealed, secret: null, enabled_at: null, last_step: null })
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ pending_secret: sealed }))
    .execute();
}

/** The pending secret becomes the one in use, its confirming step the last accepted. */
export async function enableFactor(db: Db, accountId: number, sealed: string, at: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('totp_factors')
    .set({ secret: sealed, pending_secret: null, enabled_at: at, last_step: step })
    .where('account_id', '=', accountId)
    .where('pending_secret', '=', sealed)
    .where('secret', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes the app's secret and the account's pending sign-in challenges, and its recovery codes unless kept (passkeys remain). */
export async function deleteFactor(db: Db, accountId: number, options: { keepRecoveryCodes: boolean } = { keepRecoveryCodes: false }) {
  await db.deleteFrom('totp_factors').where('account_id', '=', accountId).execute();
  if (!options.keepRecoveryCodes) await db.deleteFrom('recovery_codes').where('account_id', '=', accountId).execute();
  await db.deleteFrom('mfa_challenges').where('account_id', '=', accountId).execute();
}

/** Records `step` as the last accepted, only if it is after the one stored (two at once: one wins). */
export async function acceptStep(db: Db, accountId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('totp_factors')
    .set({ last_step: step })
    .where('account_id', '=', accountId)
    .where('secret', 'is not', null)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodes(db: Db, accountId: number, hashes: readonly string[]) {
  await db.deleteFrom('recovery_codes').where('account_id', '=', accountId).execute();
  await db
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ account_id: accountId, code_hash, used_at: null })))
    .execute();
}

/** Spends an unused recovery code of the account: true once. */
export async function spendRecoveryCode(db: Db, accountId: number, hash: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: at })
    .where('account_id', '=', accountId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recoveryCodesLeft(db: Db, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertChallenge(db: Db, challenge: { tokenHash: string; accountId: number; now: string; expiresAt: string }) {
  await db.deleteFrom('mfa_challenges').where('expires_at', '<=', challenge.now).execute();
  await db
    .insertInto('mfa_challenges')
    .values({
      token_hash: challenge.tokenHash,
      account_id: challenge.accountId,
      created_at: challenge.now,
      expires_at: challenge.expiresAt,
      used_at: null,
    })
    .execute();
}

export function findChallenge(db: Db, tokenHash: string) {
  return db.selectFrom('mfa_challenges').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Counts a try before the compare, in one statement: the tries with this one, or null once the challenge is used or out of tries. */
export async function countChallengeTry(db: Db, id: number, maxTries: number): Promise<number | null> {
  const row = await db
    .updateTable('mfa_challenges')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('tries', '<', maxTries)
    .returning('tries')
    .executeTakeFirst();
  return row?.tries ?? null;
}

export async function spendChallenge(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('mfa_challenges')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
