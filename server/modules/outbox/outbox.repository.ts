// All SQL of the jobs table (the outbox's): mails kept to send, the jobs other modules register
// (an event's reminder) and a batch's deliveries. Functions take the database or the caller's
// transaction, so a job can be queued in the same transaction as the change it follows.
import type { Kysely, Selectable } from 'kysely';
import type { Database, JobsTable } from '../../db/schema.js';

export type JobRow = Selectable<JobsTable>;
export interface NewJob {
  kind: string;
  key: string;
  runAt: string;
  payload: string;
  nowIso: string;
}

/** Adds the job unless one has its key (then it stays as it is). */
export async function insertJobIfAbsent(db: Kysely<Database>, job: NewJob): Promise<void> {
  await db
    .insertInto('jobs')
    .values({ kind: job.kind, key: job.key, run_at: job.runAt, payload: job.payload, created_at: job.nowIso })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export async function insertJob(db: Kysely<Database>, job: NewJob): Promise<void> {
  await db
    .insertInto('jobs')
    .values({ kind: job.kind, key: job.key, run_at: job.runAt, payload: job.payload, created_at: job.nowIso })
    .execute();
}

/** Moves the job with this key to `runAt`, to be run again (not done, no attempts); false when there is none. */
export async function moveJob(db: Kysely<Database>, key: string, runAt: string): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ run_at: runAt, done_at: null, attempts: 0, last_error: null })
    .where('key', '=', key)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function selectJob(db: Kysely<Database>, key: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('key', '=', key).executeTakeFirst();
}

/** The jobs whose key starts with `prefix` (a batch's deliveries), in the order they were queued. */
export function selectJobsByKeyPrefix(db: Kysely<Database>, prefix: string): Promise<JobRow[]> {
  return db.selectFrom('jobs').selectAll().where('key', '>=', prefix).where('key', '<', `${prefix}\uffff`).orderBy('id').execute();
}

export async function deleteJob(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('jobs').where('key', '=', key).execute();
}

/** Jobs not done whose time has come, soonest first (by the index on done_at, run_at). */
export function selectDueJobs(db: Kysely<Database>, nowIso: string, limit: number): Promise<JobRow[]> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('done_at', 'is', null)
    .where('run_at', '<=', nowIso)
    .orderBy('run_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** A job done (`error: null`: its last failure forgotten) or given up (`error`): with `clearPayload`, what it carried goes (a mail's text and its links). */
export async function markJobDone(
  db: Kysely<Database>,
  id: number,
  nowIso: string,
  options: { clearPayload?: boolean; error?: string | null } = {},
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      done_at: nowIso,
      ...(options.clearPayload ? { payload: '{}' } : {}),
      ...(options.error === undefined ? {} : { last_error: options.error }),
    })
    .where('id', '=', id)
    .execute();
}

/** A failed run: counted, its error kept, tried again at `retryAt`. */
export async function markJobFailed(db: Kysely<Database>, id: number, error: string, retryAt: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error, run_at: retryAt }))
    .where('id', '=', id)
    .execute();
}

/** Pending jobs whose key starts with `prefix` are done without running (a newer mail replaces them); their payload goes. */
export async function dropPendingByKeyPrefix(db: Kysely<Database>, prefix: string, nowIso: string, reason: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ done_at: nowIso, payload: '{}', last_error: reason })
    .where('key', '>=', prefix)
    .where('key', '<', `${prefix}\uffff`)
    .where('done_at', 'is', null)
    .execute();
}
