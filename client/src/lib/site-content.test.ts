// The record the web app starts from (issue 26): the one the page came with, else the seed's side.
import { describe, expect, test } from 'vitest';
import { siteContentSeed } from '../../../shared/site-content.seed';
import { setTraditionalTable } from '../../../shared/traditional';
import { traditionalTable } from '../../../shared/traditional-table';
import { embeddedSite, seedSite, siteScriptId } from './site-content';

/** A document with (or without) the server's script element. */
const documentWith = (text: string | null) =>
  ({ getElementById: (id: string) => (id === siteScriptId && text !== null ? { textContent: text } : null) }) as unknown as Document;

describe('the record of the page', () => {
  test('read from the script element; none, or not a record, is null', () => {
    const record = { ...seedSite('zh'), charity: { amount: 1, currency: 'CAD', asOf: '2026-01-01' } };
    expect(embeddedSite(documentWith(JSON.stringify(record)))).toEqual(record);
    expect(embeddedSite(documentWith(null))).toBeNull();
    expect(embeddedSite(documentWith('{ not json'))).toBeNull();
    expect(embeddedSite(documentWith('"a string"'))).toBeNull();
    expect(embeddedSite(undefined)).toBeNull();
  });

  test('the seed stands in: each language its side, Traditional from the table made at build time', () => {
    const seed = siteContentSeed();
    expect(seedSite('en')).toMatchObject({
      language: 'en',
      name: seed.name.en,
      otherName: seed.name.zh,
      charity: seed.charity,
      email: seed.email,
    });
    expect(seedSite('en').departments[0]!.summary).toBe(seed.departments[0]!.summary.en);
    // The first script carries no page texts: the home and about chunks bring theirs.
    expect(seedSite('zh').texts.homeIntro).toEqual([]);
    expect(seedSite('zh', seed.texts).texts.homeIntro).toEqual(seed.texts.homeIntro.zh);
    setTraditionalTable(traditionalTable);
    const hant = seedSite('zh-Hant', seed.texts);
    expect(hant.name).toBe('中華文化學生會');
    expect(hant.texts.aboutStory[0]).toContain('中華文化學生會');
    // Only Chinese is converted: URLs and English stay as they are.
    expect(hant.social.map((n) => n.url)).toEqual(seed.social.map((n) => n.url));
    expect(hant.otherName).toBe(seed.name.en);
  });
});
