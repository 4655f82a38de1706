import { sql, type Kysely } from 'kysely';

// One search for the magazine and the events (issue 36 item 7): an FTS5 index of their titles and
// texts in English, Simplified and Traditional, the Chinese cut into words before it is indexed
// (the app does it, with Intl.Segmenter), English stemmed (porter). `search_documents` says which
// version of each article or event the index holds, so the app brings it up to date by reading
// what changed. Made by the app from the events and articles; nothing here is the only copy.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create virtual table search_index using fts5(
    title_en, title_zh, title_hant, body_en, body_zh, body_hant,
    kind unindexed, ref unindexed, slug unindexed, at unindexed,
    shown_en unindexed, shown_zh unindexed, shown_hant unindexed,
    tokenize = 'porter unicode61 remove_diacritics 2', prefix = '1 2 3'
  )`.execute(db);
  // Ranked by bm25 with a title (or tag) worth ten times a text: \`order by rank\` uses it.
  await sql`insert into search_index(search_index, rank) values ('rank', 'bm25(10.0, 10.0, 10.0, 1.0, 1.0, 1.0)')`.execute(db);
  await db.schema
    .createTable('search_documents')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('article', 'event')`))
    .addColumn('ref', 'integer', (c) => c.notNull())
    /** The version indexed: the event's updated_at, the article's live_updated_at. */
    .addColumn('stamp', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_documents_pk', ['kind', 'ref'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_documents').execute();
  await sql`drop table search_index`.execute(db);
}
