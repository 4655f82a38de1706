// My articles and the article editor (issue 36, item 2) in Chromium against the built site: an
// active staff member starts an article from /staff/articles, types in both languages and sees
// the server's live preview (a Markdown table is a <table>, a typed <script> is text), the draft
// saves itself (a reload keeps it), a save from another session meanwhile makes the next one 412
// and nothing typed is lost (keep mine; load theirs with mine kept aside), a save that cannot
// reach the site leaves a local copy a reload offers back, a submission with a missing text names
// the field, a ready one goes and the list says "waiting for review". At 360 px nothing overflows
// and Write / Preview take turns; axe on the list and the editor in three languages and two themes;
// the user menu has My articles (and Magazine for an editor).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { announced, axeViolations, insertAccounts, png, reloadWith, restToken, signInThroughGuard, useSite } from './support';

const { site, openPage } = useSite();
const password = 'a long passphrase';

beforeAll(async () => {
  await insertAccounts(
    site,
    [
      { username: 'writer' },
      { username: 'offline' },
      { username: 'phone' },
      { username: 'looks' },
      { username: 'pictures' },
      { username: 'chief', role: 'admin' },
    ],
    password,
  );
});

async function member(username: string, options: Parameters<typeof openPage>[0] = {}) {
  const opened = await openPage({ locale: 'en-US', ...options });
  await signInThroughGuard(opened.page, `${site.url}/staff/articles`, username, password);
  await opened.page.locator('[data-screen="staff-articles"] h1').waitFor();
  return opened;
}

/** Starts an article from the list and waits for its editor; answers its id. */
async function newArticle(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'New article' }).click();
  await page.waitForURL(/\/staff\/articles\/\d+$/);
  await page.locator('form.article-form').waitFor();
  return Number(new URL(page.url()).pathname.split('/').pop());
}

const bearer = async (username: string) => ({ authorization: `Bearer ${await restToken(site, username, password)}` });

/** The article as the site has it, over REST (another session). */
async function saved(username: string, id: number) {
  const response = await fetch(`${site.url}/api/staff/articles/${id}`, { headers: await bearer(username) });
  expect(response.status).toBe(200);
  return { etag: response.headers.get('etag')!, article: (await response.json()) as { version: number; content: Record<string, string> } };
}

/** A save from another session (the same author elsewhere), with the ETag it read. */
async function saveElsewhere(username: string, id: number, change: Record<string, string>) {
  const { etag, article } = await saved(username, id);
  const response = await fetch(`${site.url}/api/staff/articles/${id}`, {
    method: 'PUT',
    headers: { ...(await bearer(username)), 'content-type': 'application/json', 'if-match': etag },
    body: JSON.stringify({ content: { ...article.content, ...change } }),
  });
  expect(response.status).toBe(200);
}

/** The browser's copy of an article's unsaved text (kept per account: article-backup:{account}:{id}). */
const backupOf = (page: Page, id: number) =>
  page.evaluate((suffix) => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('article-backup:') && name.endsWith(suffix));
    return key === undefined ? null : localStorage.getItem(key);
  }, `:${id}`);
const saveState = (page: Page) => page.locator('.article-form__state');
const field = (page: Page, label: string) => page.locator('form.article-form').getByLabel(label, { exact: true });
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('an active staff member writes an article', () => {
  test('types in both languages with a live preview, autosaves, loses nothing to a 412, is told what is missing, sends it for review', async () => {
    const { page, context, consoleErrors } = await member('writer');
    expect(await page.locator('.staff-articles__empty').textContent()).toContain('You have no articles yet');
    const id = await newArticle(page);

    await field(page, 'Title in English').fill('The Brush Remembers');
    await field(page, 'Title in Chinese').fill('笔墨有记忆');
    await field(page, 'Text in English').fill(
      'Calligraphy is practice.\n\n| Brush | Use |\n|---|---|\n| Wolf hair | Running script |\n\n<script>alert(1)</script>',
    );
    await field(page, 'Text in Chinese').fill('书法是一种练习。');

    // The preview is the server's: a table is a table, the typed script only text.
    const previewEn = page.locator('[data-body="bodyEn"] .body-preview');
    await previewEn.locator('table').waitFor();
    expect(await previewEn.locator('td').first().textContent()).toBe('Wolf hair');
    expect(await previewEn.locator('script').count()).toBe(0);
    expect(await previewEn.textContent()).toContain('<script>alert(1)</script>');
    expect(await previewEn.locator('[data-reading-time]').textContent()).toBe('About 1 minute to read');
    await expect.poll(() => page.locator('[data-body="bodyZh"] .body-preview__html').textContent()).toContain('书法是一种练习。');

    // It saves itself, and a reload reads it back.
    await expect.poll(() => saveState(page).textContent(), { timeout: 10_000 }).toMatch(/^Saved at \d{1,2}:\d\d/);
    expect((await saved('writer', id)).article.content.titleZh).toBe('笔墨有记忆');
    await page.reload();
    await page.locator('form.article-form').waitFor();
    expect(await field(page, 'Title in English').inputValue()).toBe('The Brush Remembers');
    expect(await field(page, 'Text in Chinese').inputValue()).toBe('书法是一种练习。');
    expect(await page.locator('[data-backup-offer]').count(), 'nothing unsaved to offer back').toBe(0);

    // Someone saves meanwhile; the next save here is stale (412): the text stays, keep mine saves over theirs.
    await saveElsewhere('writer', id, { titleEn: 'Their title' });
    await field(page, 'Text in Chinese').fill('书法是一种练习。我们每周练习。');
    const stale = page.locator('[data-stale]');
    await stale.waitFor({ timeout: 10_000 });
    expect(await saveState(page).textContent()).toBe('Not saved: someone else saved this article meanwhile.');
    expect(await field(page, 'Text in Chinese').inputValue(), 'nothing typed is lost').toBe('书法是一种练习。我们每周练习。');
    expect(await field(page, 'Title in English').inputValue()).toBe('The Brush Remembers');
    await stale.getByRole('button', { name: 'Keep mine (save over theirs)' }).click();
    await announced(page, 'The article is saved.');
    const kept = (await saved('writer', id)).article.content;
    expect(kept.titleEn).toBe('The Brush Remembers');
    expect(kept.bodyZh).toBe('书法是一种练习。我们每周练习。');

    // Again, and this time load theirs: mine stays on the page, kept aside to copy from.
    await saveElsewhere('writer', id, { standfirstEn: 'Their standfirst' });
    await field(page, 'Standfirst in English').fill('My standfirst, typed meanwhile');
    await stale.waitFor({ timeout: 10_000 });
    await stale.getByRole('button', { name: 'Load their version' }).click();
    expect(await field(page, 'Standfirst in English').inputValue()).toBe('Their standfirst');
    const aside = page.locator('[data-kept-aside]');
    expect(await aside.getByLabel('Standfirst in English').inputValue()).toBe('My standfirst, typed meanwhile');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), { message: 'focus on what came instead' })
      .toBe('Your text, kept aside');

    // Sending it without a Chinese text: the field says what is missing, and has the cursor.
    await field(page, 'Text in Chinese').fill('');
    await page.getByRole('button', { name: 'Send for review' }).click();
    const missing = 'This language has a title but no text: please write it, or clear the title.';
    await page.locator('.field__error', { hasText: missing }).waitFor();
    expect(await page.locator('.article-form__alert').textContent()).toContain('The article is not ready for review yet:');
    expect(await page.locator('.article-form__summary').textContent()).toContain(`Text in Chinese: ${missing}`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('bodyZh');
    expect(await field(page, 'Text in Chinese').getAttribute('aria-invalid')).toBe('true');

    // Fixed and sent: read-only while it waits, and the list says so.
    await field(page, 'Text in Chinese').fill('书法是一种练习。');
    expect(await page.locator('.field__error', { hasText: missing }).count(), 'the error goes with the edit').toBe(0);
    await page.getByRole('button', { name: 'Send for review' }).click();
    await announced(page, 'Your article is sent for review.');
    await page.locator('[data-read-only]').waitFor();
    expect(await field(page, 'Text in Chinese').getAttribute('readonly')).not.toBeNull();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Waiting for review');
    expect(await page.getByRole('button', { name: 'Send for review' }).count()).toBe(0);
    expect((await saved('writer', id)).article).toMatchObject({ state: 'submitted' });

    await page.getByRole('link', { name: '‹ My articles' }).click();
    const row = page.locator(`[data-article="${id}"]`);
    await row.waitFor();
    expect(await row.locator('[data-badge]').textContent()).toBe('Waiting for review');
    expect(await row.getByRole('heading').textContent()).toBe('The Brush Remembers');
    // The refused calls (412, 400) are the browser's own resource errors; nothing else.
    expect(consoleErrors.filter((error) => !/status of (412|400)/.test(error))).toEqual([]);
    await context.close();
  });

  test('a save that cannot reach the site says so, keeps a copy in the browser, and a reload offers it back', async () => {
    const { page, context } = await member('offline');
    const id = await newArticle(page);
    await page.route('**/api/trpc/**articles.save**', (route) => route.abort('internetdisconnected'));
    await field(page, 'Title in English').fill('Written on a train');
    await expect.poll(() => saveState(page).textContent(), { timeout: 10_000 }).toMatch(/^Not saved: no connection to the site/);
    expect((await saved('offline', id)).article.content.titleEn).toBe('');

    // Leaving asks first.
    await page.getByRole('banner').getByRole('link', { name: 'Events', exact: true }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Stay' }).click();

    await page.unroute('**/api/trpc/**articles.save**');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    const offer = page.locator('[data-backup-offer]');
    await offer.waitFor();
    expect(await field(page, 'Title in English').inputValue()).toBe('');
    await offer.getByRole('button', { name: 'Restore my changes' }).click();
    expect(await field(page, 'Title in English').inputValue()).toBe('Written on a train');
    await expect.poll(() => saveState(page).textContent(), { timeout: 10_000 }).toMatch(/^Saved at/);
    expect((await saved('offline', id)).article.content.titleEn).toBe('Written on a train');
    expect(await backupOf(page, id), 'dropped once saved').toBeNull();
    // Ctrl+S saves at once (and not the page).
    await field(page, 'Title in Chinese').fill('火车上写的');
    await page.keyboard.press('Control+s');
    await announced(page, 'The article is saved.');
    expect((await saved('offline', id)).article.content.titleZh).toBe('火车上写的');
    await context.close();
  });

  test('a cover and an image in the text go through the upload; the image needs its alt text and lands at the cursor', async () => {
    const { page, context, consoleErrors } = await member('pictures');
    const id = await newArticle(page);
    const body = field(page, 'Text in English');
    await body.fill('First paragraph.\n\nLast paragraph.');
    await body.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(16, 16));
    // By keyboard: the button opens the dialog, Escape closes it and focus is back on the button.
    const insertButton = page.getByRole('button', { name: 'Insert an image into: Text in English' });
    await insertButton.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Insert an image' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Insert an image' }).waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Insert an image into: Text in English');
    await page.getByRole('button', { name: 'Insert an image into: Text in English' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert an image' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Insert', exact: true }).click();
    await dialog.getByText('Please choose an image first.').waitFor();
    await dialog.locator('input[data-body-image-file]').setInputFiles({ name: 'brush.png', mimeType: 'image/png', buffer: png(40, 30) });
    await dialog.getByText('Uploaded: brush.png').waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Insert', exact: true }).click();
    await dialog.getByText('Please describe the image.').waitFor();
    await dialog.getByLabel('What the image shows (alt text)').fill('A wolf-hair brush');
    await dialog.getByRole('button', { name: 'Insert', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await body.inputValue()).toMatch(
      /^First paragraph\.\n\n!\[A wolf-hair brush\]\(\/uploads\/images\/[^)]+\)\n\nLast paragraph\.$/,
    );
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), { message: 'back in the text' })
      .toBe('bodyEn');
    await page.locator('[data-body="bodyEn"] .body-preview img[alt="A wolf-hair brush"]').waitFor();

    await page.locator('input[data-cover-file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png(60, 40) });
    await page.getByRole('img', { name: 'The cover as uploaded' }).waitFor({ timeout: 15_000 });
    expect(await field(page, 'Cover address').inputValue()).toMatch(/^\/uploads\/images\//);
    await field(page, 'What the cover shows, in English').fill('Brushes on a table');
    // Enter in a one-line field sends nothing for review.
    await page.keyboard.press('Enter');
    expect(await page.locator('.article-form__alert').textContent()).toBe('');
    expect(await page.getByRole('button', { name: 'Send for review' }).isVisible()).toBe(true);
    await field(page, 'Tags').fill('calligraphy');
    await page.keyboard.press('Enter');
    await field(page, 'Tags').fill('a/b');
    await page.getByRole('button', { name: 'Add tag' }).click();
    await page.getByText('A tag is 1 to 40 characters, without a slash, #, ?, quotes or angle brackets.').waitFor();
    await page.keyboard.press('Control+s');
    await announced(page, 'The article is saved.');
    const content = (await saved('pictures', id)).article.content as unknown as Record<string, unknown>;
    expect(content).toMatchObject({ coverAltEn: 'Brushes on a table', tags: ['calligraphy'] });
    expect(content.coverUrl).toMatch(/^\/uploads\/images\//);
    expect(content.bodyEn).toContain('![A wolf-hair brush](/uploads/images/');

    // Back to the list and in again: the editor starts from the version saved last (not an older read), so its save is not stale.
    await page.getByRole('link', { name: '‹ My articles' }).click();
    await page.locator(`[data-article="${id}"]`).getByRole('link', { name: 'Edit', exact: false }).last().click();
    await page.locator('form.article-form').waitFor();
    await field(page, 'Title in English').fill('Brushes');
    await expect.poll(() => saveState(page).textContent(), { timeout: 10_000 }).toMatch(/^Saved at/);
    expect(await page.locator('[data-stale]').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('sent for review from elsewhere meanwhile (409): the next save is refused, the form turns read-only, the typed text stays', async () => {
    const made = await fetch(`${site.url}/api/staff/articles`, {
      method: 'POST',
      headers: { ...(await bearer('pictures')), 'content-type': 'application/json' },
      body: JSON.stringify({ titleEn: 'Tea', bodyEn: 'Green and black.' }),
    });
    const id = ((await made.json()) as { id: number }).id;
    const { page, context } = await member('pictures');
    await page.goto(`${site.url}/staff/articles/${id}`);
    await page.locator('form.article-form').waitFor();
    const submitted = await fetch(`${site.url}/api/staff/articles/${id}/submit`, {
      method: 'POST',
      headers: { ...(await bearer('pictures')), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(submitted.status).toBe(200);
    await field(page, 'Text in English').fill('Green and black, and oolong.');
    await expect.poll(() => saveState(page).textContent(), { timeout: 10_000 }).toBe('Not saved: the article is waiting for review.');
    await page.locator('[data-read-only]').waitFor();
    expect(await field(page, 'Text in English').inputValue()).toBe('Green and black, and oolong.');
    expect(await field(page, 'Text in English').getAttribute('readonly')).not.toBeNull();
    expect(await backupOf(page, id), 'kept in the browser').toContain('oolong');
    expect((await saved('pictures', id)).article.content.bodyEn).toBe('Green and black.');
    await context.close();
  });

  test('an editor opens someone else’s article in the same editor; a returned one shows its note, a published one its page; the user menu has My articles and, for editors, Magazine', async () => {
    const { page, context } = await member('chief');
    const menu = page.getByRole('banner').locator('button[aria-haspopup="menu"]');
    await menu.click();
    expect(await page.getByRole('menuitem', { name: 'Magazine' }).getAttribute('href')).toBe('/admin/magazine');
    expect(await page.getByRole('menuitem', { name: 'My articles' }).getAttribute('href')).toBe('/staff/articles');
    await page.keyboard.press('Escape');

    const created = await fetch(`${site.url}/api/staff/articles`, {
      method: 'POST',
      headers: { ...(await bearer('looks')), 'content-type': 'application/json' },
      body: JSON.stringify({ titleEn: 'Lanterns', bodyEn: 'Red ones.' }),
    });
    const id = ((await created.json()) as { id: number }).id;
    await page.goto(`${site.url}/staff/articles/${id}`);
    await page.locator('form.article-form').waitFor();
    expect(await field(page, 'Title in English').inputValue()).toBe('Lanterns');
    await field(page, 'Title in English').fill('Lanterns at night');
    await expect.poll(() => saveState(page).textContent(), { timeout: 10_000 }).toMatch(/^Saved at/);
    expect((await saved('looks', id)).article.content.titleEn).toBe('Lanterns at night');
    await context.close();

    // The editor returns one with a note and publishes another: the author's list says so.
    const editor = await bearer('chief');
    const review = async (article: number, body: Record<string, unknown>) => {
      const { etag } = await saved('looks', article);
      const response = await fetch(`${site.url}/api/admin/magazine/articles/${article}/review`, {
        method: 'PUT',
        headers: { ...editor, 'content-type': 'application/json', 'if-match': etag },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(200);
    };
    const submit = async (article: number) =>
      expect(
        (
          await fetch(`${site.url}/api/staff/articles/${article}/submit`, {
            method: 'POST',
            headers: { ...(await bearer('looks')), 'content-type': 'application/json' },
            body: '{}',
          })
        ).status,
      ).toBe(200);
    await submit(id);
    await review(id, { decision: 'return', note: 'Please add the Chinese text.' });
    const other = await fetch(`${site.url}/api/staff/articles`, {
      method: 'POST',
      headers: { ...(await bearer('looks')), 'content-type': 'application/json' },
      body: JSON.stringify({ titleEn: 'Mooncakes', bodyEn: 'Round ones.' }),
    });
    const live = ((await other.json()) as { id: number }).id;
    await submit(live);
    await review(live, { decision: 'publish' });
    const later = await fetch(`${site.url}/api/staff/articles`, {
      method: 'POST',
      headers: { ...(await bearer('looks')), 'content-type': 'application/json' },
      body: JSON.stringify({ titleEn: 'Dumplings', bodyEn: 'Folded ones.' }),
    });
    const scheduled = ((await later.json()) as { id: number }).id;
    await submit(scheduled);
    await review(scheduled, { decision: 'publish', publishAt: new Date(Date.now() + 7 * 86_400_000).toISOString() });

    const writer = await member('looks');
    const returned = writer.page.locator(`[data-article="${id}"]`);
    await returned.waitFor();
    expect(await returned.locator('[data-badge]').textContent()).toBe('Returned with a note');
    expect(await returned.locator('[data-review-note]').textContent()).toContain('Please add the Chinese text.');
    const waiting = writer.page.locator(`[data-article="${scheduled}"]`);
    expect(await waiting.locator('[data-badge]').textContent()).toBe('Scheduled');
    expect(await waiting.textContent()).toMatch(/Goes live: \w{3} \d{1,2}, \d{4}/);
    expect(await waiting.getByRole('link', { name: 'Read it on the site' }).count(), 'not public yet').toBe(0);
    const published = writer.page.locator(`[data-article="${live}"]`);
    expect(await published.locator('[data-badge]').textContent()).toBe('Published');
    expect(await published.getByRole('link', { name: 'Read it on the site' }).getAttribute('href')).toBe(`/magazine/mooncakes-${live}`);
    // Its note in the editor too; a change to a published one is a draft while the page stays.
    await returned.getByRole('link', { name: 'Edit “Lanterns at night”' }).first().click();
    await writer.page.locator('[data-review-note]').getByText('Please add the Chinese text.').waitFor();
    await writer.page.goto(`${site.url}/staff/articles/${live}`);
    await writer.page.locator('form.article-form').waitFor();
    await field(writer.page, 'Title in English').fill('Mooncakes, round');
    await expect.poll(() => saveState(writer.page).textContent(), { timeout: 10_000 }).toMatch(/^Saved at/);
    expect(await writer.page.locator('[data-badge]').first().textContent()).toBe('Published, with changes in draft');
    await writer.page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
    expect(await writer.page.getByRole('menuitem', { name: 'My articles' }).count()).toBe(1);
    expect(await writer.page.getByRole('menuitem', { name: 'Magazine' }).count()).toBe(0);
    await writer.page.getByRole('menuitem', { name: 'My articles' }).click();
    await expect
      .poll(() => writer.page.locator(`[data-article="${live}"] [data-badge]`).textContent())
      .toBe('Published, with changes in draft');
    await writer.context.close();
  });
});

describe('at 360 px, by keyboard, in every language and theme', () => {
  test('in 繁體 at 360 px: nothing overflows; Write and Preview take turns; the draft saves itself', async () => {
    const { page, context, consoleErrors } = await member('phone', { viewport: { width: 360, height: 740 } });
    await reloadWith(page, 'light', 'zh-Hant');
    await page.getByRole('button', { name: '新文章' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: '新文章' }).click();
    await page.waitForURL(/\/staff\/articles\/\d+$/);
    await page.locator('form.article-form').waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await field(page, '中文標題').fill('書法');
    const body = page.locator('[data-body="bodyZh"]');
    await field(page, '中文正文').fill(`# 書法\n\n我們每週練習書法。${'長'.repeat(300)}\n\n| 筆 | 用 |\n|---|---|\n| 狼毫 | 行書 |`);
    expect(await body.locator('.body-preview').isVisible(), 'the preview waits for its turn').toBe(false);
    await body.getByRole('button', { name: '預覽', exact: true }).click();
    await body.locator('.body-preview__html table').waitFor();
    expect(await body.locator('.body-preview').isVisible()).toBe(true);
    expect(await field(page, '中文正文').isVisible()).toBe(false);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await body.getByRole('button', { name: '編寫', exact: true }).click();
    expect(await field(page, '中文正文').isVisible()).toBe(true);
    await expect.poll(() => saveState(page).textContent(), { timeout: 10_000 }).toMatch(/^已於 \D*\d{1,2}:\d\d 儲存$/);
    expect((await saved('phone', id)).article.content.titleZh).toBe('書法');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('axe finds nothing on the list and the editor in en, zh, zh-Hant × light, dark', async () => {
    const made = await fetch(`${site.url}/api/staff/articles`, {
      method: 'POST',
      headers: { ...(await bearer('phone')), 'content-type': 'application/json' },
      body: JSON.stringify({
        titleEn: 'Ink',
        titleZh: '墨',
        bodyEn: '| a | b |\n|---|---|\n| 1 | 2 |',
        bodyZh: '{汉字|hàn zì}',
        tags: ['ink'],
      }),
    });
    expect(made.status).toBe(200);
    const { page, context } = await member('phone', { reducedMotion: 'reduce' });
    const listPath = '/staff/articles';
    const editorPath = `/staff/articles/${((await made.json()) as { id: number }).id}`;
    const found: Record<string, unknown> = {};
    for (const language of ['en', 'zh', 'zh-Hant'] as const)
      for (const theme of ['light', 'dark'] as const) {
        for (const [name, path, ready] of [
          ['list', listPath, '[data-article]'],
          ['editor', editorPath, 'form.article-form'],
        ] as const) {
          if (new URL(page.url()).pathname !== path) {
            await page.goto(`${site.url}${path}`);
            await page.locator(ready).first().waitFor();
          }
          await reloadWith(page, theme, language);
          await page.locator(ready).first().waitFor();
          if (name === 'editor') await page.locator('[data-body="bodyEn"] .body-preview__html').waitFor();
          const violations = await axeViolations(page);
          if (violations.length) found[`${name} ${language} ${theme}`] = violations;
        }
      }
    expect(found).toEqual({});
    await context.close();
  });
});
