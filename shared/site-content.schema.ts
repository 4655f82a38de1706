// The society's facts and texts as staff edit them (issue 26, docs/decisions/037): one bilingual
// record, stored in SQLite, read by every screen, the footer, link previews, structured data, the
// calendar feed and the mails. Both schemas below are made from one shape: the record as edited
// (every text in English and Simplified Chinese) and as a visitor reads it (one language's side).
import { z } from 'zod';
import { departments } from './departments.js';
import type { ValidationMessageKey } from './validation-messages.js';

/** The networks the footer and the social rail draw an icon for. */
export const socialNetworkIds = ['instagram', 'bilibili', 'linkedin'] as const;

export const siteContentLimits = { short: 120, text: 600, long: 2000, lines: 6, list: 12 } as const;

const tooLong: Record<number, ValidationMessageKey> = {
  [siteContentLimits.short]: 'validation.siteShortText',
  [siteContentLimits.text]: 'validation.siteText',
  [siteContentLimits.long]: 'validation.siteLongText',
};

/** A text of at most `max` characters, trimmed; required unless `optional`. */
function text(max: number, optional = false) {
  const trimmed = z.string({ error: 'validation.required' }).trim().max(max, { error: tooLong[max]! });
  return optional ? trimmed : trimmed.min(1, { error: 'validation.required' });
}

/**
 * The record's shape, made twice: `localized` gives a text's schema (both languages, or one), and
 * `lines` that of lines or paragraphs.
 */
function siteShape<T extends z.ZodType, P extends z.ZodType>({
  localized,
  lines,
}: {
  localized: (max: number, optional?: boolean) => T;
  lines: (max: number) => P;
}) {
  const group = z.object({ name: localized(siteContentLimits.short), description: localized(siteContentLimits.text) });
  return z.object({
    name: localized(siteContentLimits.short).meta({ description: 'The society’s name' }),
    university: localized(siteContentLimits.short),
    address: lines(siteContentLimits.short).meta({
      description: 'The postal address, one line per entry, in the order each language writes it',
    }),
    postalAddress: z
      .object({
        streetAddress: text(siteContentLimits.short),
        addressLocality: text(siteContentLimits.short),
        addressRegion: text(siteContentLimits.short),
        postalCode: text(siteContentLimits.short),
        addressCountry: z
          .string({ error: 'validation.countryCode' })
          .regex(/^[A-Z]{2}$/, { error: 'validation.countryCode' })
          .meta({ description: 'ISO 3166-1 alpha-2', example: 'CA' }),
      })
      .meta({ description: 'The same address in parts (schema.org PostalAddress), for structured data' }),
    email: z
      .email({ error: 'validation.email' })
      .max(siteContentLimits.short, { error: 'validation.email' })
      .meta({ example: 'contact@uoftccs.ca' }),
    social: z
      .array(
        z.object({
          id: z.enum(socialNetworkIds, { error: 'validation.socialNetworks' }),
          name: localized(siteContentLimits.short),
          url: z
            .url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'validation.httpsUrl' })
            .max(siteContentLimits.long, { error: 'validation.httpsUrl' })
            .meta({ description: 'https only', example: 'https://www.instagram.com/uoftccs/' }),
        }),
      )
      .refine((list) => list.length === socialNetworkIds.length && new Set(list.map((n) => n.id)).size === list.length, {
        error: 'validation.socialNetworks',
      })
      .meta({ description: 'Instagram, Bilibili and LinkedIn, each once, in display order' }),
    wechat: z.object({
      searchName: text(siteContentLimits.short).meta({ description: 'What visitors search for in WeChat (it has no public profile link)' }),
    }),
    charity: z
      .object({
        amount: z
          .number({ error: 'validation.charityTotal' })
          .int({ error: 'validation.charityTotal' })
          .min(0, { error: 'validation.charityTotal' })
          .max(1e12, { error: 'validation.charityTotal' }),
        currency: z
          .string({ error: 'validation.currency' })
          .regex(/^[A-Z]{3}$/, { error: 'validation.currency' })
          .meta({ example: 'CAD' }),
        asOf: z.iso.date({ error: 'validation.date' }).meta({ description: 'The day the total was counted', example: '2026-04-30' }),
      })
      .meta({ description: 'What the New Year Concert has raised for charity' }),
    concert: z
      .object({
        startYear: z
          .number({ error: 'validation.concertYear' })
          .int({ error: 'validation.concertYear' })
          .min(1900, { error: 'validation.concertYear' })
          .max(2100, { error: 'validation.concertYear' }),
      })
      .meta({ description: 'The first New Year Concert; the count of consecutive years is derived from it' }),
    departments: z
      .array(
        z.object({
          id: z.enum(departments, { error: 'validation.siteDepartments' }),
          name: localized(siteContentLimits.short),
          summary: localized(siteContentLimits.text),
          groups: z.array(group).max(siteContentLimits.list, { error: 'validation.listTooLong' }),
        }),
      )
      .refine((list) => list.length === departments.length && list.every((d, i) => d.id === departments[i]), {
        error: 'validation.siteDepartments',
      })
      .meta({ description: 'The six departments, in their fixed order: their names, summaries and sub-groups' }),
    requirements: z
      .array(localized(siteContentLimits.text))
      .min(1, { error: 'validation.required' })
      .max(siteContentLimits.list, { error: 'validation.listTooLong' }),
    join: z
      .object({
        open: z.boolean(),
        closedMessage: localized(siteContentLimits.text, true).meta({ description: 'Shown instead of the form while it is closed' }),
      })
      .meta({ description: 'Whether the join form takes applications' }),
    texts: z
      .object({
        homeLead: localized(siteContentLimits.text),
        homeIntro: lines(siteContentLimits.long),
        aboutLead: localized(siteContentLimits.text),
        aboutStory: lines(siteContentLimits.long),
      })
      .meta({ description: 'The home and about pages’ own words (intro and story in paragraphs)' }),
  });
}

const bilingual = (max: number, optional = false) => z.object({ en: text(max, optional), zh: text(max, optional) });
const bilingualLines = (max: number) => {
  const side = z
    .array(text(max))
    .min(1, { error: 'validation.addressLines' })
    .max(siteContentLimits.lines, { error: 'validation.addressLines' });
  return z.object({ en: side, zh: side });
};

/** The record as staff edit it: every text in English and Simplified Chinese. */
export const siteContent = siteShape({ localized: bilingual, lines: bilingualLines }).meta({ id: 'SiteContent' });
export type SiteContent = z.infer<typeof siteContent>;
export type SiteContentInput = z.input<typeof siteContent>;

/** The record as a visitor reads it: one language's side (Traditional converted from the Simplified). */
const publicSiteShape = siteShape({ localized: () => z.string(), lines: () => z.array(z.string()) });
export const publicSite = publicSiteShape
  .extend({
    language: z.enum(['en', 'zh', 'zh-Hant']).meta({ description: 'The side this answer carries' }),
    otherName: z.string().meta({
      description: 'The society’s name in the other content language (English for Chinese readers, Simplified Chinese for English readers)',
    }),
    version: z.number().int().meta({ description: 'The record’s version: each save adds one' }),
  })
  .meta({ id: 'PublicSite' });
export type PublicSite = z.infer<typeof publicSite>;

export const siteLanguageInput = z
  .object({
    language: z
      .enum(['en', 'zh', 'zh-Hant'], { error: 'validation.invalid' })
      .default('en')
      .meta({ description: 'The side to read: en, zh (Simplified) or zh-Hant (Traditional, converted when saved)' }),
  })
  .default({ language: 'en' });

/** The fields a revision names as changed: the record's top-level keys. */
export const siteContentFields = Object.keys(siteContent.shape) as Array<keyof SiteContent>;
export const siteContentField = z.enum(siteContentFields as [keyof SiteContent, ...Array<keyof SiteContent>]);

export const adminSite = z
  .object({
    content: siteContent,
    version: z.number().int().meta({ description: 'Send it back (If-Match: "site-<version>" on REST, or `version`) with the next save' }),
    updatedAt: z.string().nullable().meta({ description: 'When it was last saved; null while it is the seed' }),
    updatedBy: z.string().nullable().meta({ description: 'Who saved it last (username)' }),
  })
  .meta({ id: 'AdminSite' });
export type AdminSite = z.infer<typeof adminSite>;

export const saveSiteInput = z.object({
  content: siteContent,
  version: z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).optional().meta({
    description:
      'The version you edited (from GET /api/admin/site). On REST, send `If-Match: "site-<version>"` instead (it wins); one of the two is required.',
  }),
});
export type SaveSiteInput = z.infer<typeof saveSiteInput>;

export const siteRevision = z
  .object({
    id: z.number().int(),
    version: z.number().int().meta({ description: 'The record’s version this save made' }),
    at: z.string(),
    by: z.string().nullable().meta({ description: 'Username of who saved (null: the seed)' }),
    changed: z.array(siteContentField).meta({ description: 'The parts of the record this save changed' }),
    restoredFrom: z.number().int().nullable().meta({ description: 'The revision this save brought back, when it was a restore' }),
  })
  .meta({ id: 'SiteRevision' });
export type SiteRevision = z.infer<typeof siteRevision>;

export const siteRevisionsOutput = z.object({ revisions: z.array(siteRevision).meta({ description: 'Newest first, at most 100' }) });

export const restoreSiteInput = z.object({
  id: z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(2 ** 31 - 1, { error: 'validation.invalid' }),
  version: saveSiteInput.shape.version,
});

/** The ETag of a version of the record, as GET /api/admin/site sends it and If-Match carries it back. */
export const siteEtag = (version: number) => `"site-${version}"`;

/**
 * The version an If-Match header names, or undefined (absent or not one of ours). `*` matches any.
 * If-Match compares strongly (RFC 9110 §13.1.1): a weak tag (`W/"site-7"`) never matches.
 */
export function versionOfIfMatch(header: string | undefined): number | '*' | undefined {
  if (header === undefined) return undefined;
  if (header.trim() === '*') return '*';
  const match = /^\s*"site-(\d{1,9})"\s*$/.exec(header);
  return match ? Number(match[1]) : undefined;
}
