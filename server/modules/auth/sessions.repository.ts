// Data access for the sessions a member sees and ends (issue 24, item 2). Creating, finding and
// sweeping sessions stays in auth.repository.ts.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/**
 * The account's live sessions: not ended by a deactivation, not past their absolute end, used
 * within the idle time. Last used first.
 */
export function liveSessionsOf(db: Db, accountId: number, now: string, idleSince: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'browser', 'os', 'created_at', 'last_seen_at'])
    .where('account_id', '=', accountId)
    .where('ended_reason', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', idleSince)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Ends the account's session: what it was, or undefined when the account has no such live session
 * (another account's id is none of them).
 */
export function deleteSessionOf(db: Db, accountId: number, sessionId: number) {
  return db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('account_id', '=', accountId)
    .where('ended_reason', 'is', null)
    .returning(['id', 'browser', 'os', 'created_at'])
    .executeTakeFirst();
}

/**
 * Ends every live session of the account but `keep` (when given): how many ended. Those over by
 * time are left to the sweep, those a deactivation ended to tell their holders why.
 */
export async function deleteLiveSessions(db: Db, accountId: number, keep: number | null, now: string, idleSince: string): Promise<number> {
  let query = db
    .deleteFrom('sessions')
    .where('account_id', '=', accountId)
    .where('ended_reason', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', idleSince);
  if (keep !== null) query = query.where('id', '!=', keep);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
