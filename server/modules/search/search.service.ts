// One search for the magazine and the events (issue 36 item 7; docs/decisions/048). The index
// (SQLite FTS5, search_index) is made from the public articles and the events, each source
// telling which version of each of its documents is current (a stamp); before a search answers,
// what changed since the index was last brought up to date is indexed again, and only that. The
// sources are the magazine's and the events' services (services.ts hands them here), so this
// module reads no other module's tables.
import { sql, type Kysely } from 'kysely';
import type { SearchOutput, SearchResult } from '../../../shared/search.schema.js';
import type { Database } from '../../db/schema.js';
import type { Fresh } from '../../lib/read-cache.js';
import type { ChineseSide } from '../../lib/traditional.js';
import { indexText, matchExpression, queryWords, snippetOf } from './search.words.js';

export type SearchKind = 'article' | 'event';

/** What is found by a search: an article or event as each of its languages reads it. */
export interface SearchDocument {
  ref: number;
  stamp: string;
  slug: string;
  /** An article's first publication, an event's start. */
  at: string;
  titleEn: string;
  titleZh: string;
  titleHant: string;
  /** Words that count as much as the title (an article's tags), in every language. */
  keywords: string;
  bodyEn: string;
  bodyZh: string;
  bodyHant: string;
}

export interface SearchSource {
  kind: SearchKind;
  /** Every document's current version. */
  stamps(): Promise<Array<{ ref: number; stamp: string }>>;
  /** These documents, whole. */
  documents(refs: readonly number[]): Promise<SearchDocument[]>;
}

/** One row of the index per document: its rowid says which. */
const rowidOf = (kind: SearchKind, ref: number) => ref * 2 + (kind === 'event' ? 1 : 0);

// Ranked by bm25, a title (or an article's tag) counting ten times a text: the index's `rank`
// (set by its migration).

export class SearchService {
  /** Changes announced; the index is up to date with `synced` of them. */
  private announced = 0;
  private synced = -1;
  private syncing: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly sources: readonly SearchSource[],
  ) {}

  /** A source's documents changed: the next search brings the index up to date first. */
  changed(): void {
    this.announced++;
  }

  /** Brings the index up to date with the sources (one run at a time; a change during it is picked up next time). */
  async sync(): Promise<void> {
    while (this.synced !== this.announced) {
      this.syncing ??= (async () => {
        const target = this.announced;
        for (const source of this.sources) await this.syncSource(source);
        this.synced = target;
      })().finally(() => {
        this.syncing = undefined;
      });
      await this.syncing;
    }
  }

  private async syncSource(source: SearchSource): Promise<void> {
    const [current, indexed] = await Promise.all([
      source.stamps(),
      this.db.selectFrom('search_documents').select(['ref', 'stamp']).where('kind', '=', source.kind).execute(),
    ]);
    const now = new Map(current.map((entry) => [entry.ref, entry.stamp]));
    const before = new Map(indexed.map((entry) => [entry.ref, entry.stamp]));
    const gone = [...before.keys()].filter((ref) => now.get(ref) !== before.get(ref));
    const wanted = [...now.keys()].filter((ref) => before.get(ref) !== now.get(ref));
    if (gone.length === 0 && wanted.length === 0) return;
    const documents = await source.documents(wanted);
    await this.db.transaction().execute(async (trx) => {
      for (const ref of gone) {
        await sql`delete from search_index where rowid = ${rowidOf(source.kind, ref)}`.execute(trx);
        await trx.deleteFrom('search_documents').where('kind', '=', source.kind).where('ref', '=', ref).execute();
      }
      for (const doc of documents) {
        await trx
          .insertInto('search_index')
          .values({
            rowid: rowidOf(source.kind, doc.ref),
            title_en: `${doc.titleEn} ${doc.keywords}`,
            title_zh: indexText(`${doc.titleZh} ${doc.keywords}`),
            title_hant: indexText(`${doc.titleHant} ${doc.keywords}`),
            body_en: doc.bodyEn,
            body_zh: indexText(doc.bodyZh),
            body_hant: indexText(doc.bodyHant),
            kind: source.kind,
            ref: doc.ref,
            slug: doc.slug,
            at: doc.at,
            shown_en: doc.titleEn,
            shown_zh: doc.titleZh,
            shown_hant: doc.titleHant,
          })
          .execute();
        await trx.insertInto('search_documents').values({ kind: source.kind, ref: doc.ref, stamp: doc.stamp }).execute();
      }
    });
  }

  /** A page of what matches every word of `query`, best first; the Chinese side's titles and snippets in `side`. */
  async search(query: { q: string; page: number; pageSize: number }, side: ChineseSide): Promise<Fresh<SearchOutput>> {
    const empty = { data: { results: [], total: 0, page: query.page, pageSize: query.pageSize } };
    const match = matchExpression(query.q);
    if (match === null) return empty;
    await this.sync();
    const [rows, count] = await Promise.all([
      sql<{
        kind: SearchKind;
        ref: number;
        slug: string;
        at: string;
        shown_en: string;
        shown_zh: string;
        shown_hant: string;
        body_en: string;
        body_chinese: string;
      }>`
        select kind, ref, slug, at, shown_en, shown_zh, shown_hant, body_en, ${sql.ref(side === 'zh-Hant' ? 'body_hant' : 'body_zh')} as body_chinese
        from search_index where search_index match ${match}
        order by rank, rowid
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`.execute(this.db),
      sql<{ total: number }>`select count(*) as total from search_index where search_index match ${match}`.execute(this.db),
    ]);
    // Snippets made here from the page's texts: SQLite's snippet() reads a whole text again per row.
    const words = queryWords(query.q);
    const results: SearchResult[] = rows.rows.map((row) => ({
      kind: row.kind,
      id: row.ref,
      slug: row.slug,
      titleEn: row.shown_en,
      titleZh: side === 'zh-Hant' ? row.shown_hant : row.shown_zh,
      snippetEn: snippetOf(row.body_en, words),
      snippetZh: snippetOf(row.body_chinese, words),
      at: row.at,
    }));
    return { data: { results, total: Number(count.rows[0]?.total ?? 0), page: query.page, pageSize: query.pageSize } };
  }
}
