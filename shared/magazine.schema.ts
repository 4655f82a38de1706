// The magazine's schemas (issue 36; docs/decisions/048), shared by its procedures and the
// client's screens. Fields are named as events' are: `titleEn`, `titleZh`, the staff's own
// Traditional in `…ZhHant` (empty: converted from the Simplified), bodies in Markdown.
import { z } from 'zod';
import { articleStates } from './magazine-rules.js';
import { pageInfo, pagingFields } from './paging.js';
import type { ValidationMessageKey } from './validation-messages.js';

/** Longest text per field (characters, after trimming), and the most of each list. */
export const magazineLimits = {
  title: 200,
  standfirst: 600,
  body: 100_000,
  alt: 300,
  byline: 200,
  tag: 40,
  tags: 8,
  authors: 6,
  note: 2000,
  issueTitle: 200,
  issueArticles: 60,
  issueNumberMax: 100_000,
  url: 2048,
  pageSizeDefault: 12,
  pageSizeMax: 50,
} as const;

const text = (max: number, message: ValidationMessageKey) =>
  z.string({ error: 'validation.invalid' }).trim().max(max, { error: message }).default('');

const traditionalOverride =
  'Its Traditional Chinese, when the one converted from the Simplified will not do; empty (the default): converted. Answers in zh-Hant carry it in the Chinese field.';

/** A cover: an uploaded image's path (POST /api/admin/upload/image) or an https address; '' for none. */
const coverUrl = z
  .string({ error: 'validation.imageUrl' })
  .trim()
  .max(magazineLimits.url, { error: 'validation.imageUrl' })
  .refine(
    (url) =>
      url === '' ||
      /^\/uploads\/images\/[A-Za-z0-9_-]{1,64}-\d{1,5}x\d{1,5}\.(?:jpg|png)$/.test(url) ||
      /^https:\/\/[^/?#\s]+\S*$/.test(url),
    {
      error: 'validation.imageUrl',
    },
  )
  .default('');

/** A tag as readers see it and its page names it: words, no slash, at most 40 characters. */
export const tagSchema = z
  .string({ error: 'validation.tag' })
  .trim()
  .min(1, { error: 'validation.tag' })
  .max(magazineLimits.tag, { error: 'validation.tag' })
  .regex(/^[^/?#\\<>"]+$/, { error: 'validation.tag' })
  .meta({ description: 'A tag: words in any language, no slash; its page is /magazine/tags/{tag}', example: 'calligraphy' });

const accountId = z.number({ error: 'validation.authors' }).int({ error: 'validation.authors' }).positive({ error: 'validation.authors' });

/** What an author writes and an editor may change: everything of an article but its standing. */
export const articleContent = z
  .object({
    titleEn: text(magazineLimits.title, 'validation.titleTooLong').meta({
      description: 'Title in English; a title in at least one language is required to submit',
    }),
    titleZh: text(magazineLimits.title, 'validation.titleTooLong').meta({ description: 'Title in Simplified Chinese' }),
    titleZhHant: text(magazineLimits.title, 'validation.titleTooLong').meta({ description: traditionalOverride }),
    standfirstEn: text(magazineLimits.standfirst, 'validation.standfirstTooLong').meta({
      description: 'The lines under the title, in English',
    }),
    standfirstZh: text(magazineLimits.standfirst, 'validation.standfirstTooLong'),
    standfirstZhHant: text(magazineLimits.standfirst, 'validation.standfirstTooLong').meta({ description: traditionalOverride }),
    bodyEn: text(magazineLimits.body, 'validation.bodyTooLong').meta({
      description: 'The text in English, Markdown (CommonMark with tables; raw HTML shows as text; pinyin as {汉字|hàn zì})',
    }),
    bodyZh: text(magazineLimits.body, 'validation.bodyTooLong').meta({ description: 'The text in Simplified Chinese, Markdown' }),
    bodyZhHant: text(magazineLimits.body, 'validation.bodyTooLong').meta({ description: traditionalOverride }),
    coverUrl: coverUrl.meta({ description: 'An uploaded image’s path (POST /api/admin/upload/image) or an https address; empty for none' }),
    coverAltEn: text(magazineLimits.alt, 'validation.altTooLong').meta({
      description: 'What the cover shows, in English (required with a cover to submit)',
    }),
    coverAltZh: text(magazineLimits.alt, 'validation.altTooLong'),
    authorIds: z
      .array(accountId, { error: 'validation.authors' })
      .max(magazineLimits.authors, { error: 'validation.authors' })
      .default([])
      .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.authors' })
      .meta({
        description: `The staff accounts whose byline it carries, in order (at most ${magazineLimits.authors}); empty: the account that started it`,
      }),
    guestByline: text(magazineLimits.byline, 'validation.bylineTooLong').meta({
      description: 'A byline for a writer without an account, as plain text; empty for none',
    }),
    tags: z
      .array(tagSchema, { error: 'validation.tag' })
      .max(magazineLimits.tags, { error: 'validation.tagsTooMany' })
      .default([])
      .transform((tags) => [...new Map(tags.map((tag) => [tag.toLowerCase(), tag])).values()])
      .meta({ description: `At most ${magazineLimits.tags}; the same tag in another letter case counts once` }),
    issueId: z
      .number({ error: 'validation.invalid' })
      .int({ error: 'validation.invalid' })
      .positive({ error: 'validation.invalid' })
      .nullable()
      .default(null)
      .meta({ description: 'The issue it belongs to (GET /api/admin/magazine/issues), applied when it is published; null for none' }),
  })
  .meta({ id: 'ArticleContent' });
export type ArticleContent = z.output<typeof articleContent>;
export type ArticleContentInput = z.input<typeof articleContent>;

/** An empty article, as a new draft starts. */
export const emptyArticleContent: ArticleContent = articleContent.parse({});

const isoDateTime = z.iso.datetime({ offset: true }).meta({ example: '2026-12-05T23:00:00.000Z' });

export const bylineSchema = z.object({
  accountId: z.number().int().positive().nullable().meta({ description: 'The staff account; null for a guest byline' }),
  nameEn: z.string(),
  nameZh: z.string(),
  /** The team member's page, when they are on a published team; '' otherwise. */
  teamSlug: z.string().meta({ description: 'Their team page is /team/{teamSlug}; empty when they have none' }),
});
export type Byline = z.infer<typeof bylineSchema>;

/** An article as its authors and editors see it. */
export const editableArticle = z
  .object({
    id: z.number().int().positive(),
    slug: z
      .string()
      .meta({ description: 'Its page is /magazine/{slug}: the English title’s words and the id (the id decides; an old slug redirects)' }),
    state: z.enum(articleStates).meta({
      description:
        'draft (being written; returned ones carry the note), submitted (waiting for an editor), scheduled (approved for publishAt), published (live as it stands)',
    }),
    version: z.number().int().min(1).meta({ description: 'Grows by one with each save; the ETag is "article-<id>-<version>"' }),
    content: articleContent,
    isLive: z
      .boolean()
      .meta({ description: 'Whether a version of it is public now (an edited published article is a draft with a live version)' }),
    publishedAt: isoDateTime.nullable().meta({ description: 'When it first went public; null if never' }),
    liveUpdatedAt: isoDateTime.nullable().meta({ description: 'When its public version last changed; null if none' }),
    publishAt: isoDateTime.nullable().meta({ description: 'When a scheduled article goes public' }),
    reviewNote: z.string().meta({ description: 'The editor’s note when it was returned; empty otherwise' }),
    submittedAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    updatedBy: z.string().meta({ description: 'Who saved last (username)' }),
    createdBy: z
      .number()
      .int()
      .positive()
      .nullable()
      .meta({ description: 'The account that started it; null once that account was deleted' }),
    bylines: z.array(bylineSchema),
    readingMinutes: z.number().int().min(1),
  })
  .meta({ id: 'EditableArticle' });
export type EditableArticle = z.infer<typeof editableArticle>;

/** A body to see as readers will (the editor's live preview). */
export const previewInput = z.object({
  markdown: text(magazineLimits.body, 'validation.bodyTooLong').meta({ description: 'A body in Markdown, as an article takes it' }),
});
export const previewOutput = z.object({
  html: z.string().meta({ description: 'The safe HTML readers would see, made as the published page makes it' }),
  readingMinutes: z.number().int().min(0).meta({ description: 'Its reading time, in minutes (0 for an empty body)' }),
});

export const articleIdInput = z.object({
  id: z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).positive({ error: 'validation.invalid' }),
});

/** A save names the version it was made from: If-Match on REST, or `version` (If-Match wins when both come). */
export const saveArticleInput = articleIdInput.extend({
  content: articleContent,
  version: z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .optional()
    .meta({
      description: 'The version you edited, when not sent as If-Match',
    }),
});

export const articleEtag = (id: number, version: number) => `"article-${id}-${version}"`;

/**
 * The version an If-Match header names for article `id`, or undefined (absent or not this
 * article's). `*` matches any; a weak tag never matches (RFC 9110 §13.1.1).
 */
export function articleVersionOfIfMatch(header: string | undefined, id: number): number | '*' | undefined {
  if (header === undefined) return undefined;
  if (header.trim() === '*') return '*';
  const match = /^\s*"article-(\d{1,15})-(\d{1,9})"\s*$/.exec(header);
  return match && Number(match[1]) === id ? Number(match[2]) : undefined;
}

export const reviewArticleInput = articleIdInput.extend({
  decision: z.enum(['publish', 'return'], { error: 'validation.reviewDecision' }),
  note: text(magazineLimits.note, 'validation.noteTooLong').meta({ description: 'To the authors; required to return' }),
  publishAt: isoDateTime.nullable().default(null).meta({ description: 'Publish at this time instead of now (a time in the future)' }),
  version: z.number().int().min(1).optional().meta({ description: 'The version you reviewed, when not sent as If-Match' }),
});

export const listOwnArticlesInput = z.object({ page: pagingFields.page, pageSize: pagingFields.pageSize }).optional();

const articleRow = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  state: z.enum(articleStates),
  isLive: z.boolean(),
  titleEn: z.string(),
  titleZh: z.string(),
  updatedAt: isoDateTime,
  updatedBy: z.string(),
  publishedAt: isoDateTime.nullable(),
  publishAt: isoDateTime.nullable(),
  reviewNote: z.string(),
  bylines: z.array(bylineSchema),
});
export type ArticleRow = z.infer<typeof articleRow>;

export const articleListOutput = z.object({ articles: z.array(articleRow), ...pageInfo });
export type ArticleListOutput = z.infer<typeof articleListOutput>;

export const listAllArticlesInput = z
  .object({
    state: z
      .enum([...articleStates, 'live'], { error: 'validation.invalid' })
      .optional()
      .meta({ description: 'Only articles in this state (`live`: with a public version); all when absent' }),
    q: z
      .string({ error: 'validation.invalid' })
      .trim()
      .max(100, { error: 'validation.searchTooLong' })
      .optional()
      .meta({ description: 'Words of the title' }),
    page: pagingFields.page,
    pageSize: pagingFields.pageSize,
  })
  .optional();

export const revisionRow = z.object({
  id: z.number().int().positive(),
  version: z.number().int().min(1),
  at: isoDateTime,
  by: z.string(),
  action: z.enum(['create', 'save', 'restore']),
  restoredFrom: z.number().int().positive().nullable(),
});
export const revisionsOutput = z.object({ revisions: z.array(revisionRow).meta({ description: 'Newest first, at most 100' }) });

export const restoreRevisionInput = articleIdInput.extend({
  revisionId: z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).positive({ error: 'validation.invalid' }),
  version: z.number().int().min(1).optional(),
});

// Readers

const coverSchema = z
  .object({
    url: z.string().meta({ description: 'An uploaded image’s path or an https address' }),
    altEn: z.string(),
    altZh: z.string(),
  })
  .nullable()
  .meta({ description: 'The cover and what it shows; null for none' });

const issueRef = z
  .object({ number: z.number().int().positive(), titleEn: z.string(), titleZh: z.string() })
  .nullable()
  .meta({ description: 'The issue it appears in, if any (its page is /magazine/issues/{number})' });

/** An article in a reader's list: no body. */
export const articleSummary = z
  .object({
    id: z.number().int().positive(),
    slug: z
      .string()
      .meta({ description: 'Its page is /magazine/{slug}: the English title’s words and the id', example: 'the-brush-remembers-12' }),
    titleEn: z.string(),
    titleZh: z.string().meta({ description: 'In Simplified, or in Traditional with ?language=zh-Hant' }),
    standfirstEn: z.string(),
    standfirstZh: z.string(),
    cover: coverSchema,
    tags: z.array(z.string()),
    bylines: z.array(bylineSchema).meta({ description: 'Its authors in order, a guest byline last' }),
    issue: issueRef,
    publishedAt: isoDateTime,
    updatedAt: isoDateTime.meta({ description: 'When its public version last changed' }),
    readingMinutes: z.number().int().min(1).meta({ description: 'Minutes to read its longer language' }),
  })
  .meta({ id: 'ArticleSummary' });
export type ArticleSummary = z.infer<typeof articleSummary>;

export const publicArticle = articleSummary
  .extend({
    bodyEn: z.string().meta({ description: 'The text in English, Markdown' }),
    bodyZh: z.string().meta({ description: 'The text in Chinese, Markdown (Traditional with ?language=zh-Hant)' }),
    bodyHtmlEn: z
      .string()
      .meta({ description: 'The English text as safe HTML (rendered once on the server: no script, no event attributes, links checked)' }),
    bodyHtmlZh: z.string().meta({ description: 'The Chinese text as safe HTML' }),
  })
  .meta({ id: 'Article' });
export type PublicArticle = z.infer<typeof publicArticle>;

const positiveId = (description: string) =>
  z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .positive({ error: 'validation.invalid' })
    .meta({ description });

const readerPageSize = z
  .number({ error: 'validation.pageSize' })
  .int({ error: 'validation.pageSize' })
  .min(1, { error: 'validation.pageSize' })
  .max(magazineLimits.pageSizeMax, { error: 'validation.pageSize' });

export const listArticlesInput = z
  .object({
    page: pagingFields.page,
    pageSize: readerPageSize.default(magazineLimits.pageSizeDefault).meta({
      description: `Articles per page, 1 to ${magazineLimits.pageSizeMax}; ${magazineLimits.pageSizeDefault} when absent`,
    }),
    issue: z
      .number({ error: 'validation.invalid' })
      .int({ error: 'validation.invalid' })
      .positive({ error: 'validation.invalid' })
      .optional()
      .meta({ description: 'Only the articles of the issue with this number' }),
    tag: tagSchema.optional().meta({ description: 'Only the articles with this tag (any letter case)' }),
    author: z.string({ error: 'validation.invalid' }).trim().max(64, { error: 'validation.invalid' }).optional().meta({
      description: 'Only the articles of this team member (their username, as in /team/{username})',
    }),
  })
  .optional();
export type ListArticlesInput = z.input<typeof listArticlesInput>;

export const listArticlesOutput = z.object({
  articles: z.array(articleSummary).meta({ description: 'Newest first' }),
  ...pageInfo,
});
export type ListArticlesOutput = z.infer<typeof listArticlesOutput>;

export const articleSlugInput = z.object({
  slug: z.string({ error: 'validation.invalid' }).max(200, { error: 'validation.invalid' }).meta({
    description: 'The slug from its page address, or the id alone (the id at the end decides; an old slug still finds it)',
  }),
});

export const publicIssue = z
  .object({
    number: z.number().int().positive(),
    titleEn: z.string(),
    titleZh: z.string(),
    date: z.iso.date().meta({ description: 'The issue’s date as printed' }),
    cover: coverSchema,
    articleCount: z.number().int().min(0).meta({ description: 'Its public articles' }),
  })
  .meta({ id: 'Issue' });
export type PublicIssue = z.infer<typeof publicIssue>;

export const issuesOutput = z.object({ issues: z.array(publicIssue).meta({ description: 'Newest number first' }) });
export const issueNumberInput = z.object({ number: positiveId('The issue’s number') });
export const issueOutput = z.object({
  issue: publicIssue,
  articles: z.array(articleSummary).meta({ description: 'In the issue’s order' }),
});
export type IssueOutput = z.infer<typeof issueOutput>;

// Editors: issues

export const issueContent = z
  .object({
    number: z
      .number({ error: 'validation.issueNumber' })
      .int({ error: 'validation.issueNumber' })
      .min(1, { error: 'validation.issueNumber' })
      .max(magazineLimits.issueNumberMax, { error: 'validation.issueNumber' }),
    titleEn: text(magazineLimits.issueTitle, 'validation.titleTooLong'),
    titleZh: text(magazineLimits.issueTitle, 'validation.titleTooLong'),
    titleZhHant: text(magazineLimits.issueTitle, 'validation.titleTooLong').meta({ description: traditionalOverride }),
    date: z.iso.date({ error: 'validation.date' }),
    coverUrl: coverUrl.meta({ description: 'An uploaded image’s path or an https address; empty for none' }),
    coverAltEn: text(magazineLimits.alt, 'validation.altTooLong'),
    coverAltZh: text(magazineLimits.alt, 'validation.altTooLong'),
    isPublished: z
      .boolean({ error: 'validation.invalid' })
      .default(false)
      .meta({ description: 'Shown to readers (with its public articles)' }),
    articleIds: z
      .array(positiveId('An article'), { error: 'validation.invalid' })
      .max(magazineLimits.issueArticles, { error: 'validation.issueArticles' })
      .default([])
      .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.issueArticles' })
      .meta({ description: 'Its articles in order; an article is in one issue at most (listing it here takes it out of another)' }),
  })
  .check((ctx) => {
    if (!ctx.value.titleEn && !ctx.value.titleZh)
      ctx.issues.push({ code: 'custom', input: ctx.value.titleEn, path: ['titleEn'], message: 'validation.issueTitleRequired' });
  })
  .meta({ id: 'IssueContent' });
export type IssueContent = z.output<typeof issueContent>;

export const editableIssue = z
  .object({
    id: z.number().int().positive(),
    number: z.number().int().positive(),
    titleEn: z.string(),
    titleZh: z.string(),
    titleZhHant: z.string(),
    date: z.string(),
    coverUrl: z.string(),
    coverAltEn: z.string(),
    coverAltZh: z.string(),
    isPublished: z.boolean(),
    articles: z.array(z.object({ id: z.number().int().positive(), titleEn: z.string(), titleZh: z.string(), isLive: z.boolean() })),
    updatedAt: isoDateTime,
  })
  .meta({ id: 'EditableIssue' });
export type EditableIssue = z.infer<typeof editableIssue>;

export const editableIssuesOutput = z.object({ issues: z.array(editableIssue) });
export const saveIssueInput = issueContent;
export const updateIssueInput = z.object({ id: positiveId('The issue’s id'), issue: issueContent });
export const issueIdInput = z.object({ id: positiveId('The issue’s id') });
