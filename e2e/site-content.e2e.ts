// The society's facts and texts end to end (issue 26) in Chromium against the built site: an
// editor at 360 px changes the charity total, a social link and a department's description; the
// home page, the footer, the join page and the served HTML (link preview, structured data) show
// them at once; a second editor's stale save gets the 412 message and keeps what was typed; a
// restore brings the earlier text back; axe on /admin/site in English and Chinese, light and dark.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { announced, axeViolations, insertAccounts, reloadWith, restToken, signInThroughGuard, useSite } from './support';

const { site, openPage } = useSite();
const password = 'a long passphrase';
const newUrl = 'https://www.instagram.com/ccs.new/';
const newSummary = 'Music, ink and the stage, all year round: our new description.';

beforeAll(async () => {
  await insertAccounts(
    site,
    [{ username: 'editor', manageContent: true }, { username: 'second', manageContent: true }, { username: 'helper' }],
    password,
  );
});

interface AdminSite {
  content: { charity: { amount: number }; departments: Array<{ summary: { en: string } }> } & Record<string, unknown>;
  version: number;
}

async function editorAt(width: number, username = 'editor') {
  const opened = await openPage({ locale: 'en-US', viewport: { width, height: 800 } });
  await signInThroughGuard(opened.page, `${site.url}/admin/site`, username, password);
  await opened.page.locator('[data-screen="admin-site"] form').waitFor();
  return opened;
}

const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function publicSite(language = 'en') {
  return (await (await fetch(`${site.url}/api/site?language=${language}`)).json()) as {
    charity: { amount: number };
    social: Array<{ url: string }>;
    departments: Array<{ summary: string }>;
  };
}

describe('an editor', () => {
  test('at 360 px changes the charity total, a social link and a department’s description; every place shows them', async () => {
    const { page, consoleErrors } = await editorAt(360);
    expect(await overflows(page)).toBe(false);
    await page.getByLabel('Raised for charity').fill('123456');
    await page.getByRole('group', { name: 'Instagram' }).getByLabel('Web address (https://)').fill(newUrl);
    await page.locator('[data-department="arts"]').getByLabel('Summary (English)').fill(newSummary);
    // The preview follows the form before anything is saved.
    await expect.poll(() => page.locator('[data-preview-charity]').textContent()).toBe('123,456+');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await announced(page, 'The site content was saved. Every page shows it now.');
    expect(await overflows(page)).toBe(false);

    // The screens, without a reload of the server: the home page's figure, the footer's link, the join page.
    await page.goto(`${site.url}/`);
    await expect.poll(() => page.locator('[data-figure="charity-total"]').textContent()).toBe('123,456+');
    expect(
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: /Instagram/ })
        .getAttribute('href'),
    ).toBe(newUrl);
    await page.goto(`${site.url}/join`);
    await expect.poll(() => page.locator('[data-department="arts"] .department__summary').textContent()).toBe(newSummary);

    // The HTML as a link previewer or a search engine reads it.
    const html = await (await fetch(`${site.url}/`)).text();
    const record = JSON.parse(/<script type="application\/json" id="site-content">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
      charity: { amount: number };
    };
    expect(record.charity.amount).toBe(123_456);
    const organization = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as { sameAs: string[] };
    expect(organization.sameAs).toContain(newUrl);
    const concert = await (await fetch(`${site.url}/events/new-year-concert`)).text();
    expect(concert).toMatch(/<meta property="og:description" content="[^"]*123,456 CAD/);
    expect((await publicSite()).departments[0]!.summary).toBe(newSummary);
    expect(consoleErrors).toEqual([]);
  });

  test('a second editor with a stale copy: the 412 message once, focus on Load their version; loading merges (what was typed kept, their other changes taken in, a part both changed offered); focus after each step', async () => {
    const { page } = await editorAt(360, 'second');
    // Meanwhile, another save (over REST, as the first editor's script might): the charity total and the e-mail.
    const token = await restToken(site, 'editor', password);
    const current = (await (
      await fetch(`${site.url}/api/admin/site`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as AdminSite & { content: { email: string } };
    const saved = await fetch(`${site.url}/api/admin/site`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'if-match': `"site-${current.version}"` },
      body: JSON.stringify({
        content: { ...current.content, email: 'theirs@uoftccs.ca', charity: { ...current.content.charity, amount: 130_000 } },
      }),
    });
    expect(saved.status).toBe(200);

    await page.getByLabel('Contact e-mail').fill('hello@uoftccs.ca');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Someone else saved the site content after you opened it.' });
    await expect.poll(() => alert.count()).toBe(1);
    // Said once.
    expect(((await alert.textContent()) ?? '').match(/Someone else saved/g)).toHaveLength(1);
    // Focus on what comes next, not the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-load-theirs'))).toBe(true);
    await page.getByRole('button', { name: 'Load their version' }).click();
    await announced(page, 'Their version is loaded.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-theirs'))).toBe(true);
    // What was typed is still there; their total (a part not typed in) is taken in; the e-mail, changed by both, is offered.
    expect(await page.getByLabel('Contact e-mail').inputValue()).toBe('hello@uoftccs.ca');
    expect(await page.getByLabel('Raised for charity').inputValue()).toBe('130000');
    expect(await page.locator('[data-taken]').textContent()).toBe('Their changes taken in: Charity.');
    expect(await page.getByRole('button', { name: 'Use theirs for “Charity”' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Use theirs for “Contact e-mail”' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await announced(page, 'The site content was saved. Every page shows it now.');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.textContent)).toBe('Save');
    const after = (await (
      await fetch(`${site.url}/api/admin/site`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as AdminSite & { content: { email: string } };
    expect(after.content.email).toBe('hello@uoftccs.ca');
    expect(after.content.charity.amount).toBe(130_000);
  });

  test('the preview and revisions cards (and the form’s sections) have room inside; the Bilibili address reads as words, at 360 and 1280 px, light and dark', async () => {
    const { page } = await editorAt(1280);
    for (const width of [360, 1280]) {
      for (const theme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: 900 });
        await reloadWith(page, theme, 'en');
        const preview = page.locator('[data-preview]');
        await preview.waitFor();
        for (const card of [preview, page.locator('.site-revisions'), page.locator('.site-section').first()]) {
          const padding = await card.evaluate((el) => Number.parseFloat(getComputedStyle(el).paddingLeft));
          expect(padding).toBeGreaterThanOrEqual(12);
        }
        const urls = await preview.locator('.site-preview__url').allTextContents();
        expect(urls.find((url) => url.includes('bilibili'))).toContain('keyword=中华文化学生会');
        expect(urls.join(' ')).not.toContain('%E4');
        await preview.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/site-cards-${width}-${theme}.png` });
      }
    }
  });

  test('closes the join form: the join page shows the message instead of the form, the header the record’s name', async () => {
    const { page } = await editorAt(1280);
    await page.getByLabel('The join form takes applications').uncheck();
    await page.getByLabel('Shown instead of the form while it is closed (English)').fill('Applications open again in September.');
    await page.locator('#site-name-en').fill('Chinese Culture Association');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await announced(page, 'The site content was saved. Every page shows it now.');
    await page.goto(`${site.url}/join`);
    await expect.poll(() => page.locator('[data-join-closed]').textContent()).toBe('Applications open again in September.');
    expect(await page.locator('form').count()).toBe(0);
    expect(await page.getByRole('banner').locator('.brand__name').textContent()).toBe('Chinese Culture Association');
  });

  test('adds a sub-group to a department and removes one; the join page lists them so', async () => {
    const { page } = await editorAt(1280);
    const career = page.locator('[data-department="career"]');
    await career.getByRole('button', { name: 'Add a sub-group to Career' }).click();
    await career.locator('#site-departments-1-groups-2-name-en').fill('Resume Clinic');
    await career.locator('#site-departments-1-groups-2-name-zh').fill('简历诊所');
    await career.locator('#site-departments-1-groups-2-description-en').fill('Résumés read and improved.');
    await career.locator('#site-departments-1-groups-2-description-zh').fill('帮你修改简历。');
    await career.getByRole('button', { name: 'Remove sub-group 1 of Career' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await announced(page, 'The site content was saved. Every page shows it now.');
    await page.goto(`${site.url}/join`);
    await expect
      .poll(() => page.locator('[data-department="career"] .department__group').allTextContents())
      .toEqual(['Industry Nights', 'Resume Clinic']);
  });

  test('a restore, asked first, brings the earlier text back', async () => {
    const { page } = await editorAt(1280);
    const first = page.locator('[data-revision="1"]');
    await first.getByRole('button', { name: /Restore the revision of/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore this revision?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await announced(page, 'The revision was restored. Every page shows it now.');
    const seedSummary = (await publicSite()).departments[0]!.summary;
    expect(seedSummary).not.toBe(newSummary);
    expect(seedSummary).toMatch(/^Music, ink and the stage\. The Arts department/);
    expect(await page.locator('[data-department="arts"]').getByLabel('Summary (English)').inputValue()).toBe(seedSummary);
    expect((await publicSite()).charity.amount).toBe(110_000);
  });

  test('a field refused shows its message beside it, in Chinese too, and nothing is saved', async () => {
    const { page } = await editorAt(1280);
    await reloadWith(page, 'light', 'zh');
    await page.locator('[data-screen="admin-site"] form').waitFor();
    await page.getByRole('group', { name: 'Instagram' }).getByLabel('网址（https://）').fill('http://www.instagram.com/x/');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => page.getByText('请输入以 https:// 开头的网址。').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('social.0.url');
    expect((await publicSite()).social[0]!.url).not.toContain('http://');
  });
});

describe('who may open /admin/site', () => {
  test('a staff member without the flag reads that they have no access; the user menu offers the screen to an editor', async () => {
    const { page } = await openPage({ locale: 'en-US' });
    await signInThroughGuard(page, `${site.url}/admin/site`, 'helper', password);
    await page.locator('[data-access="denied"]').waitFor();
    expect(await page.locator('[data-screen="admin-site"]').count()).toBe(0);
    const editor = await editorAt(1280);
    await editor.page
      .getByRole('banner')
      .getByRole('button', { name: /editor/ })
      .click();
    expect(await editor.page.getByRole('menuitem', { name: 'Site content' }).count()).toBe(1);
  });
});

describe('accessibility', () => {
  test('axe finds nothing on /admin/site in English and Chinese, light and dark, at 360 px and 1280 px', async () => {
    for (const width of [360, 1280]) {
      const { page } = await editorAt(width);
      for (const theme of ['light', 'dark'] as const) {
        for (const language of ['en', 'zh'] as const) {
          await reloadWith(page, theme, language);
          await page.locator('[data-screen="admin-site"] form').waitFor();
          expect(await axeViolations(page), `${width} ${theme} ${language}`).toEqual([]);
          expect(await overflows(page), `${width} ${theme} ${language}`).toBe(false);
        }
      }
    }
  });
});
