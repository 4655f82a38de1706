// The magazine's editors' screen end to end in Chromium against the built site (issue 36,
// sections 2 and 3): an editor (canManageMagazine) reads a submitted article as readers will see
// it and returns it with a note (the author's read then has the note); publishes another now (its
// public API page answers 200); schedules a third at a Toronto time after a save made meanwhile
// answered 412 and the article was read again; puts an issue together with two articles and
// reorders them by keyboard, each move said; deletes and unpublishes an article only after
// confirming, and restores a revision. A member without the flag gets the no-access page.
// Nothing overflows at 360 px; axe on each tab, the review dialog and the issue editor in en, zh
// and zh-Hant, light and dark.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { wallTimeToInstant } from '../shared/zoned-time';
import { announced, axeViolations, insertAccounts, openDatabase, reloadWith, restToken, signInThroughGuard, useSite } from './support';

const { site, openPage } = useSite({ SEED_DEMO: 'false' });
const password = 'a long passphrase';

// editor: edits the magazine; writer: an author; member: staff without the flag.
const accounts = [{ username: 'editor' }, { username: 'writer' }, { username: 'member' }] as const;

interface Article {
  id: number;
  slug: string;
  state: string;
  version: number;
  reviewNote: string;
  publishAt: string | null;
  isLive: boolean;
}

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

const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const content = (titleEn: string, titleZh: string) => ({
  titleEn,
  titleZh,
  standfirstEn: `The lines under “${titleEn}”.`,
  standfirstZh: `${titleZh}的导语。`,
  bodyEn: `## A heading\n\nCalligraphy is **practice**.\n\n| Brush | Use |\n|---|---|\n| Wolf hair | Running script |`,
  bodyZh: '## 小标题\n\n书法是一种**练习**。',
  tags: ['calligraphy', '书法'],
});

/** A new article by the writer, submitted for review; its id. */
async function submitted(titleEn: string, titleZh: string): Promise<number> {
  const made = await api<Article>('POST', '/api/staff/articles', tokens.writer!, content(titleEn, titleZh));
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const sent = await api<Article>('POST', `/api/staff/articles/${made.body.id}/submit`, tokens.writer!, {});
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return made.body.id;
}

/** The editor's read of an article (any article). */
const editorRead = (id: number) => api<Article>('GET', `/api/admin/magazine/articles/${id}`, tokens.editor!);

beforeAll(async () => {
  await insertAccounts(site, accounts, password);
  const db = openDatabase(site);
  try {
    db.prepare(`update staff_accounts set can_manage_magazine = 1 where username = 'editor'`).run();
  } finally {
    db.close();
  }
  for (const { username } of accounts) tokens[username] = await restToken(site, username, password);
  ids.returned = await submitted('Return me', '退回我');
  ids.now = await submitted('Publish me', '发布我');
  ids.later = await submitted('Schedule me', '定时发布我');
  ids.axe = await submitted('Waiting piece', '等待的文章');
  ids.doomed = await submitted('Delete me', '删除我');
  // Already public: the second article of the issue.
  ids.live = await submitted('Already live', '已经公开');
  const read = await editorRead(ids.live);
  const done = await api<Article>(
    'PUT',
    `/api/admin/magazine/articles/${ids.live}/review`,
    tokens.editor!,
    { decision: 'publish' },
    { 'if-match': read.headers.get('etag')! },
  );
  expect(done.status, JSON.stringify(done.body)).toBe(200);
});

/** The console's errors but the refusals the tests ask for (a taken issue number: 409; a save meanwhile: 412). */
const unexpected = (errors: string[]) => errors.filter((error) => !/status of 4(09|12) /.test(error));

const signInAt = (page: Page, username: string, query = '') =>
  signInThroughGuard(page, `${site.url}/admin/magazine${query}`, username, password);

const listShown = (page: Page) =>
  page.locator('[data-screen="admin-magazine"] [role="tabpanel"] :is(table, [data-empty])').first().waitFor();

async function editor(query = '', options: Parameters<typeof openPage>[0] = {}) {
  const opened = await openPage({ locale: 'en-US', ...options });
  await signInAt(opened.page, 'editor', query);
  await listShown(opened.page);
  return opened;
}

const openReview = async (page: Page, title: string) => {
  await page.getByRole('button', { name: `Review “${title}”` }).click();
  const dialog = page.getByRole('dialog', { name: `Review: ${title}` });
  await dialog.waitFor();
  await dialog.locator('[data-rendered]').first().waitFor();
  return dialog;
};

describe('an editor', () => {
  test('reads a submitted article as readers will see it and returns it with a note the author then reads', async () => {
    const { page, context, consoleErrors } = await editor();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['To review', 'All articles', 'Issues']);
    const dialog = await openReview(page, 'Return me');
    // Both languages, their bodies rendered by the server: the heading, the bold, the table.
    const english = dialog.locator('[data-language="en"]');
    const chinese = dialog.locator('[data-language="zh-CN"]');
    expect(await english.locator('.article-review__headline').textContent()).toBe('Return me');
    expect(await english.locator('[data-rendered] h2').textContent()).toBe('A heading');
    expect(await english.locator('[data-rendered] strong').textContent()).toBe('practice');
    expect(await english.locator('[data-rendered] table td').first().textContent()).toBe('Wolf hair');
    expect(await chinese.locator('[data-rendered] strong').textContent()).toBe('练习');
    expect(await dialog.locator('.article-review__facts').textContent()).toContain('calligraphy, 书法');
    // Side by side at desktop.
    const [en, zh] = [(await english.boundingBox())!, (await chinese.boundingBox())!];
    expect(zh.x).toBeGreaterThan(en.x + en.width - 1);
    expect(Math.abs(zh.y - en.y)).toBeLessThan(2);

    // Returning needs a note.
    await dialog.getByRole('button', { name: 'Return to authors' }).click();
    await expect.poll(() => dialog.locator('.field__error').allTextContents()).toEqual(['Please fill in this field.']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('note');
    await dialog.getByLabel('Note to the authors').fill('Please add a photo of the brushes.');
    await dialog.getByRole('button', { name: 'Return to authors' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await announced(page, '“Return me” went back to its authors with your note.');
    // Its row and button are gone: focus is on the list's heading, not lost.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('admin-magazine-review');
    await expect.poll(() => page.locator(`tr[data-article="${ids.returned}"]`).count()).toBe(0);
    const mine = await api<Article>('GET', `/api/staff/articles/${ids.returned}`, tokens.writer!);
    expect(mine.body).toMatchObject({ state: 'draft', reviewNote: 'Please add a photo of the brushes.' });
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });

  test('publishes one now (its public page answers) and schedules another, after a save meanwhile was caught (412)', async () => {
    const { page, context, consoleErrors } = await editor('', { timezoneId: 'Asia/Shanghai' });
    let dialog = await openReview(page, 'Publish me');
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await announced(page, '“Publish me” is published.');
    const now = await editorRead(ids.now!);
    expect(now.body).toMatchObject({ state: 'published', isLive: true });
    expect((await fetch(`${site.url}/api/magazine/articles/${now.body.slug}`)).status).toBe(200);

    dialog = await openReview(page, 'Schedule me');
    // Someone saves while the editor reads.
    const read = await editorRead(ids.later!);
    expect(await dialog.locator('[data-version]').getAttribute('data-version')).toBe(String(read.body.version));
    const saved = await api<Article>(
      'PUT',
      `/api/admin/magazine/articles/${ids.later}`,
      tokens.editor!,
      { content: { ...content('Schedule me', '定时发布我'), standfirstEn: 'Changed meanwhile.' } },
      { 'if-match': read.headers.get('etag')! },
    );
    expect(saved.status).toBe(200);
    // Publishing at a time needs the time.
    await dialog.getByRole('button', { name: 'Publish at this time' }).click();
    await expect.poll(() => dialog.locator('.field__error').allTextContents()).toEqual(['Please fill in this field.']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('publishAt');
    // A Toronto wall time, whatever the browser's zone (Shanghai here).
    const year = new Date().getUTCFullYear() + 1;
    await dialog.getByLabel('Publish at (optional)').fill(`${year}-06-01T09:30`);
    await dialog.getByRole('button', { name: 'Publish at this time' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').first().textContent())
      .toContain('Someone saved this article while you were reading it.');
    await expect.poll(() => dialog.locator('[data-version]').getAttribute('data-version')).toBe(String(read.body.version + 1));
    expect(await dialog.locator('[data-language="en"] .article-review__standfirst').textContent()).toBe('Changed meanwhile.');
    expect((await editorRead(ids.later!)).body.state).toBe('submitted');
    await dialog.getByRole('button', { name: 'Publish at this time' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const later = await editorRead(ids.later!);
    expect(later.body).toMatchObject({
      state: 'scheduled',
      isLive: false,
      publishAt: wallTimeToInstant(`${year}-06-01T09:30`, 'America/Toronto'),
    });
    await announced(page, '“Schedule me” will be published');
    expect((await fetch(`${site.url}/api/magazine/articles/${later.body.slug}`)).status).toBe(404);
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });

  test('puts an issue together with two published articles and reorders them by keyboard, each move said', async () => {
    const { page, context, consoleErrors } = await editor('?tab=issues');
    await page.getByRole('button', { name: 'New issue' }).click();
    const dialog = page.getByRole('dialog', { name: 'New issue' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Number').inputValue()).toBe('1');
    // No title: the schema's words beside the field.
    await dialog.getByRole('button', { name: 'Create issue' }).click();
    await expect.poll(() => dialog.locator('.field__error').allTextContents()).not.toEqual([]);
    await dialog.getByLabel('Title in English').fill('Winter');
    await dialog.getByLabel('Title in Chinese (Simplified)').fill('冬季号');
    await dialog.getByLabel('Shown to readers').check();
    // Only published articles are offered.
    await dialog.getByRole('button', { name: 'Add “Already live” to the issue' }).click();
    await dialog.getByLabel('Find a published article').fill('Publish');
    await dialog.getByRole('button', { name: 'Add “Publish me” to the issue' }).click();
    expect(await dialog.getByRole('button', { name: /^Add “Schedule me”/ }).count()).toBe(0);
    const order = () =>
      dialog.locator('[data-issue-article]').evaluateAll((items) => items.map((item) => item.getAttribute('data-issue-article')));
    expect(await order()).toEqual([String(ids.live), String(ids.now)]);
    // By keyboard: focus on the second's Up, Enter; focus stays with it (now first: on its Down).
    await dialog.getByRole('button', { name: 'Move “Publish me” up' }).focus();
    await page.keyboard.press('Enter');
    expect(await order()).toEqual([String(ids.now), String(ids.live)]);
    await expect.poll(() => dialog.locator('[data-said]').textContent()).toBe('“Publish me” is now 1 of 2.');
    expect(await dialog.locator('[data-said]').getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move “Publish me” down');
    await dialog.getByRole('button', { name: 'Create issue' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await announced(page, 'Issue “No. 1 Winter” created.');
    const issues = await api<{ issues: { number: number; articles: { id: number }[] }[] }>(
      'GET',
      '/api/admin/magazine/issues',
      tokens.editor!,
    );
    expect(issues.body.issues[0]!.articles.map((a) => a.id)).toEqual([ids.now, ids.live]);
    const shown = await (await fetch(`${site.url}/api/magazine/issues/1`)).json();
    expect(shown.articles.map((a: { id: number }) => a.id)).toEqual([ids.now, ids.live]);

    // A second issue with the same number: the server's words beside the number.
    await page.getByRole('button', { name: 'New issue' }).click();
    const second = page.getByRole('dialog', { name: 'New issue' });
    await second.getByLabel('Number').fill('1');
    await second.getByLabel('Title in English').fill('Twice');
    await second.getByRole('button', { name: 'Create issue' }).click();
    await expect.poll(() => second.locator('.field__error').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('number');
    await second.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard changes' }).click();
    await second.waitFor({ state: 'hidden' });
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });

  test('deletes and unpublishes an article only after confirming, the question naming it', async () => {
    const { page, context, consoleErrors } = await editor('?tab=articles&q=Delete');
    const row = page.locator(`tr[data-article="${ids.doomed}"]`);
    await row.waitFor();
    expect(await row.getByRole('link', { name: 'Edit “Delete me”' }).getAttribute('href')).toBe(`/staff/articles/${ids.doomed}`);
    await page.getByRole('button', { name: 'Delete “Delete me”' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this article?' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('“Delete me”');
    // The safe choice is focused first; cancelling keeps it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'hidden' });
    expect((await editorRead(ids.doomed!)).status).toBe(200);
    await page.getByRole('button', { name: 'Delete “Delete me”' }).click();
    await confirm.getByRole('button', { name: 'Delete article' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await announced(page, '“Delete me” is deleted.');
    expect((await editorRead(ids.doomed!)).status).toBe(404);
    // The live one can be viewed and unpublished; its revisions are listed newest first.
    await page.goto(`${site.url}/admin/magazine?tab=articles&state=live`);
    await page.getByRole('link', { name: 'View “Already live” as readers see it' }).waitFor();
    await page.getByRole('button', { name: 'Revisions of “Already live”' }).click();
    const revisions = page.getByRole('dialog', { name: 'Revisions: Already live' });
    await revisions.waitFor();
    await expect
      .poll(() => revisions.locator('[data-revision]').evaluateAll((items) => items.map((item) => item.getAttribute('data-revision'))))
      .toEqual(['1']);
    await page.keyboard.press('Escape');
    await revisions.waitFor({ state: 'hidden' });
    // Unpublish asks first, then takes it from readers at once; its text stays, as a draft.
    const slug = (await editorRead(ids.live!)).body.slug;
    await page.getByRole('button', { name: 'Unpublish “Already live”' }).click();
    const unpublish = page.getByRole('dialog', { name: 'Unpublish this article?' });
    await unpublish.getByRole('button', { name: 'Unpublish' }).click();
    await unpublish.waitFor({ state: 'hidden' });
    await announced(page, '“Already live” is no longer public.');
    expect((await fetch(`${site.url}/api/magazine/articles/${slug}`)).status).toBe(404);
    expect((await editorRead(ids.live!)).body).toMatchObject({ state: 'draft', isLive: false });
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });

  test('restores a revision after confirming', async () => {
    // Two saves of the returned article: version 3 brings back version 2's standfirst.
    const read = await editorRead(ids.returned!);
    await api(
      'PUT',
      `/api/admin/magazine/articles/${ids.returned}`,
      tokens.editor!,
      { content: { ...content('Return me', '退回我'), standfirstEn: 'Second words.' } },
      {
        'if-match': read.headers.get('etag')!,
      },
    );
    const { page, context } = await editor('?tab=articles&q=Return');
    await page.getByRole('button', { name: 'Revisions of “Return me”' }).click();
    const revisions = page.getByRole('dialog', { name: 'Revisions: Return me' });
    await revisions.locator('[data-revision]').first().waitFor();
    await revisions.getByRole('button', { name: 'Restore version 1' }).click();
    const confirm = page.getByRole('dialog', { name: 'Restore this revision?' });
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await revisions.waitFor({ state: 'hidden' });
    await announced(page, '“Return me”: version 1 restored.');
    const after = await editorRead(ids.returned!);
    expect(after.body.version).toBe(3);
    await context.close();
  });
});

describe('who may open it', () => {
  test('a member without the flag gets the no-access page', async () => {
    const { page, context } = await openPage({ locale: 'en-US' });
    await signInAt(page, 'member');
    await page.locator('[data-access="denied"]').waitFor();
    expect(await page.locator('[data-screen="admin-magazine"]').count()).toBe(0);
    await context.close();
  });
});

describe('layout and accessibility', () => {
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

  test('at 360 px nothing overflows sideways, on each tab and in the review dialog (one language after the other)', async () => {
    const { page, context } = await editor('', { viewport: { width: 360, height: 740 } });
    for (const tab of ['review', 'articles', 'issues'] as const) {
      await page.goto(`${site.url}/admin/magazine${tab === 'review' ? '' : `?tab=${tab}`}`);
      await listShown(page);
      expect(await noOverflow(page), `${tab}: ${await wide(page)}`).toBe(true);
    }
    await page.goto(`${site.url}/admin/magazine`);
    await listShown(page);
    const dialog = await openReview(page, 'Waiting piece');
    expect(await noOverflow(page)).toBe(true);
    expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
    const [en, zh] = [
      (await dialog.locator('[data-language="en"]').boundingBox())!,
      (await dialog.locator('[data-language="zh-CN"]').boundingBox())!,
    ];
    expect(zh.y).toBeGreaterThan(en.y + en.height - 1);
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Issues' }).click();
    await page.getByRole('button', { name: 'Edit issue “No. 1 Winter”' }).click();
    const issue = page.getByRole('dialog', { name: 'Edit issue' });
    await issue.waitFor();
    expect(await issue.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
    expect(await noOverflow(page)).toBe(true);
    await context.close();
  });

  for (const language of ['en', 'zh', 'zh-Hant'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`axe finds nothing on each tab, in the review dialog and the issue editor (${language}, ${theme})`, async () => {
        const { page, context } = await editor();
        for (const tab of ['review', 'articles', 'issues'] as const) {
          await page.goto(`${site.url}/admin/magazine${tab === 'review' ? '' : `?tab=${tab}`}`);
          await reloadWith(page, theme, language);
          await listShown(page);
          expect(await axeViolations(page), `${tab}, ${language}, ${theme}`).toEqual([]);
        }
        await page.goto(`${site.url}/admin/magazine`);
        await listShown(page);
        await page.locator(`tr[data-article="${ids.axe}"] button`).click();
        const dialog = page.locator('dialog[open]');
        await dialog.locator('[data-rendered]').first().waitFor();
        expect(await axeViolations(page), `review dialog, ${language}, ${theme}`).toEqual([]);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        // The issue editor, with its ordered articles.
        await page.goto(`${site.url}/admin/magazine?tab=issues`);
        await listShown(page);
        await page.locator('tr[data-issue="1"] button').first().click();
        await dialog.locator('[data-issue-article]').first().waitFor();
        expect(await axeViolations(page), `issue editor, ${language}, ${theme}`).toEqual([]);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await context.close();
      });
    }
  }
});
