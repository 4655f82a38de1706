// All SQL of the magazine (issue 36): articles with their working copy and live version, their
// revisions, and the numbered issues with their ordered articles. Functions take the database
// first and speak in rows.
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database, MagazineArticlesTable, MagazineIssuesTable, MagazineRevisionsTable } from '../../db/schema.js';

type Db = Kysely<Database>;
export type ArticleRecord = Selectable<MagazineArticlesTable>;
export type RevisionRecord = Selectable<MagazineRevisionsTable>;
export type IssueRecord = Selectable<MagazineIssuesTable>;

export function selectArticle(db: Db, id: number) {
  return db.selectFrom('magazine_articles').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertArticle(db: Db, row: Insertable<MagazineArticlesTable>): Promise<number> {
  const inserted = await db.insertInto('magazine_articles').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Writes an article if it is still at version `expected`; false when another save came first. */
export async function updateArticle(db: Db, id: number, expected: number, values: Updateable<MagazineArticlesTable>): Promise<boolean> {
  const result = await db
    .updateTable('magazine_articles')
    .set({ ...values, version: expected + 1 })
    .where('id', '=', id)
    .where('version', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Changes the standing of an article still at version `version`; false when a save came first. */
export async function setArticleAt(db: Db, id: number, version: number, values: Updateable<MagazineArticlesTable>): Promise<boolean> {
  const result = await db
    .updateTable('magazine_articles')
    .set(values)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Changes an article's standing without a new version of its text (publication, a schedule). */
export async function setArticle(db: Db, id: number, values: Updateable<MagazineArticlesTable>): Promise<void> {
  await db.updateTable('magazine_articles').set(values).where('id', '=', id).execute();
}

export async function deleteArticle(db: Db, id: number): Promise<void> {
  await db.deleteFrom('magazine_articles').where('id', '=', id).execute();
}

export async function insertRevision(db: Db, row: Insertable<MagazineRevisionsTable>): Promise<void> {
  await db.insertInto('magazine_revisions').values(row).execute();
}

export function selectRevisions(db: Db, articleId: number, limit: number) {
  return db
    .selectFrom('magazine_revisions')
    .select(['id', 'version', 'at', 'actor_username', 'action', 'restored_from'])
    .where('article_id', '=', articleId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function selectRevision(db: Db, articleId: number, id: number) {
  return db.selectFrom('magazine_revisions').selectAll().where('article_id', '=', articleId).where('id', '=', id).executeTakeFirst();
}

/** The articles an author wrote or started, latest change first, a page at a time. */
export async function selectOwnArticles(db: Db, accountId: number, offset: number, limit: number) {
  const own = db
    .selectFrom('magazine_articles')
    .where((eb) =>
      eb.or([
        eb('created_by', '=', accountId),
        eb.exists(
          eb
            .selectFrom(sql<{ value: number }>`json_each(magazine_articles.content, '$.authorIds')`.as('author'))
            .select(sql`1`.as('one'))
            .where(sql.ref('author.value'), '=', accountId),
        ),
      ]),
    );
  const [rows, count] = await Promise.all([
    own.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    own.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type StateFilter = MagazineArticlesTable['state'] | 'live';

/** Every article, for editors: by state (or live), by words of a title, latest change first. */
export async function selectAllArticles(db: Db, filter: { state?: StateFilter; q?: string }, offset: number, limit: number) {
  let query = db.selectFrom('magazine_articles');
  if (filter.state === 'live') query = query.where('live_content', 'is not', null);
  else if (filter.state) query = query.where('state', '=', filter.state);
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(
      sql<boolean>`(json_extract(content, '$.titleEn') like ${pattern} escape '\\' or json_extract(content, '$.titleZh') like ${pattern} escape '\\')`,
    );
  }
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** What a reader's list filters by: an issue, a tag (any letter case), an author's account. */
export interface LiveFilter {
  issueId?: number;
  tag?: string;
  authorId?: number;
}

function liveArticles(db: Db, filter: LiveFilter) {
  let query = db.selectFrom('magazine_articles').where('live_content', 'is not', null);
  if (filter.issueId !== undefined) {
    const issueId = filter.issueId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('magazine_issue_articles')
          .select(sql`1`.as('one'))
          .whereRef('magazine_issue_articles.article_id', '=', 'magazine_articles.id')
          .where('magazine_issue_articles.issue_id', '=', issueId),
      ),
    );
  }
  if (filter.tag !== undefined) {
    const tag = filter.tag.toLowerCase();
    query = query.where(sql<boolean>`exists (select 1 from json_each(live_content, '$.tags') where lower(value) = ${tag})`);
  }
  if (filter.authorId !== undefined) {
    const authorId = filter.authorId;
    query = query.where(
      sql<boolean>`(exists (select 1 from json_each(live_content, '$.authorIds') where value = ${authorId}) or (json_array_length(live_content, '$.authorIds') = 0 and created_by = ${authorId}))`,
    );
  }
  return query;
}

/** The live articles a reader's list shows, newest first, a page at a time, with how many in all. */
export async function selectLiveArticles(db: Db, filter: LiveFilter, offset: number, limit: number) {
  const query = liveArticles(db, filter);
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'created_by', 'live_content', 'live_content_zh_hant', 'published_at', 'live_updated_at'])
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function selectLiveArticle(db: Db, id: number) {
  return db
    .selectFrom('magazine_articles')
    .select(['id', 'created_by', 'live_content', 'live_content_zh_hant', 'live_html', 'published_at', 'live_updated_at'])
    .where('id', '=', id)
    .where('live_content', 'is not', null)
    .executeTakeFirst();
}

/** Every public article's id and the time its public version last changed (what the search index holds). */
export function selectLiveStamps(db: Db) {
  return db.selectFrom('magazine_articles').select(['id', 'live_updated_at']).where('live_content', 'is not', null).execute();
}

/** These public articles' public versions. */
export function selectLiveArticlesByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('magazine_articles')
    .select(['id', 'live_content', 'live_content_zh_hant', 'published_at', 'live_updated_at'])
    .where('id', 'in', ids)
    .where('live_content', 'is not', null)
    .execute();
}

/** Every live article's tags (for the tag list), as stored. */
export async function selectLiveTags(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom(sql<{ value: string }>`magazine_articles, json_each(magazine_articles.live_content, '$.tags')`.as('t'))
    .select(sql<string>`value`.as('tag'))
    .execute();
  return rows.map((row) => row.tag);
}

/** The articles whose scheduled time has come. */
export function selectDue(db: Db, now: string) {
  return db.selectFrom('magazine_articles').select(['id']).where('state', '=', 'scheduled').where('publish_at', '<=', now).execute();
}

/** The earliest scheduled time still to come, or null. */
export async function selectNextPublishAt(db: Db, now: string): Promise<string | null> {
  const row = await db
    .selectFrom('magazine_articles')
    .select((eb) => eb.fn.min<string>('publish_at').as('next'))
    .where('state', '=', 'scheduled')
    .where('publish_at', '>', now)
    .executeTakeFirst();
  return row?.next ?? null;
}

/** Which of `ids` are staff accounts. */
export async function selectAccountIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('staff_accounts').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

// Issues

export function selectIssues(db: Db, publishedOnly: boolean) {
  let query = db.selectFrom('magazine_issues').selectAll();
  if (publishedOnly) query = query.where('is_published', '=', 1);
  return query.orderBy('number', 'desc').execute();
}

export function selectIssue(db: Db, id: number) {
  return db.selectFrom('magazine_issues').selectAll().where('id', '=', id).executeTakeFirst();
}

export function selectIssueByNumber(db: Db, number: number) {
  return db.selectFrom('magazine_issues').selectAll().where('number', '=', number).executeTakeFirst();
}

export async function insertIssue(db: Db, row: Insertable<MagazineIssuesTable>): Promise<number> {
  const inserted = await db.insertInto('magazine_issues').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateIssue(db: Db, id: number, values: Updateable<MagazineIssuesTable>): Promise<boolean> {
  const result = await db.updateTable('magazine_issues').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteIssue(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('magazine_issues').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Each issue's articles in order (article ids), for the given issues. */
export async function selectIssueArticles(db: Db, issueIds: readonly number[]): Promise<Map<number, number[]>> {
  const lists = new Map<number, number[]>(issueIds.map((id) => [id, []]));
  if (issueIds.length === 0) return lists;
  const rows = await db
    .selectFrom('magazine_issue_articles')
    .select(['issue_id', 'article_id'])
    .where('issue_id', 'in', issueIds)
    .orderBy('issue_id')
    .orderBy('position')
    .execute();
  for (const row of rows) lists.get(row.issue_id)?.push(row.article_id);
  return lists;
}

/** The issue each of `articleIds` is in, if any. */
export async function selectIssuesOfArticles(db: Db, articleIds: readonly number[]): Promise<Map<number, number>> {
  if (articleIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('magazine_issue_articles')
    .select(['issue_id', 'article_id'])
    .where('article_id', 'in', articleIds)
    .execute();
  return new Map(rows.map((row) => [row.article_id, row.issue_id]));
}

/** Replaces an issue's list of articles (taking each out of any other issue it was in). */
export async function setIssueArticles(db: Db, issueId: number, articleIds: readonly number[]): Promise<void> {
  await db.deleteFrom('magazine_issue_articles').where('issue_id', '=', issueId).execute();
  if (articleIds.length === 0) return;
  await db.deleteFrom('magazine_issue_articles').where('article_id', 'in', articleIds).execute();
  await db
    .insertInto('magazine_issue_articles')
    .values(articleIds.map((articleId, position) => ({ issue_id: issueId, article_id: articleId, position })))
    .execute();
}

/** Puts an article at the end of an issue's list (out of any other), or out of every issue (null). */
export async function placeArticle(db: Db, articleId: number, issueId: number | null): Promise<void> {
  const current = await db.selectFrom('magazine_issue_articles').select('issue_id').where('article_id', '=', articleId).executeTakeFirst();
  if (current?.issue_id === issueId) return;
  await db.deleteFrom('magazine_issue_articles').where('article_id', '=', articleId).execute();
  if (issueId === null) return;
  const last = await db
    .selectFrom('magazine_issue_articles')
    .select((eb) => eb.fn.max<number>('position').as('last'))
    .where('issue_id', '=', issueId)
    .executeTakeFirst();
  await db
    .insertInto('magazine_issue_articles')
    .values({ issue_id: issueId, article_id: articleId, position: (last?.last ?? -1) + 1 })
    .execute();
}

/** Which of `ids` are articles. */
export async function selectArticleIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('magazine_articles').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** Which of `ids` are articles with a live version. */
export async function selectLiveIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('magazine_articles').select('id').where('id', 'in', ids).where('live_content', 'is not', null).execute();
  return new Set(rows.map((row) => row.id));
}

export function selectArticlesByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('magazine_articles').select(['id', 'content', 'live_content']).where('id', 'in', ids).execute();
}

/** How many articles there are, in any state (the demo seed writes only into an empty magazine). */
export async function countArticles(db: Db): Promise<number> {
  const row = await db
    .selectFrom('magazine_articles')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Every public article's id and English title (its slug's words), for the pages and the sitemap. */
export function selectLiveTitles(db: Db) {
  return db
    .selectFrom('magazine_articles')
    .select(['id', sql<string>`coalesce(json_extract(live_content, '$.titleEn'), '')`.as('title_en')])
    .where('live_content', 'is not', null)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
