import type { Kysely } from 'kysely';

// The device a session was signed in from, in words (issue 24, item 2; docs/decisions/030): the
// browser and the operating system read from the User-Agent at sign-in (server/lib/user-agent.ts),
// each a short name or null when not recognised. The User-Agent string itself is not kept, nor any
// address: nothing about place. Sessions from before this migration have neither (unknown device).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('browser', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('os', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('os').execute();
  await db.schema.alterTable('sessions').dropColumn('browser').execute();
}
