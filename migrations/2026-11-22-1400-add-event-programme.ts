import { sql, type Kysely } from 'kysely';

/** The programme page an event belongs to (the Qin Society's, the New Year concert's), or none. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('programme', 'text', (c) => c.check(sql`programme is null or programme in ('qin-society', 'new-year-concert')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('events').dropColumn('programme').execute();
}
