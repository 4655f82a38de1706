// The newsletter's editors' screen end to end in Chromium against the built site (issue 37, items
// 3 to 5): an editor at 360 px composes a newsletter (English and Chinese one after the other,
// articles found by title and ordered by keyboard, each move said), saves it, previews it in the
// three languages in a sandboxed frame at phone and desktop width with its plain text, sends a
// test to themself (the address said), sends it after the question and sees the progress reach
// "sent"; the subscribers tab lists, counts, filters (the CSV link following the filters),
// removes after asking, and imports a CSV file. A member without the flag gets the no-access
// page. axe on each tab and the composer in en, zh and zh-Hant, light and dark.
// The composer's own behaviour (layout, ordering, the leave guard), the permission and the axe
// tests need no newsletter procedure; the rest need the server's newsletter (decision 050).
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { announced, axeViolations, insertAccounts, openDatabase, reloadWith, restToken, signInThroughGuard, useSite } from './support';

const { site, openPage } = useSite({ SEED_DEMO: 'false', NEWSLETTER_RATE_PER_MINUTE: '600' });
const password = 'a long passphrase';

// editor: the magazine's (and so the newsletter's) editor; writer: an author; member: staff without the flag.
const accounts = [{ username: 'editor' }, { username: 'writer' }, { username: 'member' }] as const;
const tokens: Record<string, string> = {};

async function api<T>(method: string, url: string, bearer: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.url}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      authorization: `Bearer ${bearer}`,
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T };
}

/** A published article by the writer (made, submitted, published by the editor); its id. */
async function published(titleEn: string, titleZh: string): Promise<number> {
  const made = await api<{ id: number }>('POST', '/api/staff/articles', tokens.writer!, {
    titleEn,
    titleZh,
    standfirstEn: `About ${titleEn}.`,
    standfirstZh: `关于${titleZh}。`,
    bodyEn: `${titleEn} is **practice**.`,
    bodyZh: `${titleZh}是一种**练习**。`,
    tags: ['calligraphy'],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const sent = await api('POST', `/api/staff/articles/${made.body.id}/submit`, tokens.writer!, {});
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const read = await api('GET', `/api/admin/magazine/articles/${made.body.id}`, tokens.editor!);
  const done = await api(
    'PUT',
    `/api/admin/magazine/articles/${made.body.id}/review`,
    tokens.editor!,
    { decision: 'publish' },
    { 'if-match': read.headers.get('etag')! },
  );
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return made.body.id;
}

/** The subscribers, put straight into the table: two confirmed, two waiting, one who left. */
const subscribers = [
  { email: 'ana@example.com', language: 'en', status: 'subscribed', magazine: 1, events: 1 },
  { email: 'bo@example.com', language: 'zh-Hant', status: 'subscribed', magazine: 1, events: 0 },
  { email: 'cy@example.com', language: 'zh', status: 'pending', magazine: 1, events: 1 },
  { email: 'ed@example.com', language: 'en', status: 'pending', magazine: 0, events: 1 },
  { email: 'dee@example.com', language: 'en', status: 'unsubscribed', magazine: 1, events: 1 },
] as const;

const articles: Record<string, number> = {};

beforeAll(async () => {
  await insertAccounts(site, accounts, password);
  const db = openDatabase(site);
  try {
    db.prepare(`update staff_accounts set can_manage_magazine = 1 where username = 'editor'`).run();
    const now = new Date().toISOString();
    const insert = db.prepare(
      `insert into newsletter_subscribers (email, language, topic_magazine, topic_events, status, source, token_salt, token_hash, created_at, updated_at, confirmed_at, unsubscribed_at)
       values (?, ?, ?, ?, ?, 'form', ?, ?, ?, ?, ?, ?)`,
    );
    for (const [index, s] of subscribers.entries())
      insert.run(
        s.email,
        s.language,
        s.magazine,
        s.events,
        s.status,
        `salt-${index}`,
        `hash-${index}`,
        now,
        now,
        s.status === 'pending' ? null : now,
        s.status === 'unsubscribed' ? now : null,
      );
  } finally {
    db.close();
  }
  for (const { username } of accounts) tokens[username] = await restToken(site, username, password);
  articles.ink = await published('Ink and paper', '墨与纸');
  articles.brush = await published('Brush work', '笔法');
});

const signInAt = (page: Page, username: string, query = '') =>
  signInThroughGuard(page, `${site.url}/admin/newsletter${query}`, username, password);

/** The tab's panel has shown its list, its empty notice or its load error. */
const panelShown = (page: Page) =>
  page.locator('[data-screen="admin-newsletter"] [role="tabpanel"] :is(table, [data-empty], [role="alert"].notice)').first().waitFor();

async function editor(query = '', options: Parameters<typeof openPage>[0] = {}) {
  const opened = await openPage({ locale: 'en-US', ...options });
  await signInAt(opened.page, 'editor', query);
  await panelShown(opened.page);
  return opened;
}

const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
/** What sticks out past the window's right edge (said when something overflows). */
const wide = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`)
      .join('; '),
  );

const chosenOrder = (page: Page) =>
  page.locator('[data-newsletter-article]').evaluateAll((items) => items.map((li) => li.getAttribute('data-newsletter-article')));

/** Opens a new newsletter and writes its subject and opening words, and chooses its two articles (ink, then brush). */
async function compose(page: Page) {
  await page.getByRole('button', { name: 'New newsletter' }).click();
  await page.getByLabel('Subject in English', { exact: true }).fill('Winter letter');
  await page.getByLabel('Subject in Chinese', { exact: true }).fill('冬季通讯');
  await page.getByLabel('Opening words in English', { exact: true }).fill('Hello, **readers**.');
  await page.getByLabel('Opening words in Chinese', { exact: true }).fill('各位读者好。');
  const find = page.getByLabel('Find a published article');
  await find.fill('Ink');
  await page.getByRole('button', { name: 'Add “Ink and paper”' }).click();
  await find.fill('Brush');
  await page.getByRole('button', { name: 'Add “Brush work”' }).click();
  await expect.poll(() => chosenOrder(page)).toEqual([String(articles.ink), String(articles.brush)]);
}

describe('the composer (no newsletter procedure needed)', () => {
  test('at 360 px: one column, articles found and ordered by keyboard (each move said), leaving asks first', async () => {
    const { page, context } = await editor('', { viewport: { width: 360, height: 740 } });
    await compose(page);
    // English and Chinese one after the other.
    const en = (await page.getByLabel('Subject in English', { exact: true }).boundingBox())!;
    const zh = (await page.getByLabel('Subject in Chinese', { exact: true }).boundingBox())!;
    expect(zh.y).toBeGreaterThan(en.y + en.height - 1);
    // The Traditional of one's own is folded away.
    expect(await page.getByLabel('Subject in Traditional Chinese').isVisible()).toBe(false);
    // Brush work moved up by keyboard: said, and focus stays on the moved article's button.
    await page.getByRole('button', { name: 'Move “Brush work” up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => chosenOrder(page)).toEqual([String(articles.brush), String(articles.ink)]);
    await expect.poll(() => page.locator('[data-said]').textContent()).toBe('“Brush work” is now 1 of 2.');
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('[data-newsletter-article]')?.getAttribute('data-newsletter-article')),
      )
      .toBe(String(articles.brush));
    expect(await noOverflow(page), await wide(page)).toBe(true);
    // Unsaved: back to the list asks, and staying keeps every word.
    await page.getByRole('button', { name: 'All newsletters' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Keep editing' }).click();
    await leave.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Subject in English', { exact: true }).inputValue()).toBe('Winter letter');
    // So does a switch of tabs.
    await page.getByRole('tab', { name: 'Subscribers' }).click();
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Leave without saving' }).click();
    await expect.poll(() => page.url()).toContain('tab=subscribers');
    await context.close();
  });
});

describe('an editor (needs the server’s newsletter)', () => {
  test('at 360 px composes, previews in three languages, sends a test, sends it, and sees it reach “sent”', async () => {
    const { page, context } = await editor('', { viewport: { width: 360, height: 740 } });
    await compose(page);
    await page.getByRole('button', { name: 'Save the draft' }).click();
    await announced(page, 'Draft saved.');
    const list = await api<{ newsletters: { id: number; content: { articleIds: number[]; subjectEn: string } }[] }>(
      'GET',
      '/api/admin/newsletter/issues',
      tokens.editor!,
    );
    expect(list.body.newsletters[0]!.content).toMatchObject({ subjectEn: 'Winter letter', articleIds: [articles.ink, articles.brush] });

    // The preview: each language's subject, its mail in a frame that runs nothing, its plain text.
    await page.getByRole('button', { name: 'Show the preview' }).click();
    const frame = page.locator('iframe[data-preview-frame]');
    const cases = [
      { label: 'English', subject: 'Winter letter', words: 'readers', title: 'Ink and paper' },
      { label: 'Simplified Chinese', subject: '冬季通讯', words: '各位读者好', title: '墨与纸' },
      { label: 'Traditional Chinese', subject: '冬季通訊', words: '各位讀者好', title: '墨與紙' },
    ];
    for (const { label, subject, words, title } of cases) {
      await page.getByLabel(label, { exact: true }).check();
      await expect.poll(() => page.locator('[data-preview-subject]').textContent()).toBe(subject);
      expect(await frame.getAttribute('sandbox')).toBe('');
      const body = page.frameLocator('iframe[data-preview-frame]').locator('body');
      await expect.poll(() => body.textContent()).toContain(words);
      expect(await body.textContent()).toContain(title);
      await page.getByText('Plain text').click();
      expect(await page.locator('[data-preview-text]').textContent()).toContain(words);
      await page.getByText('Plain text').click();
    }
    expect(await noOverflow(page), await wide(page)).toBe(true);
    // The desktop width: wider than the phone, scrolled inside its box, the page itself not.
    await page.getByLabel('Desktop', { exact: true }).check();
    expect((await frame.boundingBox())!.width).toBeGreaterThan(600);
    expect(await noOverflow(page), await wide(page)).toBe(true);

    // A test to oneself: the address it went to is said.
    await page.getByRole('button', { name: 'Send a test to myself' }).click();
    await announced(page, 'A test was sent to editor@mail.utoronto.ca.');
    expect(await page.locator('[data-tested-to]').getAttribute('data-tested-to')).toBe('editor@mail.utoronto.ca');

    // Sending asks first, saying to how many.
    await page.getByRole('button', { name: 'Send…' }).click();
    const ask = page.getByRole('dialog', { name: 'Send this newsletter?' });
    await ask.waitFor();
    await expect.poll(() => ask.locator('[data-confirm-body]').textContent()).toContain('the 2 confirmed subscribers');
    await ask.getByRole('button', { name: 'Send it' }).click();
    await ask.waitFor({ state: 'hidden' });
    await announced(page, 'The newsletter is going out.');
    await expect
      .poll(() => page.locator('.newsletter-send [data-progress-text]').textContent(), { timeout: 60_000, interval: 500 })
      .toBe('2 sent, 0 failed, 0 left, of 2');
    await page.locator('[data-done]').waitFor();
    expect(await page.locator('.newsletter-editor__head [data-newsletter-state]').textContent()).toBe('Sent');
    const bar = page.locator('.newsletter-send [role="progressbar"]');
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    expect(await noOverflow(page), await wide(page)).toBe(true);

    // The mails: the test to the editor, and one to each confirmed subscriber, none to the others.
    const outbox = path.join(site.dataDir, 'outbox');
    const mails = () =>
      fs.existsSync(outbox) ? fs.readdirSync(outbox).map((file) => fs.readFileSync(path.join(outbox, file), 'utf8')) : [];
    const to = (address: string) => mails().filter((mail) => mail.includes(address)).length;
    await expect.poll(() => to('ana@example.com')).toBe(1);
    expect(to('bo@example.com')).toBe(1);
    expect(to('cy@example.com') + to('dee@example.com') + to('ed@example.com')).toBe(0);
    expect(to('editor@mail.utoronto.ca')).toBeGreaterThanOrEqual(1);

    // Back in the list: its state and progress.
    await page.getByRole('button', { name: 'All newsletters' }).click();
    const row = page.locator('tr[data-newsletter]').first();
    await row.waitFor();
    expect(await row.getAttribute('data-state')).toBe('sent');
    expect(await row.locator('[data-progress-text]').textContent()).toBe('2 sent, 0 failed, 0 left, of 2');
    await context.close();
  });

  test('a draft is deleted after asking (said, gone from the list); one that has gone out offers no Delete', async () => {
    const spare = await api<{ id: number }>('POST', '/api/admin/newsletter/issues', tokens.editor!, { subjectEn: 'Spare draft' });
    expect(spare.status).toBe(200);
    const gone = await api<{ id: number }>('POST', '/api/admin/newsletter/issues', tokens.editor!, { subjectEn: 'Gone out' });
    expect((await api('POST', `/api/admin/newsletter/issues/${gone.body.id}/send`, tokens.editor!, {})).status).toBe(200);
    const { page, context } = await editor('', { viewport: { width: 1280, height: 900 } });
    await page.getByRole('button', { name: 'Open “Gone out”' }).click();
    await page.locator('[data-send]').waitFor();
    expect(await page.locator('[data-delete]').count()).toBe(0);
    await page.getByRole('button', { name: 'All newsletters' }).click();

    await page.getByRole('button', { name: 'Open “Spare draft”' }).click();
    await page.locator('[data-delete]').click();
    const ask = page.getByRole('dialog', { name: 'Delete this newsletter?' });
    await ask.waitFor();
    // The safe choice has the focus; Escape keeps it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Escape');
    await ask.waitFor({ state: 'hidden' });
    expect((await api('GET', `/api/admin/newsletter/issues/${spare.body.id}`, tokens.editor!)).status).toBe(200);
    await page.locator('[data-delete]').click();
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Delete' }).click();
    await ask.waitFor({ state: 'hidden' });
    await announced(page, '“Spare draft” deleted.');
    await page.locator('tr[data-newsletter]').first().waitFor();
    expect(await page.getByRole('button', { name: 'Open “Spare draft”' }).count()).toBe(0);
    expect((await api('GET', `/api/admin/newsletter/issues/${spare.body.id}`, tokens.editor!)).status).toBe(404);
    await context.close();
  });

  test('the subscribers: listed and counted, filtered (the CSV link with them), one removed after asking, a file imported', async () => {
    const { page, context } = await editor('?tab=subscribers');
    const emails = () =>
      page.locator('tr[data-subscriber]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-subscriber')).sort());
    await expect.poll(emails).toEqual(['ana@example.com', 'bo@example.com', 'cy@example.com', 'dee@example.com', 'ed@example.com']);
    expect(await page.locator('[data-counts]').textContent()).toBe('2 subscribed, 2 waiting for confirmation, 1 left');

    await page.locator('main').getByLabel('Status', { exact: true }).selectOption('pending');
    await expect.poll(emails).toEqual(['cy@example.com', 'ed@example.com']);
    expect(page.url()).toContain('status=pending');
    const csv = await page.locator('[data-export]').getAttribute('href');
    expect(csv).toBe('/api/admin/newsletter/subscribers.csv?status=pending');
    const file = await page.request.get(`${site.url}${csv}`);
    expect(file.status()).toBe(200);
    const text = await file.text();
    expect(text).toContain('cy@example.com');
    expect(text).not.toContain('ana@example.com');

    await page.locator('main').getByLabel('Language', { exact: true }).selectOption('zh');
    await expect.poll(emails).toEqual(['cy@example.com']);
    await page.locator('main').getByLabel('Language', { exact: true }).selectOption('all');
    await page.locator('main').getByLabel('Search', { exact: true }).fill('ed@');
    await expect.poll(emails).toEqual(['ed@example.com']);

    await page.getByRole('button', { name: 'Remove ed@example.com' }).click();
    const ask = page.getByRole('dialog', { name: 'Remove this subscriber?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Remove', exact: true }).click();
    await ask.waitFor({ state: 'hidden' });
    await announced(page, 'ed@example.com removed.');
    await expect.poll(emails).toEqual([]);
    const db = openDatabase(site);
    try {
      expect(db.prepare(`select count(*) as n from newsletter_subscribers where email = 'ed@example.com'`).get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }

    // An import: one new address invited, one already subscribed, one line left out.
    await page.getByLabel('CSV file').setInputFiles({
      name: 'people.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('email,language\nnew.reader@example.com,zh\nana@example.com,en\nnot an address,en\n'),
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await announced(page, '1 invited, 1 already subscribed, 1 line left out.');
    const result = page.locator('[data-import-result]');
    expect(await result.textContent()).toContain('Sent a confirmation mail: 1');
    expect(await result.locator('[data-invalid-lines] li').count()).toBe(1);
    await context.close();
  });
});

describe('who may open it', () => {
  test('a member without the flag gets the no-access page', async () => {
    const { page, context } = await openPage({ locale: 'en-US' });
    await signInAt(page, 'member');
    await page.locator('[data-access="denied"]').waitFor();
    expect(await page.locator('[data-screen="admin-newsletter"]').count()).toBe(0);
    await context.close();
  });
});

describe('accessibility', () => {
  for (const language of ['en', 'zh', 'zh-Hant'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`axe finds nothing on each tab and in the composer (${language}, ${theme})`, async () => {
        const { page, context } = await editor();
        for (const tab of ['newsletters', 'subscribers'] as const) {
          await page.goto(`${site.url}/admin/newsletter${tab === 'newsletters' ? '' : `?tab=${tab}`}`);
          await reloadWith(page, theme, language);
          await panelShown(page);
          expect(await axeViolations(page), `${tab}, ${language}, ${theme}`).toEqual([]);
        }
        await page.goto(`${site.url}/admin/newsletter`);
        await panelShown(page);
        await page.locator('[data-new-newsletter]').click();
        await page.locator('.newsletter-composer input[type="search"]').waitFor();
        await page.locator('[data-candidate]').first().waitFor();
        await page.locator('[data-candidate] button').first().click();
        await page.locator('[data-newsletter-article]').first().waitFor();
        expect(await axeViolations(page), `composer, ${language}, ${theme}`).toEqual([]);
        await context.close();
      });
    }
  }
});
