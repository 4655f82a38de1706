import type { Kysely } from 'kysely';

// Why a session ended, when it was ended by an admin's deactivation of its account (issue 21,
// item 15): the session stays, marked, until its holder is told why they are signed out (a 401
// with the code ACCOUNT_DEACTIVATED) or it would have expired anyway. Null: a live session.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('ended_reason', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('ended_reason').execute();
}
