// The join screen end to end: departments with their groups and the executive committee, the
// requirements, the form in a new tab, validation in the browser in both languages, an application
// stored and confirmed, the server's field errors beside their fields, and a flood refused.
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { site as siteConfig } from '../shared/site';
import { useSite } from './support';

const { site, openPage } = useSite();

const locales = { en: 'en-US', zh: 'zh-CN' } as const;

interface StoredApplication {
  id: number;
  name: string;
  email: string;
  department: string;
  message: string;
  language: string;
}

function storedApplications(): StoredApplication[] {
  const db = new Database(path.join(site.dataDir, 'app.db'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT id, name, email, department, message, language FROM join_applications ORDER BY id')
      .all() as StoredApplication[];
  } finally {
    db.close();
  }
}

async function openJoin(page: Page, query = '') {
  await page.goto(`${site.url}/join${query}`);
  await page.locator('[data-screen^="join"]').waitFor();
  return page.locator('form.join-form');
}

/** Counts the calls of the join procedure the page makes. */
function countSubmissions(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/trpc/join.submit')) calls.push(request.url());
  });
  return calls;
}

describe('join page content', () => {
  test('five departments with their groups, the executive committee and the requirements, in both languages', async () => {
    for (const language of ['en', 'zh'] as const) {
      const { page, context } = await openPage({ locale: locales[language] });
      await openJoin(page);
      const cards = page.locator('.department');
      expect(await cards.locator('h3').allTextContents()).toEqual(siteConfig.departments.map((d) => d.name[language]));
      expect(siteConfig.departments.map((d) => d.id)).toEqual([
        'arts',
        'career',
        'operation',
        'support',
        'engagement',
        'executive_committee',
      ]);
      for (const department of siteConfig.departments) {
        const card = page.locator(`.department[data-department="${department.id}"]`);
        expect(await card.locator('.department__group').allTextContents()).toEqual(department.groups.map((g) => g.name[language]));
      }
      expect(await page.locator('.requirements li').allTextContents()).toEqual(siteConfig.requirements.map((r) => r[language]));
      await context.close();
    }
  });

  test('"apply to" a department chooses it in the form', async () => {
    const { page, context } = await openPage({ locale: 'en-US' });
    const form = await openJoin(page);
    await page.locator('.department[data-department="career"]').getByRole('link', { name: 'Apply to Career' }).click();
    expect(await form.getByLabel('Interested group').inputValue()).toBe('career');
    await context.close();
  });

  test('the form opens on its own in a new tab', async () => {
    const { page, context } = await openPage({ locale: 'en-US' });
    await openJoin(page);
    const link = page.getByRole('link', { name: /Open the form in a new tab/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.locator('[data-screen="join-form"]').waitFor();
    expect(new URL(tab.url()).search).toBe('?form=only');
    expect(await tab.locator('form.join-form').isVisible()).toBe(true);
    expect(await tab.locator('.department').count(), 'just the form').toBe(0);
    expect(await tab.locator('h1').textContent()).toBe('Apply');
    await context.close();
  });
});

describe('validation in the browser', () => {
  test('empty and malformed fields get their errors beside them, in English and in Chinese, and nothing is sent', async () => {
    for (const [language, required, email, group, summary] of [
      [
        'en',
        'Please fill in this field.',
        /Please enter a valid e-mail address/,
        'Please choose the group you are interested in.',
        'Please correct the highlighted fields.',
      ],
      ['zh', '请填写此项。', /请输入有效的电子邮箱地址/, '请选择你感兴趣的部门。', '请修改标出的内容。'],
    ] as const) {
      const { page, context, consoleErrors } = await openPage({ locale: locales[language] });
      const calls = countSubmissions(page);
      const form = await openJoin(page);
      await form.locator('button[type="submit"]').click();
      await form.getByRole('alert').filter({ hasText: summary }).waitFor();

      const errorOf = (name: string) =>
        form.locator(`[name="${name}"]`).evaluate((input) => {
          const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
          const error = ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field__error'));
          return { invalid: input.getAttribute('aria-invalid'), error: error?.textContent ?? null };
        });
      expect(await errorOf('name')).toEqual({ invalid: 'true', error: required });
      expect(await errorOf('email')).toEqual({ invalid: 'true', error: required });
      expect(await errorOf('group')).toEqual({ invalid: 'true', error: group });
      expect(await errorOf('message')).toEqual({ invalid: null, error: null });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'focus on the first field to fix').toBe('name');

      await form.locator('[name="name"]').fill('Lin Wei');
      expect((await errorOf('name')).error, 'an edited field drops its error').toBeNull();
      await form.locator('[name="email"]').fill('lin.wei@');
      await form.locator('button[type="submit"]').click();
      await expect.poll(async () => (await errorOf('email')).error).toMatch(email);
      expect((await errorOf('name')).error).toBeNull();
      expect(calls, 'nothing reached the server').toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  test('the honeypot is hidden from people, assistive technology and the Tab key', async () => {
    const { page, context } = await openPage({ locale: 'en-US' });
    const form = await openJoin(page);
    const trap = form.locator('[name="website"]');
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    expect(await trap.getAttribute('autocomplete')).toBe('off');
    expect(await trap.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    const box = await trap.boundingBox();
    expect(box!.x + box!.width, 'drawn off screen').toBeLessThanOrEqual(0);
    await form.locator('[name="message"]').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type')), 'Tab skips the trap').toBe('submit');
    await context.close();
  });
});

describe('sending an application', () => {
  test('is stored and confirmed in English', async () => {
    const before = storedApplications().length;
    const { page, context, consoleErrors } = await openPage({ locale: 'en-US' });
    const form = await openJoin(page);
    await form.getByLabel('Your name').fill('  Lin Wei ');
    await form.getByLabel('E-mail').fill('lin.wei@mail.utoronto.ca');
    await form.getByLabel('Interested group').selectOption('arts');
    await form.getByLabel('Message (optional)').fill('I have played the guqin for two years.');
    await form.getByRole('button', { name: 'Send application' }).click();
    const receipt = page.getByRole('status').filter({ hasText: 'Thank you, Lin Wei!' });
    await receipt.waitFor();
    expect(await receipt.innerText()).toContain('We will write to lin.wei@mail.utoronto.ca within two weeks.');
    const id = Number(await receipt.getAttribute('data-application-id'));
    // In Toronto time with the zone named, and one full stop after it ("5:40 a.m.." before).
    expect(await receipt.locator('.join-receipt__reference').textContent()).toMatch(
      new RegExp(`^Reference number ${id}, received [A-Z][a-z]{2} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2} [ap]\\.m\\. E[SD]T\\.$`),
    );
    expect(await receipt.evaluate((el) => el === document.activeElement), 'focus on the confirmation').toBe(true);

    const stored = storedApplications();
    expect(stored.length).toBe(before + 1);
    expect(stored.find((a) => a.id === id)).toEqual({
      id,
      name: 'Lin Wei',
      email: 'lin.wei@mail.utoronto.ca',
      department: 'arts',
      message: 'I have played the guqin for two years.',
      language: 'en',
    });
    await receipt.getByRole('button', { name: 'Send another application' }).click();
    expect(await form.getByLabel('Your name').inputValue(), 'a fresh form').toBe('');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('is stored and confirmed in Chinese', async () => {
    const { page, context } = await openPage({ locale: 'zh-CN' });
    const form = await openJoin(page, '?form=only');
    await form.getByLabel('姓名').fill('王小明');
    await form.getByLabel('电子邮箱').fill('xiaoming.wang@mail.utoronto.ca');
    await form.getByLabel('感兴趣的部门').selectOption('executive_committee');
    await form.getByRole('button', { name: '提交申请' }).click();
    const receipt = page.getByRole('status').filter({ hasText: '谢谢你，王小明！' });
    await receipt.waitFor();
    const id = Number(await receipt.getAttribute('data-application-id'));
    expect(await receipt.locator('.join-receipt__reference').textContent()).toMatch(
      new RegExp(`^申请编号 ${id}，收到时间：\\d{4}年\\d{1,2}月\\d{1,2}日 多伦多时间 \\d{2}:\\d{2}。$`),
    );
    expect(storedApplications().find((a) => a.id === id)).toMatchObject({ department: 'executive_committee', language: 'zh', message: '' });
    await context.close();
  });

  test("the server's field errors show beside their fields in the visitor's language", async () => {
    const before = storedApplications().length;
    const { page, context } = await openPage({ locale: 'zh-CN' });
    // Let the browser's check pass, then spoil the e-mail on its way to the real server.
    await page.route('**/api/trpc/join.submit**', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, { email: string }>;
      for (const input of Object.values(body)) input.email = 'not-an-address';
      await route.continue({ postData: JSON.stringify(body) });
    });
    const form = await openJoin(page);
    await form.getByLabel('姓名').fill('陈静');
    await form.getByLabel('电子邮箱').fill('jing.chen@mail.utoronto.ca');
    await form.getByLabel('感兴趣的部门').selectOption('career');
    await form.getByRole('button', { name: '提交申请' }).click();
    const emailError = form.locator('.field__error');
    await emailError.waitFor();
    expect(await emailError.textContent()).toMatch(/电子邮箱/);
    expect(await form.locator('[name="email"]').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByRole('alert').innerText()).toMatch(/电子邮箱/);
    expect(await form.getByLabel('姓名').inputValue(), 'what the visitor typed is kept').toBe('陈静');
    expect(storedApplications().length).toBe(before);
    await context.close();
  });

  test('a flood is refused with a clear message', async () => {
    const { page, context } = await openPage({ locale: 'en-US' });
    const form = await openJoin(page, '?form=only');
    const refused = form.getByRole('alert').filter({ hasText: /too many|try again later/i });
    for (let attempt = 0; attempt < 8; attempt++) {
      await form.getByLabel('Your name').fill(`Applicant ${attempt}`);
      await form.getByLabel('E-mail').fill(`applicant${attempt}@mail.utoronto.ca`);
      await form.getByLabel('Interested group').selectOption('support');
      await form.getByRole('button', { name: 'Send application' }).click();
      const thanks = page.getByRole('button', { name: 'Send another application' });
      // Whichever comes first; the other wait is dropped (its later time-out is swallowed).
      await Promise.race([thanks.waitFor().catch(() => {}), refused.waitFor().catch(() => {})]);
      if (await refused.isVisible()) break;
      await thanks.click();
    }
    expect(await refused.isVisible(), 'the server refused the flood').toBe(true);
    expect(await form.getByLabel('Your name').inputValue(), 'the form keeps what was typed').toMatch(/^Applicant \d$/);
    await context.close();
  });
});
