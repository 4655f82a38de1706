// All SQL of the jobs table (the outbox's): mails kept to send, the jobs other modules register
// (an event's reminder) and a batch's deliveries. Functions take the database or the caller's
// transaction, so a job can be queued in the same transaction as the change it follows.
import { type Kysely, type Selectable, sql } from 'kysely';
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

/** Due jobs of these kinds only (the batches' lane): as selectDueJobs, by the same index. */
export function selectDueJobsOfKinds(db: Kysely<Database>, nowIso: string, kinds: readonly string[], limit: number): Promise<JobRow[]> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('done_at', 'is', null)
    .where('run_at', '<=', nowIso)
    .where('kind', 'in', kinds)
    .orderBy('run_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function selectJobById(db: Kysely<Database>, id: number): Promise<Pick<JobRow, 'run_at' | 'done_at'> | undefined> {
  return db.selectFrom('jobs').select(['run_at', 'done_at']).where('id', '=', id).executeTakeFirst();
}

/** Adds many jobs (a batch's rows), those whose key is taken left as they are. */
export async function insertJobsIfAbsent(db: Kysely<Database>, jobs: readonly NewJob[]): Promise<void> {
  // 5 values a row, well under SQLite's 32,766 parameters.
  for (let i = 0; i < jobs.length; i += 500) {
    await db
      .insertInto('jobs')
      .values(
        jobs
          .slice(i, i + 500)
          .map((job) => ({ kind: job.kind, key: job.key, run_at: job.runAt, payload: job.payload, created_at: job.nowIso })),
      )
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }
}

/** The counts of a batch's rows (by the unique index on key): all, done without error, given up (not skipped), left. */
export async function countBatch(
  db: Kysely<Database>,
  prefix: string,
  skipped: string,
): Promise<{ total: number; sent: number; failed: number; skipped: number; left: number }> {
  const row = await db
    .selectFrom('jobs')
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`sum(done_at is not null and last_error is null)`.as('sent'),
      sql<number>`sum(done_at is not null and last_error is not null and last_error != ${skipped})`.as('failed'),
      sql<number>`sum(done_at is not null and last_error = ${skipped})`.as('skipped'),
      sql<number>`sum(done_at is null)`.as('left'),
    ])
    .where('key', '>=', prefix)
    .where('key', '<', `${prefix}\uffff`)
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    sent: Number(row.sent ?? 0),
    failed: Number(row.failed ?? 0),
    skipped: Number(row.skipped ?? 0),
    left: Number(row.left ?? 0),
  };
}

/** A batch's rows given up after their last try (not those skipped), at most `limit`. */
export function selectBatchFailures(
  db: Kysely<Database>,
  prefix: string,
  skipped: string,
  limit: number,
): Promise<Array<Pick<JobRow, 'key' | 'last_error' | 'attempts'>>> {
  return db
    .selectFrom('jobs')
    .select(['key', 'last_error', 'attempts'])
    .where('key', '>=', prefix)
    .where('key', '<', `${prefix}\uffff`)
    .where('done_at', 'is not', null)
    .where('last_error', 'is not', null)
    .where('last_error', '!=', skipped)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The ids of a batch's rows not done, in the order they were queued. */
export async function selectPendingIds(db: Kysely<Database>, prefix: string): Promise<number[]> {
  const rows = await db
    .selectFrom('jobs')
    .select('id')
    .where('key', '>=', prefix)
    .where('key', '<', `${prefix}\uffff`)
    .where('done_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function setRunAt(db: Kysely<Database>, id: number, runAt: string): Promise<void> {
  await db.updateTable('jobs').set({ run_at: runAt }).where('id', '=', id).where('done_at', 'is', null).execute();
}

/** Whether any row of the batch is not done. */
export async function batchHasPending(db: Kysely<Database>, prefix: string): Promise<boolean> {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('key', '>=', prefix)
    .where('key', '<', `${prefix}\uffff`)
    .where('done_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
