// Moments read the same for everyone (issue 21, item 13): a member whose browser is in Shanghai
// and an admin whose browser is in London see the same text for the same moment, in Toronto
// time with the zone named ("EST", "多伦多时间"): the member's "last sent for review" and the
// reviewer's list, the join confirmation and the applications inbox, in English and in Chinese.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { insertAccounts, reloadWith, restToken, saveProfile, signInThroughGuard, useSite } from './support';

const { site, openPage } = useSite();
const password = 'a long passphrase';

beforeAll(async () => {
  await insertAccounts(
    site,
    [
      { username: 'chief', role: 'admin' },
      { username: 'mei.lin', role: 'staff', order: 1 },
    ],
    password,
  );
  const fields = {
    nameEn: 'Mei Lin',
    nameZh: '林梅',
    positionEn: 'Pianist',
    positionZh: '钢琴手',
    department: 'arts',
    bioEn: 'Plays.',
    bioZh: '弹琴。',
    email: 'mei.lin@mail.utoronto.ca',
  };
  expect(await saveProfile(site, await restToken(site, 'mei.lin', password), fields)).toBe(200);
});

const languages = [
  { language: 'en', locale: 'en-US', zone: /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [ap]\.m\. E[SD]T$/ },
  { language: 'zh', locale: 'zh-CN', zone: /^\d{4}年\d{1,2}月\d{1,2}日 多伦多时间 \d{2}:\d{2}$/ },
] as const;

/** Signs in at `path` (in English) in a browser in `timezoneId`, then shows the page in `language`. */
async function signedIn(username: string, path: string, timezoneId: string, language: 'en' | 'zh') {
  const opened = await openPage({ locale: 'en-US', timezoneId });
  await signInThroughGuard(opened.page, `${site.url}${path}`, username, password);
  if (language === 'zh') await reloadWith(opened.page, 'light', 'zh');
  return opened;
}

const text = async (page: Page, selector: string) => ((await page.locator(selector).first().textContent()) ?? '').trim();

describe('the same moment reads the same on every screen, whatever zone the browser is in', () => {
  for (const { language, locale, zone } of languages) {
    test(`a profile sent for review, for the member and the reviewer (${language})`, async () => {
      const member = await signedIn('mei.lin', '/staff/profile', 'Asia/Shanghai', language);
      const sent = await text(member.page, '.profile-status__dates li');
      const memberSees = sent.replace(/^(Last sent for review: |最近一次提交审核：)/, '');
      expect(memberSees, sent).toMatch(zone);

      const admin = await signedIn('chief', '/admin/staff?tab=reviews', 'Europe/London', language);
      await admin.page.locator('tr[data-profile="mei.lin"]').waitFor();
      expect(await text(admin.page, 'tr[data-profile="mei.lin"] .admin-staff__login')).toBe(memberSees);
      expect(member.consoleErrors.concat(admin.consoleErrors)).toEqual([]);
      await member.context.close();
      await admin.context.close();
    });

    test(`an application, in the confirmation and in the inbox (${language})`, async () => {
      const visitor = await openPage({ locale, timezoneId: 'Asia/Shanghai' });
      await visitor.page.goto(`${site.url}/join?form=only&language=${language}`);
      const form = visitor.page.locator('form.join-form');
      await form.locator('input[name="name"]').fill('Zhou Yu');
      await form.locator('input[name="email"]').fill('zhou.yu@mail.utoronto.ca');
      await form.locator('select[name="group"]').selectOption('arts');
      await form.locator('button[type="submit"]').click();
      const receipt = visitor.page.locator('.join-receipt');
      await receipt.waitFor();
      const id = await receipt.getAttribute('data-application-id');
      const reference = await text(visitor.page, '.join-receipt__reference');
      expect(reference, 'one full stop').not.toMatch(/\.\.$|。。$/);
      const confirmed = /^(?:Reference number \d+, received (.+)\.|申请编号 \d+，收到时间：(.+)。)$/.exec(reference);
      const visitorSees = confirmed?.[1] ?? confirmed?.[2] ?? '';
      expect(visitorSees, reference).toMatch(zone);

      const admin = await signedIn('chief', '/admin/staff?tab=applications', 'Europe/London', language);
      const inbox = admin.page.locator(`li[data-application="${id}"] time`);
      await inbox.waitFor();
      expect((await inbox.textContent())?.trim()).toBe(visitorSees);
      await visitor.context.close();
      await admin.context.close();
    });
  }
});

describe('an event over several days (issue 34)', () => {
  test('its page and its card name each day, and the card its end too, in English, Simplified and Traditional', async () => {
    const token = await restToken(site, 'chief', password);
    // 15:00 UTC three days from now to 21:00 UTC the day after: two days in Toronto (with both
    // years when they straddle a new year).
    const day = new Date(Date.now() + 3 * 86_400_000);
    const startsAt = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 15));
    const endsAt = new Date(startsAt.getTime() + 30 * 3_600_000);
    const response = await fetch(`${site.url}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        titleEn: 'Two-day retreat',
        titleZh: '两日研习营',
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
      }),
    });
    expect(response.status).toBe(200);
    const { slug } = (await response.json()) as { slug: string };
    const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ').trim();
    for (const [language, title, page, card] of [
      [
        'en',
        'Two-day retreat',
        /^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2},( \d{4},)? \d{1,2}:00 (a\.m\.|AM) – [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:00 (p\.m\.|PM) E[SD]T$/,
        /^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2},( \d{4},)? \d{1,2}:00 (a\.m\.|AM) – [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:00 (p\.m\.|PM) E[SD]T$/,
      ],
      [
        'zh',
        '两日研习营',
        /^\d{4}年\d{1,2}月\d{1,2}日星期. 多伦多时间 \d{2}:00 – (\d{4}年)?\d{1,2}月\d{1,2}日星期. \d{2}:00$/,
        /^\d{4}年\d{1,2}月\d{1,2}日周. 多伦多时间 \d{2}:00 – (\d{4}年)?\d{1,2}月\d{1,2}日周. \d{2}:00$/,
      ],
      [
        'zh-Hant',
        '兩日研習營',
        /^\d{4}年\d{1,2}月\d{1,2}日星期. 多倫多時間 \d{2}:00 – (\d{4}年)?\d{1,2}月\d{1,2}日星期. \d{2}:00$/,
        /^\d{4}年\d{1,2}月\d{1,2}日週. 多倫多時間 \d{2}:00 – (\d{4}年)?\d{1,2}月\d{1,2}日週. \d{2}:00$/,
      ],
    ] as const) {
      const { page: tab, context, consoleErrors } = await openPage({ locale: 'en-US', timezoneId: 'America/Toronto' });
      await tab.goto(`${site.url}/events/${slug}?language=${language}`);
      const when = tab.locator('[data-event-time]');
      await when.waitFor();
      expect(plain((await when.textContent()) ?? ''), language).toMatch(page);
      await tab.goto(`${site.url}/events?language=${language}`);
      const eventCard = tab.locator('.event-card', { hasText: title });
      await eventCard.waitFor();
      expect(plain((await eventCard.locator('.event-card__when').textContent()) ?? ''), language).toMatch(card);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });
});
