// The newsletter's schemas (issue 37; docs/decisions/050), shared by its procedures and the
// client's screens. A subscription is { email, language, topics }; a newsletter's fields are named
// as events' are (`subjectEn`, `subjectZh`, the editor's own Traditional in `…ZhHant`, empty:
// converted from the Simplified).
import { z } from 'zod';
import { emailAddress } from './auth.schema.js';
import { languages } from './constants.js';
import { pageInfo, pagingFields } from './paging.js';
import type { ValidationMessageKey } from './validation-messages.js';

export const newsletterLimits = {
  subject: 200,
  intro: 5000,
  articles: 20,
  /** A pending subscription not confirmed in this long is forgotten. */
  pendingDays: 7,
  /** Rows of an imported CSV file, and its size in bytes. */
  importRows: 5000,
  importBytes: 1024 * 1024,
  query: 200,
} as const;

/** What a subscriber may choose to receive. */
export const newsletterTopics = ['magazine', 'events'] as const;
export type NewsletterTopic = (typeof newsletterTopics)[number];

export const subscriberStatuses = ['pending', 'subscribed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

export const newsletterStates = ['draft', 'scheduled', 'sending', 'paused', 'sent'] as const;
export type NewsletterState = (typeof newsletterStates)[number];

const topics = z
  .array(z.enum(newsletterTopics, { error: 'validation.topics' }), { error: 'validation.topics' })
  .min(1, { error: 'validation.topics' })
  .max(newsletterTopics.length, { error: 'validation.topics' })
  .transform((chosen) => newsletterTopics.filter((topic) => chosen.includes(topic)))
  .meta({ description: 'What to receive: the magazine (new articles), coming events; at least one', example: ['magazine', 'events'] });

const language = z.enum(languages, { error: 'validation.language' }).meta({
  description: 'The language of the mails: en, zh (Simplified) or zh-Hant (Traditional)',
});

/** POST /api/newsletter/subscriptions: the same answer whether the address is new, pending or subscribed. */
export const subscribeInput = z
  .object({
    email: emailAddress.meta({ description: 'E-mail address', example: 'li.hua@mail.utoronto.ca' }),
    language,
    topics: topics.default([...newsletterTopics]),
  })
  .meta({ id: 'NewsletterSubscription' });
export type SubscribeInput = z.input<typeof subscribeInput>;

export const subscribeOutput = z.object({
  ok: z.literal(true),
  message: z.string().meta({ description: 'What happens next, in the request’s language: a confirmation mail is on its way' }),
});

/**
 * The token in the links of a preview, and of a test mail to an address not on the list: not a
 * token (too short to be one), so the server is never asked; the preferences page it opens says
 * what the link does in a reader's own mail.
 */
export const sampleNewsletterToken = 'sample';

/** A confirmation token or an address's own token, as its link carries it. */
export const tokenInput = z.object({
  token: z
    .string({ error: 'validation.linkInvalid' })
    .regex(/^[A-Za-z0-9_-]{32,128}$/, { error: 'validation.linkInvalid' })
    .meta({ description: 'The token of the link in the mail', example: 'Vq3xN8cTzL0bYw5sKp2eHd7uJr9aFm4gQi6oWn1tXyE' }),
});

/** An address's preferences, as its own link shows them (the address partly hidden: l***@mail.utoronto.ca). */
export const preferencesOutput = z.object({
  email: z.string().meta({ description: 'The address, its local part hidden but the first letter' }),
  language,
  topics: z.array(z.enum(newsletterTopics)),
  status: z.enum(subscriberStatuses),
});
export type Preferences = z.infer<typeof preferencesOutput>;

/** A confirmation's answer: the preferences, and the address's own token (its preferences page's link, as every newsletter carries it). */
export const confirmOutput = preferencesOutput.extend({
  token: z.string().meta({
    description: 'The address’s own token: its preferences page is /newsletter/preferences/{token}, the link every newsletter carries',
  }),
});

export const updatePreferencesInput = tokenInput.extend({ language, topics });

// --- Editors: the list

export const listSubscribersInput = z
  .object({
    ...pagingFields,
    q: z
      .string({ error: 'validation.invalid' })
      .trim()
      .max(newsletterLimits.query, { error: 'validation.invalid' })
      .default('')
      .meta({ description: 'Part of the address' }),
    status: z.enum(subscriberStatuses, { error: 'validation.invalid' }).optional(),
    language: z.enum(languages, { error: 'validation.language' }).optional(),
    topic: z.enum(newsletterTopics, { error: 'validation.topics' }).optional(),
  })
  .optional();

export const subscriberSchema = z
  .object({
    id: z.number().int().positive(),
    email: z.string(),
    language,
    topics: z.array(z.enum(newsletterTopics)),
    status: z.enum(subscriberStatuses),
    source: z.enum(['form', 'registration', 'imported', 'handover']),
    createdAt: z.string(),
    confirmedAt: z.string().nullable(),
    unsubscribedAt: z.string().nullable(),
  })
  .meta({ id: 'NewsletterSubscriber' });
export type Subscriber = z.infer<typeof subscriberSchema>;

export const listSubscribersOutput = z.object({
  subscribers: z.array(subscriberSchema),
  ...pageInfo,
  counts: z.object({ pending: z.number().int(), subscribed: z.number().int(), unsubscribed: z.number().int() }),
});

/** GET /api/admin/newsletter/subscribers.csv: the list's filters, every row they match. */
export const exportSubscribersInput = z
  .object({
    q: listSubscribersInput.unwrap().shape.q,
    status: listSubscribersInput.unwrap().shape.status,
    language: listSubscribersInput.unwrap().shape.language,
    topic: listSubscribersInput.unwrap().shape.topic,
  })
  .optional();

export const exportSubscribersOutput = z.object({ subscribers: z.array(subscriberSchema) });

export const subscriberIdInput = z.object({ id: z.number({ error: 'validation.invalid' }).int().positive() });

/** POST /api/admin/newsletter/subscribers/import: a CSV file's text (a header row with `email`, optional `language`). */
export const importSubscribersInput = z.object({
  csv: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(newsletterLimits.importBytes, { error: 'validation.importTooLarge' }),
  language: language.default('en').meta({ description: 'The language of rows that name none' }),
  topics: topics.default([...newsletterTopics]),
});

export const importSubscribersOutput = z.object({
  invited: z.number().int().meta({ description: 'New or pending addresses sent a confirmation mail' }),
  alreadySubscribed: z.number().int(),
  invalid: z.array(z.object({ line: z.number().int(), reason: z.string() })).meta({ description: 'Rows left out, with why' }),
});

// --- Editors: newsletters

const text = (max: number, message: ValidationMessageKey) =>
  z.string({ error: 'validation.invalid' }).trim().max(max, { error: message }).default('');

const traditionalOverride =
  'Its Traditional Chinese when the one converted from the Simplified will not do; empty (the default): converted.';

export const newsletterContent = z
  .object({
    subjectEn: text(newsletterLimits.subject, 'validation.subjectTooLong').meta({ description: 'The subject in English' }),
    subjectZh: text(newsletterLimits.subject, 'validation.subjectTooLong').meta({ description: 'The subject in Simplified Chinese' }),
    subjectZhHant: text(newsletterLimits.subject, 'validation.subjectTooLong').meta({ description: traditionalOverride }),
    introEn: text(newsletterLimits.intro, 'validation.introTooLong').meta({ description: 'The opening words in English, Markdown' }),
    introZh: text(newsletterLimits.intro, 'validation.introTooLong').meta({
      description: 'The opening words in Simplified Chinese, Markdown',
    }),
    introZhHant: text(newsletterLimits.intro, 'validation.introTooLong').meta({ description: traditionalOverride }),
    articleIds: z
      .array(z.number({ error: 'validation.invalid' }).int().positive(), { error: 'validation.invalid' })
      .max(newsletterLimits.articles, { error: 'validation.invalid' })
      .default([])
      .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.invalid' })
      .meta({ description: 'Published articles, in order' }),
    issueId: z
      .number({ error: 'validation.invalid' })
      .int()
      .positive()
      .nullable()
      .default(null)
      .meta({ description: 'A whole published issue (its articles after articleIds); null for none' }),
    includeEvents: z.boolean({ error: 'validation.invalid' }).default(true).meta({ description: 'A block of the coming events' }),
  })
  .meta({ id: 'NewsletterContent' });
export type NewsletterContent = z.output<typeof newsletterContent>;

export const newsletterProgress = z.object({
  recipients: z.number().int().meta({ description: 'Confirmed subscribers it goes to, counted when the send started' }),
  sent: z.number().int(),
  failed: z.number().int().meta({ description: 'Given up after the last try' }),
  left: z.number().int().meta({ description: 'Still to send (retries included)' }),
  failures: z
    .array(z.object({ email: z.string(), error: z.string(), attempts: z.number().int() }))
    .meta({ description: 'The addresses given up after the last try, with the mail server’s last answer (at most 100)' }),
});

export const newsletterSchema = z
  .object({
    id: z.number().int().positive(),
    state: z.enum(newsletterStates),
    version: z.number().int().min(1).meta({ description: 'Grows with each save; the ETag is "newsletter-<id>-<version>"' }),
    content: newsletterContent,
    sendAt: z.string().nullable().meta({ description: 'When a scheduled newsletter goes' }),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    progress: newsletterProgress,
    createdAt: z.string(),
    createdBy: z.string(),
    updatedAt: z.string(),
    updatedBy: z.string(),
  })
  .meta({ id: 'Newsletter' });
export type Newsletter = z.infer<typeof newsletterSchema>;

export const listNewslettersOutput = z.object({ newsletters: z.array(newsletterSchema) });

export const newsletterIdInput = z.object({ id: z.number({ error: 'validation.invalid' }).int().positive() });

/** PUT /api/admin/newsletter/issues/{id}: the whole content, from `version` (or If-Match). */
export const saveNewsletterInput = newsletterIdInput.extend({
  content: newsletterContent,
  version: z.number().int().min(1).optional().meta({ description: 'The version it was made from (over REST: If-Match)' }),
});

/** POST .../send: now, or at a time (ISO 8601 with offset). */
export const sendNewsletterInput = newsletterIdInput.extend({
  sendAt: z.iso.datetime({ offset: true, error: 'validation.invalid' }).optional().meta({ description: 'When to send; absent: now' }),
});

/** The mail as each subscriber gets it, for the preview: per language, HTML and text. */
export const newsletterPreviewOutput = z.object({
  previews: z.array(z.object({ language, subject: z.string(), html: z.string(), text: z.string() })),
});
