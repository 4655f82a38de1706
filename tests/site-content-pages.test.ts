// The society's record in what the server serves (issue 26 item 1, "everything reads it"): every
// page carries the record in its language for the web app's first render; the home page the
// Organization's structured data; link previews, the events' structured data, the team's
// departments and the mails follow a save at once, without a restart.
import { describe, expect, test } from 'vitest';
import type { PublicSite, SiteContent } from '../shared/site-content.schema.js';
import { createAccount, lastMailTo } from './helpers/accounts.js';
import { eventRow } from './helpers/events.js';
import { readHead } from './helpers/html-head.js';
import { appForFile } from './helpers/test-app.js';

const origin = 'https://ccs.example.org';
const t = appForFile({ env: { SEED_DEMO: 'false', PUBLIC_ORIGIN: origin } });
type Json = Record<string, any>;

async function page(path: string) {
  const response = await fetch(`${t.url}${path}`);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const script = /<script type="application\/json" id="site-content">([\s\S]*?)<\/script>/.exec(head);
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Json);
  return { html, head: readHead(html), record: script ? (JSON.parse(script[1]!) as PublicSite) : undefined, jsonLd };
}

/** Saves the record as `change` makes it from the current one, through the service (the API's own tests cover the doors). */
async function save(change: (content: SiteContent) => SiteContent) {
  const { content, version } = await t.app.services.site.admin();
  const editor = await createAccount(t, { flags: { canManageContent: true } });
  await t.app.services.site.save({ id: editor.id, username: editor.username }, change(content), version);
}

describe('a fresh install', () => {
  test('every page carries the record in its language; the home page the Organization', async () => {
    const home = await page('/');
    expect(home.record).toMatchObject({ language: 'en', name: 'Chinese Culture Society', charity: { amount: 110_000 } });
    expect(home.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Organization',
        name: 'Chinese Culture Society',
        email: 'contact@uoftccs.ca',
        address: expect.objectContaining({ '@type': 'PostalAddress', streetAddress: '7 Hart House Circle', addressCountry: 'CA' }),
        sameAs: ['https://www.instagram.com/uoftccs/', expect.stringContaining('bilibili'), 'https://www.linkedin.com/company/uoftccs/'],
      }),
    ]);
    expect((await page('/join?language=zh')).record).toMatchObject({ language: 'zh', name: '中华文化学生会' });
    expect((await page('/about?language=zh-Hant')).record).toMatchObject({ language: 'zh-Hant', name: '中華文化學生會' });
    // The team page answers per address (a past term's ?term=): it carries the record too.
    expect((await page('/team')).record).toMatchObject({ language: 'en', name: 'Chinese Culture Society' });
    // The concert page's preview as before.
    expect((await page('/events/new-year-concert')).head.meta('og:description')[0]).toContain('110,000 CAD');
  });

  test('the record cannot close its script element', async () => {
    await save((content) => ({
      ...content,
      texts: { ...content.texts, homeLead: { ...content.texts.homeLead, en: '</script><script>alert(1)</script>' } },
    }));
    const home = await page('/');
    expect(home.html).not.toContain('<script>alert(1)');
    expect(home.record!.texts.homeLead).toBe('</script><script>alert(1)</script>');
  });
});

describe('after a save, without a restart', () => {
  test('pages, link previews, structured data, the team’s departments and GET /api/site show the new values', async () => {
    await t.app.services.events.insertMany([
      eventRow('Concert at home', '2030-12-05T23:00:00.000Z', '2030-12-06T02:00:00.000Z', {
        location_en: 'Great Hall, 7 Hart House Circle',
      }),
    ]);
    // Read once before, so the caches hold the old values.
    await page('/');
    await page('/events');
    await fetch(`${t.url}/api/team/departments`);
    await save((content) => ({
      ...content,
      name: { en: 'Chinese Culture Association', zh: '中华文化协会' },
      charity: { ...content.charity, amount: 125_000 },
      social: content.social.map((n) => (n.id === 'instagram' ? { ...n, url: 'https://www.instagram.com/ccs.new/' } : n)),
      postalAddress: { ...content.postalAddress, streetAddress: '1 New Street' },
      departments: content.departments.map((d) =>
        d.id === 'arts'
          ? { ...d, groups: d.groups.map((g, i) => (i === 0 ? { ...g, name: { en: 'Guqin Circle', zh: '古琴会' } } : g)) }
          : d,
      ),
    }));

    const home = await page('/');
    expect(home.record).toMatchObject({ name: 'Chinese Culture Association', charity: { amount: 125_000 } });
    expect(home.record!.social[0]!.url).toBe('https://www.instagram.com/ccs.new/');
    expect(home.jsonLd[0]).toMatchObject({
      name: 'Chinese Culture Association',
      sameAs: expect.arrayContaining(['https://www.instagram.com/ccs.new/']),
      address: { streetAddress: '1 New Street' },
    });
    // Link previews: titles with the new name, the concert's description with the new total.
    expect(home.head.titles[0]).toBe('Chinese Culture Association · University of Toronto');
    expect((await page('/about')).head.meta('og:title')[0]).toBe('About us · Chinese Culture Association');
    expect((await page('/events/new-year-concert')).head.meta('og:description')[0]).toContain('125,000 CAD');
    expect((await page('/about?language=zh')).head.titles[0]).toContain('中华文化协会');
    expect((await page('/about?language=zh-Hant')).head.titles[0]).toContain('中華文化協會');
    // An event's own page: its title, then the society's new name.
    const slugged = ((await (await fetch(`${t.url}/api/events`)).json()) as { events: Array<{ slug: string }> }).events[0]!.slug;
    expect((await page(`/events/${slugged}`)).head.titles[0]).toBe('Concert at home · Chinese Culture Association');
    // The events' structured data: the organiser's new name (the record's address no longer matches the event's place).
    const events = (await page('/events')).jsonLd[0] as Json[];
    expect(events[0]!.organizer.name).toBe('Chinese Culture Association');
    expect(events[0]!.location.address).toBe('Great Hall, 7 Hart House Circle');
    const departments = (await (await fetch(`${t.url}/api/team/departments`)).json()) as {
      departments: Array<{ id: string; groups: Array<{ name: { en: string } }> }>;
    };
    expect(departments.departments[0]!.groups[0]!.name.en).toBe('Guqin Circle');
    expect(((await (await fetch(`${t.url}/api/site`)).json()) as PublicSite).charity.amount).toBe(125_000);

    // The calendar feed's name and description, in English, Chinese and Traditional.
    const feed = await (await fetch(`${t.url}/api/events.ics?language=en`)).text();
    expect(feed).toContain('X-WR-CALNAME:Chinese Culture Association events');
    expect(await (await fetch(`${t.url}/api/events.ics?language=zh`)).text()).toContain('X-WR-CALNAME:中华文化协会活动');
    expect(await (await fetch(`${t.url}/api/events.ics?language=zh-Hant`)).text()).toContain('X-WR-CALNAME:中華文化協會活動');
    // Mails: a sign-in code's subject names the society as its record does.
    const email = 'new.member@mail.utoronto.ca';
    expect(
      (
        await fetch(`${t.url}/api/auth/send-verification-code`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, purpose: 'register' }),
        })
      ).status,
    ).toBe(200);
    expect(lastMailTo(t, email)!.subject).toMatch(/^Chinese Culture Association /);
    // …and comes from it.
    expect(lastMailTo(t, email)!.from).toMatch(/^Chinese Culture Association </);
    // An authenticator app set up now names the society so too.
    const member = await createAccount(t);
    const login = (await (
      await fetch(`${t.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: member.username, password: member.password }),
      })
    ).json()) as { token: string };
    const setup = (await (
      await fetch(`${t.url}/api/auth/totp/setup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
        body: '{}',
      })
    ).json()) as { otpauthUri: string };
    expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\/Chinese%20Culture%20Association:/);
  });
});
