// The record of the society's facts and texts a fresh install starts from (issue 26): today's
// shared/site.ts and constants, and the home and about pages' own words, so nothing visible
// changes until staff save. The migration stores it; tests compare against it.
import { concert } from './constants.js';
import { site } from './site.js';
import type { SiteContent } from './site-content.schema.js';
import { siteTextsSeed } from './site-texts.seed.js';

const copy = <T>(value: T): T => structuredClone(value) as T;

/** The seed's facts: all but the pages' texts (the web app's first script holds these, not the texts: decision 037). */
export function siteFactsSeed(): Omit<SiteContent, 'texts'> {
  return copy({
    name: site.name,
    university: site.university,
    address: { en: [...site.address.en], zh: [...site.address.zh] },
    postalAddress: site.postalAddress,
    email: site.email,
    social: site.social.map((n) => ({ id: n.id, name: n.name, url: n.url })),
    wechat: site.wechat,
    charity: { amount: concert.charityTotalCad, currency: concert.charityCurrency, asOf: concert.charityAsOf },
    concert: { startYear: concert.startYear },
    departments: site.departments.map((d) => ({
      id: d.id,
      name: d.name,
      summary: d.summary,
      groups: d.groups.map((g) => ({ name: g.name, description: g.description })),
    })),
    requirements: [...site.requirements],
    join: {
      open: true,
      closedMessage: {
        en: 'We are not taking applications right now. Follow us to hear when we open again.',
        zh: '目前暂不接受申请。关注我们，第一时间了解下次开放。',
      },
    },
  });
}

/** A fresh copy of the seed record. */
export function siteContentSeed(): SiteContent {
  return { ...siteFactsSeed(), texts: copy(siteTextsSeed) };
}
