// The served HTML of /team?term= (issue 26, docs/decisions/038): a shared link to a past team
// previews as that year's team in the language of the link, with its own canonical address; the
// current term's id, or none, is the team page as before; an unknown term is a 404 with the
// not-found page.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pageMeta } from '../shared/page-meta.js';
import { nextTermOf, type TermsOutput } from '../shared/terms.schema.js';
import { as } from './helpers/accounts.js';
import { expectOwnPageHead, openPage } from './helpers/html-head.js';
import { createMember } from './helpers/team.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

const origin = 'https://ccs.example.org';

describe('a past team’s page', () => {
  let t: TestApp;
  let past: { id: string; name: string };
  let current: string;
  beforeAll(async () => {
    t = await startTestApp({ env: { SEED_DEMO: 'false', PUBLIC_ORIGIN: origin } });
    await createMember(t, 'li.hua', { published: {} });
    const admin = await as(t, 'admin');
    const [term] = ((await (await fetch(`${t.url}/api/team/terms`)).json()) as TermsOutput).terms;
    past = { id: term!.id, name: term!.name };
    const next = nextTermOf(term!);
    const done = await admin.trpc.terms.handover.mutate({ ...next, continuing: [{ id: admin.account!.id }] });
    // Prepared months ahead (decision 042): done as the server's timer does on its first day.
    expect(await t.app.services.terms.runDue(new Date(`${next.startsOn}T16:00:00Z`))).toEqual({ applied: next.id });
    current = done.term.id;
  });
  afterAll(async () => t.close());

  test('previews as that year’s team in each language, with its own canonical address', async () => {
    const path = `/team?term=${past.id}`;
    const en = await openPage(t, path, 200);
    expectOwnPageHead(en.head, 'en', origin, {
      title: `Our team ${past.name} · Chinese Culture Society`,
      description: `The students who ran the Chinese Culture Society in ${past.name}.`,
      path,
      image: null,
    });
    const zh = await openPage(t, `${path}&language=zh`, 200);
    expectOwnPageHead(zh.head, 'zh', origin, {
      title: `${past.name} 届团队 · 中华文化学生会`,
      description: `${past.name} 届运营中华文化学生会的同学们。`,
      path,
      image: null,
    });
    const hant = await openPage(t, `${path}&language=zh-Hant`, 200);
    expectOwnPageHead(hant.head, 'zh-Hant', origin, {
      title: `${past.name} 屆團隊 · 中華文化學生會`,
      description: `${past.name} 屆營運中華文化學生會的同學們。`,
      path,
      image: null,
    });
  });

  test('the sitemap lists each past team’s page, in its three languages; not the current term’s', async () => {
    const sitemap = await (await fetch(`${t.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${origin}/team?term=${past.id}</loc>`);
    expect(sitemap).toContain(`<loc>${origin}/team?term=${past.id}&#38;language=zh-Hant</loc>`);
    expect(sitemap).not.toContain(`term=${current}`);
  });

  test('the current term, or none: the team page as before; an unknown term: 404 with the not-found page', async () => {
    for (const path of ['/team', `/team?term=${current}`]) {
      const { head } = await openPage(t, path, 200);
      expect(head.titles).toEqual([pageMeta.team.en.title]);
    }
    const { head } = await openPage(t, '/team?term=1999-00', 404);
    expect(head.titles).toEqual([pageMeta.notFound.en.title]);
  });
});
