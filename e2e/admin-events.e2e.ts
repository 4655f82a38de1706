// Event management end to end in Chromium against the built site: an event manager creates an
// event in English and Chinese (times entered as Toronto wall clock from a browser in Shanghai),
// sees it on /events in both languages, edits it and deletes it; uploads an image (waits for the
// upload endpoint of POST /api/admin/upload/image); the pre-checks refuse what the server would;
// pages, search and filter live in the URL; unsaved changes are not lost to a stray Esc; a staff
// member without the flag and a visitor cannot use the screen; axe in both languages and themes;
// nothing overflows at 360 px.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { announced, axeViolations, insertAccounts, png, reloadWith, restToken, signInThroughGuard, useSite } from './support';

const { site, openPage } = useSite();
const password = 'a long passphrase';

beforeAll(async () => {
  await insertAccounts(site, [{ username: 'organiser', manageEvents: true }, { username: 'helper' }], password);
});

interface ApiEvent {
  id: number;
  titleEn: string;
  titleZh: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  imageUrl: string | null;
  isFeatured: boolean;
}

async function listed(): Promise<ApiEvent[]> {
  return ((await (await fetch(`${site.url}/api/events`)).json()) as { events: ApiEvent[] }).events;
}

/** A bearer token for REST calls made to set a scene up (the browser itself uses its cookie). */
const token = (username: string) => restToken(site, username, password);

/** Opens /admin/events signed out: the guard opens the sign-in modal; signing in keeps the page. */
const signInAt = (page: Page, username: string, query = '') =>
  signInThroughGuard(page, `${site.url}/admin/events${query}`, username, password);

async function manager(options: Parameters<typeof openPage>[0] = {}) {
  const opened = await openPage({ locale: 'en-US', ...options });
  await signInAt(opened.page, 'organiser');
  await opened.page.locator('[data-screen="admin-events"] table, [data-screen="admin-events"] [data-empty]').first().waitFor();
  return opened;
}

/** Stands in for another web site serving an image (the test machine has no internet). */
async function outsideImages(context: BrowserContext) {
  await context.route('https://images.example.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: png(30, 20) }),
  );
}

const activeName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name'));

describe('an event manager', () => {
  test('creates an event in both languages, sees it on /events in English and Chinese, edits it and deletes it', async () => {
    // The browser is in Shanghai; the times typed are Toronto's all the same.
    const { page, context, consoleErrors } = await manager({ timezoneId: 'Asia/Shanghai' });
    await outsideImages(context);

    await page.getByRole('button', { name: 'New event' }).click();
    const editor = page.getByRole('dialog', { name: 'New event' });
    await editor.waitFor();
    // The cursor starts in the first field.
    await expect.poll(() => activeName(page)).toBe('titleEn');
    await editor.getByLabel('Title in English').fill('Lantern Riddles Evening');
    await editor.getByLabel('Title in Chinese').fill('灯谜之夜');
    await editor.getByLabel('Summary in English').fill('Guess the riddles on the lanterns.');
    await editor.getByLabel('Location in English').fill('Hart House');
    await editor.getByLabel('Location in Chinese').fill('哈特楼');
    expect(await editor.getByText('Times in Toronto (America/Toronto)').count()).toBe(1);
    await editor.getByLabel('Starts').fill('2030-02-12T19:00');
    await editor.getByLabel('Ends').fill('2030-02-12T21:30');
    await editor.getByLabel('Image address (optional)').fill('https://images.example.org/lanterns.png');
    await editor.getByRole('img', { name: 'Preview of the event image' }).waitFor();
    await editor.getByRole('button', { name: 'Create event' }).click();
    await editor.waitFor({ state: 'hidden' });
    await announced(page, 'Event “Lantern Riddles Evening” created.');
    expect(await page.evaluate(() => document.activeElement?.textContent), 'focus back on the button that opened it').toBe('New event');

    const created = (await listed()).find((e) => e.titleEn === 'Lantern Riddles Evening')!;
    expect(created).toMatchObject({
      titleZh: '灯谜之夜',
      // 19:00 in Toronto in February (EST, UTC-5), not 19:00 in Shanghai.
      startsAt: '2030-02-13T00:00:00.000Z',
      endsAt: '2030-02-13T02:30:00.000Z',
      timeZone: 'America/Toronto',
      imageUrl: 'https://images.example.org/lanterns.png',
    });
    const row = page.locator(`tr[data-event-id="${created.id}"]`);
    expect(await row.locator('th').textContent()).toBe('Lantern Riddles Evening');
    // In Toronto time (en-CA writes p.m.), not the browser's Shanghai time (08:00 the next morning), the zone named.
    expect(await row.locator('time').textContent()).toBe('Feb 12, 2030, 7:00–9:30 p.m. EST');

    // On /events, at once, in English and then in Chinese.
    await page.getByRole('link', { name: 'Events', exact: true }).first().click();
    const card = page.locator('.event-card').filter({ hasText: 'Lantern Riddles Evening' });
    await card.waitFor();
    const image = card.locator('img');
    expect(await image.getAttribute('alt')).toBe('Lantern Riddles Evening');
    expect(await image.getAttribute('src')).toBe('https://images.example.org/lanterns.png');
    await page.getByRole('banner').getByRole('button', { name: '简体中文' }).click();
    await page.locator('.event-card').filter({ hasText: '灯谜之夜' }).waitFor();
    expect(await page.locator('.event-card').filter({ hasText: '灯谜之夜' }).locator('img').getAttribute('alt')).toBe('灯谜之夜');
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();

    // Edit: the new title is what /events shows.
    await page.goto(`${site.url}/admin/events?q=riddle`);
    await page.getByRole('button', { name: 'Edit: Lantern Riddles Evening' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit event' });
    await edit.waitFor();
    expect(await edit.getByLabel('Starts').inputValue(), 'the stored time shown as Toronto wall clock').toBe('2030-02-12T19:00');
    await edit.getByLabel('Title in English').fill('Lantern Riddle Night');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'hidden' });
    await announced(page, 'Event “Lantern Riddle Night” saved.');
    await expect.poll(() => row.locator('th').textContent()).toBe('Lantern Riddle Night');
    await page.getByRole('link', { name: 'Events', exact: true }).first().click();
    await page.locator('.event-card').filter({ hasText: 'Lantern Riddle Night' }).waitFor();
    expect(await page.locator('.event-card__title').filter({ hasText: 'Lantern Riddles Evening' }).count()).toBe(0);
    expect((await listed()).find((e) => e.id === created.id)).toMatchObject({
      titleEn: 'Lantern Riddle Night',
      startsAt: '2030-02-13T00:00:00.000Z',
    });

    // Put in the Qin Society's programme: its page lists it, and its served HTML marks it up.
    await page.goBack();
    await page.getByRole('button', { name: 'Edit: Lantern Riddle Night' }).click();
    await edit.waitFor();
    await edit.getByLabel('Programme page').selectOption('qin-society');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.goto(`${site.url}/events/qin-society`);
    await page.getByRole('heading', { name: 'Coming up' }).waitFor();
    expect(await page.locator('.programme-events__title').allTextContents()).toContain('Lantern Riddle Night');
    const served = await (await fetch(`${site.url}/events/qin-society`)).text();
    expect(served).toContain('"@type":"Event","name":"Lantern Riddle Night"');
    await page.goto(`${site.url}/admin/events?q=riddle`);

    // Delete, after a confirmation that names it; then it is gone everywhere.
    await page.getByRole('button', { name: 'Delete: Lantern Riddle Night' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this event?' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('“Lantern Riddle Night” will be removed');
    await confirm.getByRole('button', { name: 'Delete event' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await announced(page, 'Event “Lantern Riddle Night” deleted.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('admin-events-list');
    expect(await page.locator('[data-empty]').textContent()).toContain('No events match');
    expect((await listed()).some((e) => e.id === created.id)).toBe(false);
    await page.getByRole('link', { name: 'Events', exact: true }).first().click();
    await page.locator('.event-card').first().waitFor();
    expect(
      await page
        .locator('.event-card__title')
        .filter({ hasText: /^Lantern Riddle/ })
        .count(),
    ).toBe(0);

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('Traditional of one’s own (issue 25): closed at first, sent with the event, read back as written even from a 繁體 page', async () => {
    const { page, consoleErrors } = await manager();
    await page.getByRole('button', { name: 'New event' }).click();
    const editor = page.getByRole('dialog', { name: 'New event' });
    await editor.waitFor();
    await editor.getByLabel('Title in English').fill('Riddles in Traditional');
    await editor.getByLabel('Title in Chinese').fill('灯谜会');
    await editor.getByLabel('Location in Chinese').fill('哈特楼');
    await editor.getByLabel('Starts').fill('2030-03-12T19:00');
    await editor.getByLabel('Ends').fill('2030-03-12T21:30');
    const section = editor.getByText('Traditional Chinese (optional: converted automatically)');
    expect(await editor.getByLabel('Title in Traditional Chinese').isVisible(), 'closed at first').toBe(false);
    await section.click();
    await editor.getByLabel('Title in Traditional Chinese').fill('燈謎晚會（自訂）');
    await editor.getByRole('button', { name: 'Create event' }).click();
    await editor.waitFor({ state: 'hidden' });
    await announced(page, 'Event “Riddles in Traditional” created.');
    const traditional = (
      (await (await fetch(`${site.url}/api/events?language=zh-Hant`)).json()) as { events: Array<ApiEvent & { locationZh: string }> }
    ).events.find((e) => e.titleEn === 'Riddles in Traditional')!;
    expect(traditional).toMatchObject({ titleZh: '燈謎晚會（自訂）', locationZh: '哈特樓' });

    // From a page in 繁體 the list shows the Traditional title; the form edits what was written.
    await page.goto(`${site.url}/admin/events?q=${encodeURIComponent('Riddles in Traditional')}&language=zh-Hant`);
    // The edit button (编辑, or 編輯 once the Traditional copy is made).
    await page.getByRole('button', { name: /^(编辑|編輯)：燈謎晚會（自訂）$/ }).click();
    const edit = page.getByRole('dialog');
    await edit.locator('input[name="titleZh"]').waitFor();
    expect(await edit.locator('input[name="titleZh"]').inputValue()).toBe('灯谜会');
    expect(await edit.locator('input[name="titleZhHant"]').isVisible(), 'open: it holds text').toBe(true);
    expect(await edit.locator('input[name="titleZhHant"]').inputValue()).toBe('燈謎晚會（自訂）');
    expect(await edit.locator('input[name="titleZhHant"]').getAttribute('lang')).toBe('zh-Hant');
    expect(consoleErrors).toEqual([]);
  });

  test('uploads an image: progress, preview, replace and remove; /events serves its WebP sizes', async () => {
    const { page, context, consoleErrors } = await manager();
    await page.getByRole('button', { name: 'New event' }).click();
    const editor = page.getByRole('dialog', { name: 'New event' });
    await editor.waitFor();
    await editor.getByLabel('Title in English').fill('Ink Painting Workshop');
    await editor.getByLabel('Starts').fill('2030-03-20T18:00');
    await editor.getByLabel('Ends').fill('2030-03-20T20:00');
    await editor.locator('input[data-image-file]').setInputFiles({ name: 'ink.png', mimeType: 'image/png', buffer: png(1200, 800) });
    // Waits for POST /api/admin/upload/image (the uploads branch): the answer's path fills the field.
    await expect
      .poll(() => editor.getByLabel('Image address (optional)').inputValue(), { timeout: 15_000 })
      .toMatch(/^\/uploads\/images\/[\w-]+-1200x800\.jpg$/);
    const preview = editor.getByRole('img', { name: 'Preview of the event image' });
    expect(await preview.getAttribute('srcset')).toContain('-480w.webp 480w');
    expect(await editor.getByRole('status').textContent()).toContain('Image uploaded.');
    // Replace, then remove, then upload again.
    const first = await editor.getByLabel('Image address (optional)').inputValue();
    await editor.locator('input[data-image-file]').setInputFiles({ name: 'ink2.png', mimeType: 'image/png', buffer: png(1000, 600) });
    await expect.poll(() => editor.getByLabel('Image address (optional)').inputValue()).toMatch(/-1000x600\.jpg$/);
    expect(await editor.getByLabel('Image address (optional)').inputValue()).not.toBe(first);
    await editor.getByRole('button', { name: 'Remove image' }).click();
    expect(await editor.getByLabel('Image address (optional)').inputValue()).toBe('');
    expect(await preview.count()).toBe(0);
    await editor.getByRole('button', { name: 'Upload an image' }).waitFor();
    await editor.locator('input[data-image-file]').setInputFiles({ name: 'ink.png', mimeType: 'image/png', buffer: png(1200, 800) });
    await expect.poll(() => editor.getByLabel('Image address (optional)').inputValue()).toMatch(/-1200x800\.jpg$/);
    await editor.getByRole('button', { name: 'Create event' }).click();
    await editor.waitFor({ state: 'hidden' });

    await page.goto(`${site.url}/events`);
    const image = page.locator('.event-card').filter({ hasText: 'Ink Painting Workshop' }).locator('img');
    await image.waitFor();
    expect(await image.getAttribute('width')).toBe('1200');
    expect(await image.getAttribute('height')).toBe('800');
    expect(await image.getAttribute('srcset')).toMatch(/-480w\.webp 480w, .*-960w\.webp 960w, .*-1200w\.webp 1200w$/);
    expect(await image.getAttribute('sizes')).toBeTruthy();
    expect(await image.getAttribute('alt')).toBe('Ink Painting Workshop');
    expect(await image.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth > 0))).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('the image pre-checks refuse a file that is not an image or over 5MB, before sending it', async () => {
    const { page, context } = await manager();
    const uploads: string[] = [];
    page.on('request', (request) => request.url().includes('/api/admin/upload/image') && uploads.push(request.url()));
    await page.getByRole('button', { name: 'New event' }).click();
    const editor = page.getByRole('dialog', { name: 'New event' });
    await editor.waitFor();
    const file = editor.locator('input[data-image-file]');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect.poll(() => editor.getByRole('status').textContent()).toBe('Please select a valid image file.');
    await file.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024)]) });
    await expect.poll(() => editor.getByRole('status').textContent()).toBe('File size is too large (max 5MB)');
    expect(uploads).toEqual([]);
    // In Chinese too.
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'hidden' });
    await page.getByRole('banner').getByRole('button', { name: '简体中文' }).click();
    await page.getByRole('button', { name: '新建活动' }).click();
    const zh = page.getByRole('dialog', { name: '新建活动' });
    await zh.waitFor();
    expect(await zh.getByText('时间为多伦多时间（America/Toronto）').count()).toBe(1);
    await zh.locator('input[data-image-file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await expect.poll(() => zh.getByRole('status').textContent()).toBe('请选择有效的图片文件。');
    await context.close();
  });

  test('the shared schema checks the form in the browser: one title at least, the end after the start', async () => {
    const { page, context } = await manager();
    const writes: string[] = [];
    page.on('request', (request) => /events\.(create|update)/.test(request.url()) && writes.push(request.url()));
    await page.getByRole('button', { name: 'New event' }).click();
    const editor = page.getByRole('dialog', { name: 'New event' });
    await editor.waitFor();
    await editor.getByLabel('Starts').fill('2030-05-01T19:00');
    await editor.getByLabel('Ends').fill('2030-05-01T18:00');
    await editor.getByRole('button', { name: 'Create event' }).click();
    await editor.getByText('Please give the event a title in English or Chinese.').waitFor();
    expect(await editor.getByText('The end cannot be before the start.').count()).toBe(1);
    expect(await editor.getByRole('alert').textContent()).toBe('Please correct the highlighted fields.');
    expect(await activeName(page)).toBe('titleEn');
    expect(await editor.getByLabel('Title in English').getAttribute('aria-invalid')).toBe('true');
    expect(writes).toEqual([]);
    // Ends shows an error, Starts none: the two inputs keep their height and line up (issue 21, item 19).
    const boxes = await editor
      .locator('.event-editor__times input')
      .evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect()).map(({ top, height }) => ({ top, height })));
    expect(boxes).toHaveLength(2);
    expect(boxes[0]!.height).toBeCloseTo(boxes[1]!.height, 0);
    expect(boxes[0]!.top).toBeCloseTo(boxes[1]!.top, 0);
    expect(boxes[0]!.height).toBeLessThan(56);
    await context.close();
  });

  test('the search and the status filter line up in their panel (issue 21, item 20)', async () => {
    for (const width of [1280, 360]) {
      const { page, context } = await manager({ viewport: { width, height: 800 } });
      const [search, status] = await page
        .locator('.admin-events__tools')
        .locator('input, select')
        .evaluateAll((controls) =>
          controls.map((control) => control.getBoundingClientRect()).map(({ top, height, left, width }) => ({ top, height, left, width })),
        );
      expect(status!.height, `${width} px: the select is as tall as the search box`).toBeCloseTo(search!.height, 0);
      if (width === 1280) expect(status!.top, 'side by side, on one line').toBeCloseTo(search!.top, 0);
      else expect(status!.left, 'stacked, one edge').toBeCloseTo(search!.left, 0);
      await context.close();
    }
  });

  test('unsaved changes survive a stray Esc or backdrop click until the manager discards them', async () => {
    const { page, context } = await manager();
    const opener = page.getByRole('button', { name: 'New event' });
    await opener.click();
    const editor = page.getByRole('dialog', { name: 'New event' });
    await editor.waitFor();
    // Untouched: Esc just closes.
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'hidden' });
    await opener.click();
    await editor.waitFor();
    await editor.getByLabel('Title in English').fill('Half-written');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
    await discard.waitFor();
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await discard.waitFor({ state: 'hidden' });
    expect(await editor.getByLabel('Title in English').inputValue()).toBe('Half-written');
    await page.mouse.click(5, 5); // the backdrop
    await discard.waitFor();
    await discard.getByRole('button', { name: 'Discard changes' }).click();
    await editor.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('New event');
    await opener.click();
    expect(
      await page.getByRole('dialog', { name: 'New event' }).getByLabel('Title in English').inputValue(),
      'a new opening starts empty',
    ).toBe('');
    await context.close();
  });

  test('search, status filter and page live in the URL and survive a reload', async () => {
    const bearer = await token('organiser');
    const before = await listed();
    const needed = Math.max(0, 12 - before.length);
    for (let i = 0; i < needed + 2; i++) {
      const response = await fetch(`${site.url}/api/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
        body: JSON.stringify({
          titleEn: `Paging Test ${i + 1}`,
          titleZh: `分页测试 ${i + 1}`,
          startsAt: `2031-01-0${(i % 9) + 1}T23:00:00Z`,
          endsAt: `2031-01-1${i % 9}T23:00:00Z`,
        }),
      });
      expect(response.status).toBe(200);
    }
    const total = (await listed()).length;
    expect(total).toBeGreaterThan(10);

    const { page, context } = await manager();
    expect(await page.locator('tbody tr').count()).toBe(10);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?page=2');
    expect(await page.locator('tbody tr').count()).toBe(Math.min(10, total - 10));
    await page.reload();
    await page.locator('tbody tr').first().waitFor();
    expect(await page.getByRole('navigation', { name: 'Pages' }).textContent()).toContain('Page 2 of');

    await page.getByLabel('Search events').fill('分页测试');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('分页测试');
    expect(new URL(page.url()).searchParams.get('page'), 'a new search starts at page 1').toBeNull();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(Math.min(10, needed + 2));
    await page.getByLabel('Status').selectOption('past');
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('past');
    await page.locator('[data-empty]').waitFor();
    await page.reload();
    await page.locator('[data-empty]').waitFor();
    expect(await page.getByLabel('Search events').inputValue()).toBe('分页测试');
    expect(await page.getByLabel('Status').inputValue()).toBe('past');
    await context.close();
  });
});

describe('who may open it', () => {
  test('a staff member without the event flag sees the no-access page, and no menu entry', async () => {
    const { page, context } = await openPage({ locale: 'en-US' });
    await signInAt(page, 'helper');
    const denied = page.locator('[data-access="denied"]');
    await denied.waitFor();
    expect(await denied.locator('h1').textContent()).toBe('No access');
    expect(await page.getByRole('button', { name: 'New event' }).count()).toBe(0);
    await context.close();
  });

  test('a visitor gets the sign-in modal over a page that says why', async () => {
    const { page, context } = await openPage({ locale: 'en-US' });
    await page.goto(`${site.url}/admin/events`);
    await page.getByRole('dialog', { name: 'Staff sign-in' }).waitFor();
    expect(await page.locator('[data-access="sign-in"] h1').textContent()).toBe('Please sign in');
    expect(await page.locator('[data-screen="admin-events"]').count()).toBe(0);
    await context.close();
  });
});

describe('accessibility and small screens', () => {
  for (const language of ['en', 'zh'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`no axe violations on the list, the editor with errors, and the delete confirmation (${language}, ${theme})`, async () => {
        const { page, context } = await manager({ reducedMotion: 'reduce' });
        await reloadWith(page, theme, language);
        await page.locator('[data-screen="admin-events"] table').waitFor();
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        const found: Record<string, unknown> = {};
        let violations = await axeViolations(page);
        if (violations.length) found.list = violations;

        await page.locator('.admin-events__head .button').click();
        const editor = page.locator('dialog.event-editor[open]');
        await editor.waitFor();
        await editor.locator('button[type="submit"]').click();
        await editor.locator('.field__error').first().waitFor();
        violations = await axeViolations(page);
        if (violations.length) found.editor = violations;
        await page.keyboard.press('Escape');
        await editor.waitFor({ state: 'hidden' });

        await page.locator('.admin-table__actions .button--quiet').first().click();
        await page.locator('dialog.confirm-dialog[open]').waitFor();
        violations = await axeViolations(page);
        if (violations.length) found.confirmation = violations;
        expect(found).toEqual({});
        await context.close();
      });
    }
  }

  test('at 360 px nothing overflows sideways: the cards, the editor and the confirmation', async () => {
    const { page, context } = await manager({ viewport: { width: 360, height: 740 } });
    const overflow = () =>
      page.evaluate(() => {
        const wide = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && (box.right > window.innerWidth + 0.5 || box.left < -0.5) && !el.closest('.visually-hidden, thead');
        });
        return {
          page: document.documentElement.scrollWidth - window.innerWidth,
          elements: wide.slice(0, 5).map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
        };
      });
    expect(await overflow()).toEqual({ page: 0, elements: [] });
    expect(
      await page
        .locator('tbody tr')
        .first()
        .evaluate((row) => getComputedStyle(row).display),
      'rows are cards',
    ).toBe('block');
    await page.getByRole('button', { name: 'New event' }).click();
    const editor = page.locator('dialog.event-editor[open]');
    await editor.waitFor();
    expect(await overflow()).toEqual({ page: 0, elements: [] });
    expect(await editor.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'hidden' });
    await page.locator('.admin-table__actions .button--quiet').first().click();
    await page.locator('dialog.confirm-dialog[open]').waitFor();
    expect(await overflow()).toEqual({ page: 0, elements: [] });
    await context.close();
  });
});
