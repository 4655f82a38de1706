// The served HTML of /team/{member} (issue 13, decision 010): a shared link previews as that
// member in the language of the link (name, position, avatar, canonical address); an address that
// names nobody the team page shows is a 404 with the not-found page; the members are read from the
// team read cache, not per request; the sitemap lists the members' pages.
import { afterEach, describe, expect, test } from 'vitest';
import { languages, type Language } from '../shared/constants.js';
import { pageMeta } from '../shared/page-meta.js';
import { expectOwnPageHead, openPage as open, type HtmlHead, type OwnPageTexts } from './helpers/html-head.js';
import { createMember } from './helpers/team.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

const origin = 'https://ccs.example.org';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function app() {
  t = await startTestApp({ env: { SEED_DEMO: 'false', PUBLIC_ORIGIN: origin } });
  return t;
}

const pathIn = (path: string, language: Language) => (language === 'en' ? path : `${path}?language=${language}`);

const expectMember = (head: HtmlHead, language: Language, texts: OwnPageTexts) => expectOwnPageHead(head, language, origin, texts);

describe('a member’s page', () => {
  test('previews as the member in each language: name, position, avatar as an absolute address, own canonical address', async () => {
    const t = await app();
    await createMember(t, 'li.hua', {
      published: {
        name_en: 'Li Hua',
        name_zh: '李华',
        position_en: 'Head of Arts',
        position_zh: '艺术部部长',
        avatar: '/static/staff/li-hua.jpg',
      },
    });
    t.app.services.readCaches.team.invalidate();
    const image = `${origin}/uploads/staff/li-hua.jpg`;
    const en = await open(t, '/team/li.hua', 200);
    expectMember(en.head, 'en', {
      title: 'Li Hua · Chinese Culture Society',
      description: 'Head of Arts',
      path: '/team/li.hua',
      image,
      alt: 'Li Hua',
    });
    const zh = await open(t, '/team/li.hua?language=zh', 200);
    expectMember(zh.head, 'zh', { title: '李华 · 中华文化学生会', description: '艺术部部长', path: '/team/li.hua', image, alt: '李华' });
    // The site's wide image and its size are gone, not doubled.
    expect(en.head.meta('og:image:width')).toEqual([]);
    expect(en.head.meta('og:image:height')).toEqual([]);
    // Without case, and with a trailing slash or other parameters: the same member, the same canonical address.
    for (const path of ['/team/LI.Hua', '/team/li.hua/', '/team/li.hua?ref=wechat']) {
      expectMember((await open(t, path, 200)).head, 'en', {
        title: 'Li Hua · Chinese Culture Society',
        description: 'Head of Arts',
        path: '/team/li.hua',
        image,
        alt: 'Li Hua',
      });
    }
  });

  test('a text missing in a language falls back to the other, a missing name to the username; no avatar keeps the site’s image', async () => {
    const t = await app();
    await createMember(t, 'wang', { published: { name_en: '', name_zh: '王芳', position_en: 'Treasurer', position_zh: '' } });
    await createMember(t, 'nameless', { published: { name_en: '', name_zh: '', position_en: '', position_zh: '' } });
    await createMember(t, 'remote', { published: { name_en: 'Remote', avatar: 'https://images.example.net/remote.jpg' } });
    t.app.services.readCaches.team.invalidate();
    expectMember((await open(t, '/team/wang', 200)).head, 'en', {
      title: '王芳 · Chinese Culture Society',
      description: 'Treasurer',
      path: '/team/wang',
      image: null,
    });
    expectMember((await open(t, '/team/wang?language=zh', 200)).head, 'zh', {
      title: '王芳 · 中华文化学生会',
      description: 'Treasurer',
      path: '/team/wang',
      image: null,
    });
    for (const language of languages) {
      expectMember((await open(t, pathIn('/team/nameless', language), 200)).head, language, {
        title: `nameless · ${{ en: 'Chinese Culture Society', zh: '中华文化学生会', 'zh-Hant': '中華文化學生會' }[language]}`,
        description: pageMeta.team[language].description,
        path: '/team/nameless',
        image: null,
      });
    }
    const remote = (await open(t, '/team/remote', 200)).head;
    expect(remote.meta('og:image')).toEqual(['https://images.example.net/remote.jpg']);
  });

  test('what a member wrote stays text in the head', async () => {
    const t = await app();
    const hostile = `Tom & "Jerry" <script>alert('x')</script></title>`;
    await createMember(t, 'tom', { published: { name_en: hostile, position_en: hostile, avatar: '/uploads/staff/a"b<c>.jpg' } });
    t.app.services.readCaches.team.invalidate();
    const { head, html } = await open(t, '/team/tom', 200);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('"Jerry"');
    expect(head.titles).toEqual([`${hostile} · Chinese Culture Society`]);
    expect(head.meta('description')).toEqual([hostile]);
    expect(head.meta('og:image:alt')).toEqual([hostile]);
    expect(head.meta('og:image')).toEqual([`${origin}/uploads/staff/a"b<c>.jpg`]);
  });

  test('an address that names nobody the team page shows: 404 with the not-found page, kept out of search', async () => {
    const t = await app();
    await createMember(t, 'shown', { published: {} });
    await createMember(t, 'waiting', { saved: { status: 'pending' } });
    await createMember(t, 'turned.down', { saved: { status: 'rejected', rejection_reason: 'No photo' } });
    await createMember(t, 'away', { account: { isActive: false }, published: {} });
    t.app.services.readCaches.team.invalidate();
    await open(t, '/team/shown', 200);
    for (const path of ['/team/nobody', '/team/waiting', '/team/turned.down', '/team/away', '/team/shown.', '/team/%20shown']) {
      for (const language of languages) {
        const { head } = await open(t, pathIn(path, language), 404);
        expect(head.titles).toEqual([pageMeta.notFound[language].title]);
        expect(head.meta('description')).toEqual([pageMeta.notFound[language].description]);
        expect(head.meta('robots')).toEqual(['noindex']);
        expect(head.links('canonical')).toEqual([]);
        expect(head.meta('og:url')).toEqual([]);
        expect(head.meta('og:image')).toEqual([`${origin}/og-image.jpg`]);
      }
    }
  });
});

describe('where the members come from', () => {
  test('the team read cache: one read per change of the team, whatever the number of requests', async () => {
    const t = await app();
    await createMember(t, 'first', { published: { name_en: 'First' } });
    const team = t.app.services.team;
    let reads = 0;
    const list = team.list.bind(team);
    team.list = (...args) => (reads++, list(...args));
    for (const language of languages) for (let i = 0; i < 3; i++) await open(t, pathIn('/team/first', language), 200);
    await open(t, '/team/nobody', 404);
    // One read of each side: Simplified (English and zh share it) and Traditional.
    expect(reads).toBe(2);

    // Written without telling the cache: not seen yet. Invalidated: seen, read once more.
    await createMember(t, 'second', { published: { name_en: 'Second' } });
    await open(t, '/team/second', 404);
    t.app.services.readCaches.team.invalidate();
    await open(t, '/team/second', 200);
    await open(t, '/team/first', 200);
    expect(reads).toBe(3);

    // A change of the member shows after invalidation; a deactivation takes the page away.
    await t.app.services.db.updateTable('published_profiles').set({ position_en: 'New position' }).execute();
    t.app.services.readCaches.team.invalidate();
    expect((await open(t, '/team/first', 200)).head.meta('description')).toEqual(['New position']);
    await t.app.services.db.updateTable('staff_accounts').set({ is_active: 0 }).where('username', '=', 'first').execute();
    t.app.services.readCaches.team.invalidate();
    await open(t, '/team/first', 404);
  });

  test('when the team cannot be read, the page still answers, as the team page, and the failure is logged', async () => {
    const t = await app();
    await t.app.services.db.destroy();
    const { head } = await open(t, '/team/anyone', 200);
    expect(head.titles).toEqual([pageMeta.team.en.title]);
    expect(t.takeErrorLogs().length).toBeGreaterThan(0);
    // The sitemap keeps the pages of the route table.
    const sitemap = await fetch(`${t.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain(`<loc>${origin}/team</loc>`);
    t.takeErrorLogs();
  });
});

describe('the sitemap', () => {
  test('lists each member’s page, as of the team’s last change', async () => {
    const t = await app();
    await createMember(t, 'li.hua', { published: {} });
    await createMember(t, 'hidden', { saved: { status: 'pending' } });
    t.app.services.readCaches.team.invalidate();
    // The English address of each page (each is listed in the three languages: tests/http.test.ts).
    const locs = async () => [...(await (await fetch(`${t.url}/sitemap.xml`)).text()).matchAll(/<loc>([^<?]+)<\/loc>/g)].map((m) => m[1]);
    const found = await locs();
    expect(found).toContain(`${origin}/team`);
    expect(found).toContain(`${origin}/team/li.hua`);
    expect(found.filter((l) => l!.startsWith(`${origin}/team/`))).toEqual([`${origin}/team/li.hua`]);
    await t.app.services.db.updateTable('staff_accounts').set({ is_active: 0 }).execute();
    t.app.services.readCaches.team.invalidate();
    expect((await locs()).filter((l) => l!.startsWith(`${origin}/team/`))).toEqual([]);
  });
});
