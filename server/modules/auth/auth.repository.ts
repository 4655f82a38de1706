// Data access for sessions, verification codes and sign-in attempts. Accounts themselves are
// read and written by server/modules/accounts/accounts.repository.ts.
import { sql, type Kysely, type ExpressionBuilder } from 'kysely';
import type { CodePurpose, SecondFactorMethod } from '../../../shared/auth.schema.js';
import { mailboxKey } from '../../../shared/email.js';
import type { Database, SessionEndReason } from '../../db/schema.js';

type Db = Kysely<Database>;

// ---- Sessions ----------------------------------------------------------------------------

export async function insertSession(
  db: Db,
  session: { tokenHash: string; accountId: number; now: string; expiresAt: string; device?: { browser: string | null; os: string | null } },
) {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      account_id: session.accountId,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
      browser: session.device?.browser ?? null,
      os: session.device?.os ?? null,
    })
    .execute();
}

export function findSession(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'sessions.account_id')
    .leftJoin('staff_profiles', 'staff_profiles.account_id', 'staff_accounts.id')
    .select(['sessions.id as session_id', 'sessions.last_seen_at', 'sessions.expires_at', 'sessions.ended_reason'])
    .selectAll('staff_accounts')
    .select('staff_profiles.status as profile_status')
    .select((eb) =>
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('totp_factors')
              .select('totp_factors.account_id')
              .whereRef('totp_factors.account_id', '=', 'staff_accounts.id')
              .where('totp_factors.secret', 'is not', null),
          ),
          eb.exists(eb.selectFrom('passkeys').select('passkeys.id').whereRef('passkeys.account_id', '=', 'staff_accounts.id')),
        ])
        .as('has_second_factor'),
    )
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** The second factors the account has: an authenticator app in use, passkeys (decisions 031, 033). */
export async function secondFactorsOf(db: Db, accountId: number): Promise<SecondFactorMethod[]> {
  const totp = await db
    .selectFrom('totp_factors')
    .select('account_id')
    .where('account_id', '=', accountId)
    .where('secret', 'is not', null)
    .executeTakeFirst();
  return [...(totp ? (['totp'] as const) : []), ...((await hasPasskeys(db, accountId)) ? (['passkey'] as const) : [])];
}

/** Whether the account has a second factor on (an authenticator app, or a passkey). */
export async function hasSecondFactor(db: Db, accountId: number): Promise<boolean> {
  return (await secondFactorsOf(db, accountId)).length > 0;
}

export async function hasPasskeys(db: Db, accountId: number): Promise<boolean> {
  return (await db.selectFrom('passkeys').select('id').where('account_id', '=', accountId).executeTakeFirst()) !== undefined;
}

export async function touchSession(db: Db, sessionId: number, at: string) {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', sessionId).execute();
}

export async function deleteSession(db: Db, sessionId: number) {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of the account but `keep` (the one making the change, if any). */
export async function deleteSessionsOf(db: Db, accountId: number, keep?: number) {
  let query = db.deleteFrom('sessions').where('account_id', '=', accountId);
  if (keep !== undefined) query = query.where('id', '!=', keep);
  await query.execute();
}

/** Ends every live session of the account, kept and marked with the reason, so its holder can be told why. */
export async function endSessionsWithReason(db: Db, accountId: number, reason: SessionEndReason) {
  await db
    .updateTable('sessions')
    .set({ ended_reason: reason })
    .where('account_id', '=', accountId)
    .where('ended_reason', 'is', null)
    .execute();
}

/** Removes the sessions of the account that were ended with a reason and not yet told (it was activated again). */
export async function deleteEndedSessionsOf(db: Db, accountId: number) {
  await db.deleteFrom('sessions').where('account_id', '=', accountId).where('ended_reason', 'is not', null).execute();
}

export async function deleteExpiredSessions(db: Db, now: string, idleSince: string) {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleSince)]))
    .execute();
}

// ---- Verification codes --------------------------------------------------------------------

export function latestCode(db: Db, emailNormalized: string, purpose: CodePurpose) {
  return db
    .selectFrom('verification_codes')
    .selectAll()
    .where('email_normalized', '=', emailNormalized)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The codes of every address that reaches the mailbox of `email` (shared/email.ts: `plain+tag@x`
 * is `plain@x`, without case): the addresses are stored without case, so the mailbox's own and
 * each of its `+tag` forms.
 */
function ofMailbox(email: string) {
  const mailbox = mailboxKey(email);
  const at = mailbox.lastIndexOf('@');
  const tagged = at < 1 ? null : `${escapeLike(mailbox.slice(0, at))}+%@${escapeLike(mailbox.slice(at + 1))}`;
  return (eb: ExpressionBuilder<Database, 'verification_codes'>) =>
    tagged === null
      ? eb('email_normalized', '=', mailbox)
      : eb.or([eb('email_normalized', '=', mailbox), sql<boolean>`email_normalized like ${tagged} escape '\\'`]);
}
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The newest code of any address of the mailbox of `email`, for any purpose: when the next may be sent. */
export function latestCodeOfMailbox(db: Db, email: string, purpose: CodePurpose) {
  return db
    .selectFrom('verification_codes')
    .select('created_at')
    .where(ofMailbox(email))
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Codes sent since `since` to any address of the mailbox of `email` (the hourly limit counts the mailbox). */
export async function codesSince(db: Db, email: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('verification_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(ofMailbox(email))
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Voids every open sign-in and reset code of the account's address (its password changed or was
 * reset: a code asked for before must not set or bypass the new one). Registration codes are left.
 */
export async function voidSignInCodes(db: Db, emailNormalized: string, at: string) {
  await db
    .updateTable('verification_codes')
    .set({ spent_at: at })
    .where('email_normalized', '=', emailNormalized)
    .where('purpose', 'in', ['login', 'reset'])
    .where('spent_at', 'is', null)
    .execute();
}

/** Voids the open codes of the address for the purpose, then stores the new one. */
export async function replaceCode(
  db: Db,
  code: { emailNormalized: string; purpose: CodePurpose; codeHash: string; now: string; expiresAt: string },
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('verification_codes')
      .set({ spent_at: code.now })
      .where('email_normalized', '=', code.emailNormalized)
      .where('purpose', '=', code.purpose)
      .where('spent_at', 'is', null)
      .execute();
    await trx
      .insertInto('verification_codes')
      .values({
        email_normalized: code.emailNormalized,
        purpose: code.purpose,
        code_hash: code.codeHash,
        created_at: code.now,
        expires_at: code.expiresAt,
      })
      .execute();
  });
}

export async function spendCode(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('verification_codes')
    .set({ spent_at: at })
    .where('id', '=', id)
    .where('spent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Counts a try of the code before it is compared, in one statement, so tries sent at once are
 * counted one by one: the tries so far with this one, or null once the code is spent or has had
 * all its tries.
 */
export async function countCodeTry(db: Db, id: number, maxTries: number): Promise<number | null> {
  const row = await db
    .updateTable('verification_codes')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('id', '=', id)
    .where('spent_at', 'is', null)
    .where('failed_attempts', '<', maxTries)
    .returning('failed_attempts')
    .executeTakeFirst();
  return row?.failed_attempts ?? null;
}

/** A wrong try: the code is spent once it has had all its tries. */
export async function spendIfOutOfTries(db: Db, id: number, at: string, maxTries: number) {
  await db
    .updateTable('verification_codes')
    .set({ spent_at: at })
    .where('id', '=', id)
    .where('failed_attempts', '>=', maxTries)
    .where('spent_at', 'is', null)
    .execute();
}

/**
 * Counts one attempt of `key` in one statement (so attempts at once are counted one by one): a new
 * window when there was none or it has ended. Answers the count and when the window began.
 */
export function countSignInAttempt(db: Db, key: string, now: number, windowMs: number) {
  const ended = now - windowMs;
  return db
    .insertInto('sign_in_attempts')
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        count: eb
          .case()
          .when('sign_in_attempts.window_start', '<=', ended)
          .then(1)
          .else(eb('sign_in_attempts.count', '+', 1))
          .end(),
        window_start: eb
          .case()
          .when('sign_in_attempts.window_start', '<=', ended)
          .then(now)
          .else(eb.ref('sign_in_attempts.window_start'))
          .end(),
      })),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
}

/** Takes back one attempt of `key` counted in the window that began at `windowStart`. */
export async function uncountSignInAttempt(db: Db, key: string, windowStart: number) {
  await db
    .updateTable('sign_in_attempts')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('window_start', '=', windowStart)
    .where('count', '>', 0)
    .execute();
}

/** Forgets the keys whose window began at or before `before`. */
export async function deleteSignInAttemptsBefore(db: Db, before: number) {
  await db.deleteFrom('sign_in_attempts').where('window_start', '<=', before).execute();
}

// ---- The account's brake and the places it signed in from (docs/decisions/039) ------------

/**
 * Counts one attempt of a brake key in one statement, as countSignInAttempt does; the attempt that
 * reaches `free` also sets the next free time (`now + firstDelayMs`) in the same statement, so of
 * attempts arriving together exactly `free` pass without a slot. Answers the count, when the window
 * began and the next free time.
 */
export function countBrakeAttempt(db: Db, key: string, now: number, windowMs: number, free: number, firstDelayMs: number) {
  const ended = now - windowMs;
  const firstNext = free <= 1 ? now + firstDelayMs : 0;
  return db
    .insertInto('sign_in_attempts')
    .values({ key, window_start: now, count: 1, next_at: firstNext })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        count: eb
          .case()
          .when('sign_in_attempts.window_start', '<=', ended)
          .then(1)
          .else(eb('sign_in_attempts.count', '+', 1))
          .end(),
        next_at: eb
          .case()
          .when('sign_in_attempts.window_start', '<=', ended)
          .then(firstNext)
          .when(eb('sign_in_attempts.count', '+', 1), '=', free)
          .then(now + firstDelayMs)
          .else(eb.ref('sign_in_attempts.next_at'))
          .end(),
        window_start: eb
          .case()
          .when('sign_in_attempts.window_start', '<=', ended)
          .then(now)
          .else(eb.ref('sign_in_attempts.window_start'))
          .end(),
      })),
    )
    .returning(['count', 'window_start', 'next_at'])
    .executeTakeFirstOrThrow();
}

/**
 * Takes the brake's slot if it is free (`next_at <= now`), moving the next free time to `nextAt`, in
 * one statement: of attempts arriving together, one gets it. Answers whether this one did.
 */
export async function claimBrakeSlot(db: Db, key: string, windowStart: number, now: number, nextAt: number): Promise<boolean> {
  const result = await db
    .updateTable('sign_in_attempts')
    .set({ next_at: nextAt })
    .where('key', '=', key)
    .where('window_start', '=', windowStart)
    .where('next_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function brakeNextAt(db: Db, key: string): Promise<number> {
  return (await db.selectFrom('sign_in_attempts').select('next_at').where('key', '=', key).executeTakeFirst())?.next_at ?? 0;
}

/** Whether the account signed in from this place (a hashed address) since `since`. */
export async function isKnownPlace(db: Db, accountId: number, place: string, since: string): Promise<boolean> {
  return (
    (await db
      .selectFrom('sign_in_places')
      .select('place')
      .where('account_id', '=', accountId)
      .where('place', '=', place)
      .where('last_at', '>', since)
      .executeTakeFirst()) !== undefined
  );
}

/** Records a sign-in of the account from this place, and forgets places unused since `forgetBefore`. */
export async function recordPlace(db: Db, accountId: number, place: string, at: string, forgetBefore: string) {
  await db.deleteFrom('sign_in_places').where('last_at', '<=', forgetBefore).execute();
  await db
    .insertInto('sign_in_places')
    .values({ account_id: accountId, place, last_at: at })
    .onConflict((oc) => oc.columns(['account_id', 'place']).doUpdateSet({ last_at: at }))
    .execute();
}
