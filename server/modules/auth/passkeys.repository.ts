// Data access for passkeys, their accounts' user handles and the WebAuthn challenges
// (docs/decisions/033).
import type { Kysely } from 'kysely';
import type { Database, WebauthnPurpose } from '../../db/schema.js';

type Db = Kysely<Database>;

export function userHandleOf(db: Db, accountId: number) {
  return db.selectFrom('passkey_users').select('user_handle').where('account_id', '=', accountId).executeTakeFirst();
}

/** The account's user handle, made the first time it is asked for (two at once: the first kept). */
export async function ensureUserHandle(db: Db, accountId: number, fresh: string): Promise<string> {
  await db
    .insertInto('passkey_users')
    .values({ account_id: accountId, user_handle: fresh })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
  return (await userHandleOf(db, accountId))!.user_handle;
}

export function passkeysOf(db: Db, accountId: number) {
  return db.selectFrom('passkeys').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
}

export async function countPasskeys(db: Db, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findPasskey(db: Db, accountId: number, id: number) {
  return db.selectFrom('passkeys').selectAll().where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
}

export function findByCredentialId(db: Db, credentialId: string) {
  return db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
}

export async function insertPasskey(
  db: Db,
  passkey: {
    accountId: number;
    credentialId: string;
    publicKey: Uint8Array;
    counter: number;
    transports: string[] | undefined;
    name: string;
    backedUp: boolean;
    at: string;
  },
) {
  return db
    .insertInto('passkeys')
    .values({
      account_id: passkey.accountId,
      credential_id: passkey.credentialId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports ? JSON.stringify(passkey.transports) : null,
      name: passkey.name,
      backed_up: passkey.backedUp ? 1 : 0,
      created_at: passkey.at,
      last_used_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function renamePasskey(db: Db, accountId: number, id: number, name: string) {
  return db
    .updateTable('passkeys')
    .set({ name })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deletePasskey(db: Db, accountId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('passkeys').where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deletePasskeysOf(db: Db, accountId: number): Promise<number> {
  const result = await db.deleteFrom('passkeys').where('account_id', '=', accountId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * After a sign-in: the counter the authenticator reported and the time, only if the counter is
 * still the one checked (two sign-ins with one signature: one wins).
 */
export async function recordUse(
  db: Db,
  id: number,
  checkedCounter: number,
  counter: number,
  backedUp: boolean,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ counter, backed_up: backedUp ? 1 : 0, last_used_at: at })
    .where('id', '=', id)
    .where('counter', '=', checkedCounter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertChallenge(
  db: Db,
  challenge: {
    challenge: string;
    purpose: WebauthnPurpose;
    accountId: number | null;
    client: string | null;
    now: string;
    expiresAt: string;
  },
) {
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', challenge.now).execute();
  await db
    .insertInto('webauthn_challenges')
    .values({
      challenge: challenge.challenge,
      purpose: challenge.purpose,
      account_id: challenge.accountId,
      client: challenge.client,
      created_at: challenge.now,
      expires_at: challenge.expiresAt,
      used_at: null,
    })
    .execute();
}

/** The open (unused, unexpired) challenges handed to a client address, oldest first. */
export async function openChallengeIdsOf(db: Db, client: string, now: string): Promise<number[]> {
  const rows = await db
    .selectFrom('webauthn_challenges')
    .select('id')
    .where('client', '=', client)
    .where('expires_at', '>', now)
    .where('used_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function deleteChallenges(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('webauthn_challenges').where('id', 'in', ids).execute();
}

/**
 * Deletes the `n` oldest open challenges tied to no account (discoverable sign-ins: anyone may ask
 * for one), never one of an account's enrolment or second step. Answers how many went.
 */
export async function evictOldestUnbound(db: Db, now: string, n: number): Promise<number> {
  const ids = await db
    .selectFrom('webauthn_challenges')
    .select('id')
    .where('account_id', 'is', null)
    .where('expires_at', '>', now)
    .where('used_at', 'is', null)
    .orderBy('id')
    .limit(n)
    .execute();
  await deleteChallenges(
    db,
    ids.map((row) => row.id),
  );
  return ids.length;
}

/** Spends a challenge of this purpose that is unused and unexpired, in one statement: the row once, else undefined. */
export function spendChallenge(db: Db, challenge: string, purpose: WebauthnPurpose, now: string) {
  return db
    .updateTable('webauthn_challenges')
    .set({ used_at: now })
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['account_id'])
    .executeTakeFirst();
}

export async function openChallengeCount(db: Db, now: string): Promise<number> {
  const row = await db
    .selectFrom('webauthn_challenges')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('expires_at', '>', now)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
