// Bench only: public articles as long as real ones (ten events' texts each, in both languages, with
// their rendered HTML), written straight into a migrated database, for bench/search.ts and
// bench/magazine.ts. The events are bench/archive-events.ts's rows.
import type { Kysely } from 'kysely';
import { articleContent } from '../shared/magazine.schema.js';
import type { Database } from '../server/db/schema.js';
import { loadMarkdown } from '../server/lib/markdown.js';
import { loadTraditional } from '../server/lib/traditional.js';
import type { archiveEventRows } from './archive-events.js';

const tags = ['culture', 'calligraphy', 'guqin', 'festivals', 'interview', 'music'];

/** `count` published articles, one day apart, the newest today, by one writer; their ids. */
export async function insertBenchArticles(
  db: Kysely<Database>,
  rows: ReturnType<typeof archiveEventRows>,
  count: number,
  origin = 'https://example.org',
): Promise<number[]> {
  const convert = await loadTraditional();
  const markdown = await loadMarkdown();
  const now = Date.now();
  const account = await db
    .insertInto('staff_accounts')
    .values({
      username: 'bench-writer',
      email: 'bench-writer@example.org',
      email_normalized: 'bench-writer@example.org',
      email_mailbox: 'bench-writer@example.org',
      password_hash: 'x',
      role: 'staff',
      is_active: 1,
      created_at: new Date(now).toISOString(),
      last_login_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const pick = Array.from({ length: 10 }, (_, k) => rows[(i * 7 + k * 13) % rows.length]!);
    const content = articleContent.parse({
      titleEn: `${pick[0]!.title_en} notes ${i}`,
      titleZh: `${pick[0]!.title_zh}札记 ${i}`,
      standfirstEn: pick[1]!.summary_en,
      standfirstZh: pick[1]!.summary_zh,
      bodyEn: pick.map((row) => row.description_en).join('\n\n'),
      bodyZh: pick.map((row) => row.description_zh).join('\n\n'),
      tags: [tags[0]!, tags[1 + (i % (tags.length - 1))]!],
    });
    const hant = {
      titleZh: convert(content.titleZh),
      standfirstZh: convert(content.standfirstZh),
      bodyZh: convert(content.bodyZh),
      coverAltZh: '',
    };
    const html = {
      en: markdown.render(content.bodyEn, origin),
      zh: markdown.render(content.bodyZh, origin),
      zhHant: markdown.render(hant.bodyZh, origin),
    };
    const at = new Date(now - (count - i) * 86_400_000).toISOString();
    const made = await db
      .insertInto('magazine_articles')
      .values({
        state: 'published',
        version: 1,
        content: JSON.stringify(content),
        content_zh_hant: JSON.stringify(hant),
        created_by: account.id,
        created_at: at,
        updated_at: at,
        updated_by: 'bench-writer',
        live_content: JSON.stringify(content),
        live_content_zh_hant: JSON.stringify(hant),
        live_html: JSON.stringify(html),
        published_at: at,
        live_updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(made.id);
  }
  return ids;
}
