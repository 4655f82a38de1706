// The magazine on both doors (issue 36; docs/decisions/048). Readers: the live articles, issues
// and tags, cached like events. Authors (any active member), on their own articles: start, read,
// save, submit. Editors (manageMagazine): every article, the review, unpublishing, deleting,
// revisions, and the issues. A save says which version it was made from: on REST in If-Match
// (the ETag of the article's GET), over tRPC in `version` (If-Match wins when both come).
import { z } from 'zod';
import {
  articleEtag,
  articleIdInput,
  articleListOutput,
  articleSlugInput,
  articleVersionOfIfMatch,
  editableArticle,
  editableIssue,
  editableIssuesOutput,
  issueIdInput,
  issueNumberInput,
  issueOutput,
  issuesOutput,
  listAllArticlesInput,
  listArticlesInput,
  listArticlesOutput,
  listOwnArticlesInput,
  previewInput,
  previewOutput,
  publicArticle,
  restoreRevisionInput,
  reviewArticleInput,
  revisionsOutput,
  saveArticleInput,
  saveIssueInput,
  updateIssueInput,
  articleContent,
  type ListArticlesInput,
} from '../../../shared/magazine.schema.js';
import { pagingLimits } from '../../../shared/paging.js';
import type { Services } from '../../services.js';
import type { Context } from '../../trpc/context.js';
import { mergeRouters, router } from '../../trpc/init.js';
import { activeProcedure, manageMagazineProcedure, publicProcedure, rateLimited } from '../../trpc/procedures.js';
import { rateLimitRules } from '../../lib/rate-limits.js';
import type { ChineseSide } from '../../lib/traditional.js';
import type { ExpectedVersion } from './magazine.service.js';

type ListInput = NonNullable<z.output<typeof listArticlesInput>>;
const listArticles = (services: Services, input: ListArticlesInput, side: ChineseSide) =>
  services.magazine.list((input ?? { page: 1, pageSize: 12 }) as ListInput, side);
const getArticle = (services: Services, input: z.output<typeof articleSlugInput>, side: ChineseSide) =>
  services.magazine.article(input.slug, side);
const listIssues = (services: Services, _input: undefined, side: ChineseSide) => services.magazine.issues(side);
const getIssue = (services: Services, input: z.output<typeof issueNumberInput>, side: ChineseSide) =>
  services.magazine.issue(input.number, side);
const listTags = (services: Services) => services.magazine.tags();

/** The version a save was made from: If-Match (REST, or any client that sends it), else the input's. */
function expectedVersion(ctx: Context, id: number, version: number | undefined): ExpectedVersion {
  const header = ctx.req.headers['if-match'];
  if (header !== undefined) return articleVersionOfIfMatch(Array.isArray(header) ? header.join(',') : header, id) ?? -1;
  return version;
}

const withEtag = <T extends { id: number; version: number }>(ctx: Context, answer: T): T => {
  void ctx.reply.header('etag', articleEtag(answer.id, answer.version));
  return answer;
};

const ifMatch = z.object({
  'If-Match': z.string().optional().meta({
    description:
      'The ETag of the article you edited, like "article-12-7" (or * for whatever is current). Required unless the body has `version`.',
  }),
});
const etagHeader = z.object({
  ETag: z
    .string()
    .meta({ description: 'The article’s version now, as If-Match takes it back: "article-<id>-<version>"', example: '"article-12-8"' }),
});

const cached = 'Answers carry an ETag; send it back in If-None-Match for a 304. Nothing unpublished is ever in them.';
const authorWords = {
  404: 'No article has this id, or it is neither yours nor are you an editor. Nothing is changed.',
} as const;
const saveWords = {
  ...authorWords,
  409: 'The article waits for an editor’s review (code `CONFLICT`): an author changes it again once it is returned or published. Nothing is changed.',
  412: 'Someone saved the article after the version you name (code `STALE_VERSION`): GET it again, reapply your changes, save with its ETag. Nothing is changed.',
  428: 'No version named: send If-Match (or `version`). Nothing is changed.',
} as const;
const editorWords = 'Needs the manageMagazine permission (editors; admins have it). Recorded in the audit log.';

/** An article's texts at their longest (three bodies of 100,000 characters of Chinese, three bytes each) fit; other bodies stay at the app's 100 KiB. */
export const articleBodyBytes = 1536 * 1024;
const articleBody = { bodyBytes: articleBodyBytes } as const;
const tooLarge = { 413: 'The body is larger than 1.5 MiB.' } as const;

const deletedOutput = z.object({ id: z.number().int().positive().meta({ description: 'What was deleted' }) });

/** Readers: GET /api/magazine/…, cached, live versions only. */
const readersRouter = router({
  list: publicProcedure
    .meta({
      cachedRead: { cache: 'magazine', read: listArticles },
      openapi: {
        method: 'GET',
        path: '/magazine/articles',
        tags: ['magazine'],
        summary: 'Articles',
        description: `The public articles, newest first, a page at a time: all, or of one issue (its number), one tag, or one team member (their username). Bodies are left out: GET /api/magazine/articles/{slug} has them. ${cached}`,
        protect: false,
      },
    })
    .input(listArticlesInput)
    .output(listArticlesOutput)
    .query(async ({ ctx, input }) => (await listArticles(ctx.services, input, ctx.chineseSide)).data),

  article: publicProcedure
    .meta({
      cachedRead: { cache: 'magazine', read: getArticle },
      openapi: {
        method: 'GET',
        path: '/magazine/articles/{slug}',
        tags: ['magazine'],
        summary: 'One article',
        description: `A public article with its text in Markdown and as safe HTML. The id at the end of the slug decides, so an old slug still finds it (its page redirects to the current one). ${cached}`,
        protect: false,
        errorResponses: { 404: 'No public article has this id.' },
      },
    })
    .input(articleSlugInput)
    .output(publicArticle)
    .query(async ({ ctx, input }) => (await getArticle(ctx.services, input, ctx.chineseSide)).data),

  issues: publicProcedure
    .meta({
      cachedRead: { cache: 'magazine', read: listIssues },
      openapi: {
        method: 'GET',
        path: '/magazine/issues',
        tags: ['magazine'],
        summary: 'Issues',
        description: `The published issues, newest number first, each with how many public articles it holds. ${cached}`,
        protect: false,
      },
    })
    .input(z.void())
    .output(issuesOutput)
    .query(async ({ ctx }) => (await listIssues(ctx.services, undefined, ctx.chineseSide)).data),

  issue: publicProcedure
    .meta({
      cachedRead: { cache: 'magazine', read: getIssue },
      openapi: {
        method: 'GET',
        path: '/magazine/issues/{number}',
        tags: ['magazine'],
        summary: 'One issue',
        description: `A published issue with its public articles in the issue’s order. ${cached}`,
        protect: false,
        errorResponses: { 404: 'No published issue has this number.' },
      },
    })
    .input(issueNumberInput)
    .output(issueOutput)
    .query(async ({ ctx, input }) => (await getIssue(ctx.services, input, ctx.chineseSide)).data),

  tags: publicProcedure
    .meta({
      cachedRead: { cache: 'magazine', read: listTags },
      openapi: {
        method: 'GET',
        path: '/magazine/tags',
        tags: ['magazine'],
        summary: 'Tags',
        description: `The tags of public articles with how many carry each, most used first (their pages are /magazine/tags/{tag}). ${cached}`,
        protect: false,
      },
    })
    .input(z.void())
    .output(z.object({ tags: z.array(z.object({ tag: z.string(), count: z.number().int().min(1) })) }))
    .query(async ({ ctx }) => (await listTags(ctx.services)).data),
});

/** Authors: /api/staff/articles, their own articles (editors reach every one). */
export const articlesRouter = router({
  mine: activeProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/staff/articles',
        tags: ['magazine'],
        summary: 'My articles',
        description:
          'The articles you wrote or started, latest change first, in every state, with an editor’s note on a returned one. Active accounts only.',
        protect: true,
      },
    })
    .input(listOwnArticlesInput)
    .output(articleListOutput)
    .query(({ ctx, input }) => ctx.services.magazine.own(ctx.user, input?.page ?? 1, input?.pageSize ?? pagingLimits.pageSizeDefault)),

  create: activeProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/staff/articles',
        tags: ['magazine'],
        summary: 'Start an article',
        description:
          'A new draft, yours: any part may be empty while you write (it is checked when you submit). Every save is a revision. Active accounts only; recorded in the audit log.',
        protect: true,
        responseHeaders: etagHeader,
        errorResponses: tooLarge,
      },
      rest: articleBody,
    })
    .input(articleContent)
    .output(editableArticle)
    .mutation(async ({ ctx, input }) => withEtag(ctx, await ctx.services.magazine.create(ctx.user, input))),

  get: activeProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/staff/articles/{id}',
        tags: ['magazine'],
        summary: 'One of my articles',
        description:
          'The working copy with its state, version (also the ETag header, as PUT takes it back in If-Match) and the editor’s note.',
        protect: true,
        responseHeaders: etagHeader,
        errorResponses: authorWords,
      },
    })
    .input(articleIdInput)
    .output(editableArticle)
    .query(async ({ ctx, input }) => withEtag(ctx, await ctx.services.magazine.editable(ctx.user, input.id))),

  save: activeProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/staff/articles/{id}',
        tags: ['magazine'],
        summary: 'Save one of my articles',
        description:
          'Replaces the working copy, made from the version you name (If-Match or `version`). Saving a published article makes a new draft for review while the published version stays public. Each save is a revision and an audit entry.',
        protect: true,
        requestHeaders: ifMatch,
        responseHeaders: etagHeader,
        errorResponses: { ...saveWords, ...tooLarge },
      },
      rest: articleBody,
    })
    .input(saveArticleInput)
    .output(editableArticle)
    .mutation(async ({ ctx, input }) =>
      withEtag(ctx, await ctx.services.magazine.save(ctx.user, input.id, input.content, expectedVersion(ctx, input.id, input.version))),
    ),

  preview: activeProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/staff/articles/preview',
        tags: ['magazine'],
        summary: 'Preview a body',
        description:
          'A body in Markdown as readers will see it: the same renderer and sanitizer as the published page and the feed. Nothing is stored. Active accounts only.',
        protect: true,
        errorResponses: {
          ...tooLarge,
          429: `More than ${rateLimitRules.articlePreviewsPerAccount.max} previews from your account in a minute (code \`TOO_MANY_REQUESTS\`): try again after Retry-After seconds.`,
        },
      },
      rest: articleBody,
    })
    // Before the input: a throttled caller's body is never rendered.
    .use(rateLimited('articlePreviewsPerAccount', (_input, ctx) => `account:${ctx.user!.id}`, 'magazine.previewsTooMany'))
    .input(previewInput)
    .output(previewOutput)
    .mutation(({ ctx, input }) => ctx.services.magazine.preview(input.markdown)),

  submit: activeProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/staff/articles/{id}/submit',
        tags: ['magazine'],
        summary: 'Submit for review',
        description:
          'Sends a draft to the editors. It must be ready: a title in at least one language, the text of each language that has a title, a described cover, and images in the text described and uploaded here or on https (400 with the fields otherwise). Recorded in the audit log.',
        protect: true,
        responseHeaders: etagHeader,
        errorResponses: { ...authorWords, 409: 'Only a draft can be submitted. Nothing is changed.' },
      },
    })
    .input(articleIdInput)
    .output(editableArticle)
    .mutation(async ({ ctx, input }) => withEtag(ctx, await ctx.services.magazine.submit(ctx.user, input.id))),
});

/** Editors: /api/admin/magazine/…. */
const editorsRouter = router({
  all: manageMagazineProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/magazine/articles',
        tags: ['magazine'],
        summary: 'Every article',
        description: `Every article in every state (or one state; \`live\`: those with a public version), by words of its title, latest change first. ${editorWords}`,
        protect: true,
      },
    })
    .input(listAllArticlesInput)
    .output(articleListOutput)
    .query(({ ctx, input }) =>
      ctx.services.magazine.all(
        { state: input?.state, q: input?.q || undefined },
        input?.page ?? 1,
        input?.pageSize ?? pagingLimits.pageSizeDefault,
      ),
    ),

  get: manageMagazineProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/magazine/articles/{id}',
        tags: ['magazine'],
        summary: 'One article',
        description: `Any article’s working copy, as its authors see it. ${editorWords.split('.')[0]}.`,
        protect: true,
        responseHeaders: etagHeader,
        errorResponses: { 404: 'No article has this id.' },
      },
    })
    .input(articleIdInput)
    .output(editableArticle)
    .query(async ({ ctx, input }) => withEtag(ctx, await ctx.services.magazine.editable(ctx.user, input.id))),

  save: manageMagazineProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/magazine/articles/{id}',
        tags: ['magazine'],
        summary: 'Save an article',
        description: `Replaces any article’s working copy, as an author’s save does, in any state. ${editorWords}`,
        protect: true,
        requestHeaders: ifMatch,
        responseHeaders: etagHeader,
        errorResponses: { 404: 'No article has this id.', 412: saveWords[412], 428: saveWords[428], ...tooLarge },
      },
      rest: articleBody,
    })
    .input(saveArticleInput)
    .output(editableArticle)
    .mutation(async ({ ctx, input }) =>
      withEtag(ctx, await ctx.services.magazine.save(ctx.user, input.id, input.content, expectedVersion(ctx, input.id, input.version))),
    ),

  review: manageMagazineProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/magazine/articles/{id}/review',
        tags: ['magazine'],
        summary: 'Review an article',
        description: `publish: the version you reviewed (If-Match or \`version\`) goes public now, or at \`publishAt\` (a future time); return: back to its authors with \`note\` (required). A save since the version you reviewed answers 412. Publishing puts it in the issue its \`issueId\` names. ${editorWords}`,
        protect: true,
        requestHeaders: ifMatch,
        responseHeaders: etagHeader,
        errorResponses: {
          404: 'No article has this id.',
          409: 'Nothing to review: it is live as it stands. Nothing is changed.',
          412: saveWords[412],
          428: saveWords[428],
        },
      },
    })
    .input(reviewArticleInput)
    .output(editableArticle)
    .mutation(async ({ ctx, input }) =>
      withEtag(
        ctx,
        await ctx.services.magazine.review(
          ctx.user,
          input.id,
          { decision: input.decision, note: input.note, publishAt: input.publishAt },
          expectedVersion(ctx, input.id, input.version),
        ),
      ),
    ),

  unpublish: manageMagazineProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/magazine/articles/{id}/unpublish',
        tags: ['magazine'],
        summary: 'Unpublish an article',
        description: `Takes its public version down at once (its page, lists, feeds, sitemap and search); the working copy stays, as a draft. ${editorWords}`,
        protect: true,
        errorResponses: { 404: 'No article has this id.', 409: 'It is not public. Nothing is changed.' },
      },
    })
    .input(articleIdInput)
    .output(editableArticle)
    .mutation(async ({ ctx, input }) => withEtag(ctx, await ctx.services.magazine.unpublish(ctx.user, input.id))),

  delete: manageMagazineProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/magazine/articles/{id}',
        tags: ['magazine'],
        summary: 'Delete an article',
        description: `Deletes it with its revisions, public or not. ${editorWords}`,
        protect: true,
        errorResponses: { 404: 'No article has this id.' },
      },
    })
    .input(articleIdInput)
    .output(deletedOutput)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.magazine.remove(ctx.user, input.id);
      return { id: input.id };
    }),

  revisions: manageMagazineProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/magazine/articles/{id}/revisions',
        tags: ['magazine'],
        summary: 'An article’s revisions',
        description: `Every save, newest first (at most 100): who, when, and the revision it restored if it was a restore. ${editorWords.split('.')[0]}.`,
        protect: true,
        errorResponses: { 404: 'No article has this id.' },
      },
    })
    .input(articleIdInput)
    .output(revisionsOutput)
    .query(async ({ ctx, input }) => ({ revisions: await ctx.services.magazine.revisions(ctx.user, input.id) })),

  restore: manageMagazineProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/magazine/articles/{id}/revisions/{revisionId}/restore',
        tags: ['magazine'],
        summary: 'Bring back a revision',
        description: `Saves the working copy as revision \`revisionId\` stored it: itself a new revision, checked against the version you hold like a save (If-Match or \`version\`). ${editorWords}`,
        protect: true,
        requestHeaders: ifMatch,
        responseHeaders: etagHeader,
        errorResponses: { 404: 'No such article, or no such revision of it.', 412: saveWords[412], 428: saveWords[428] },
      },
    })
    .input(restoreRevisionInput)
    .output(editableArticle)
    .mutation(async ({ ctx, input }) =>
      withEtag(
        ctx,
        await ctx.services.magazine.restore(ctx.user, input.id, input.revisionId, expectedVersion(ctx, input.id, input.version)),
      ),
    ),

  editIssues: manageMagazineProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/magazine/issues',
        tags: ['magazine'],
        summary: 'Every issue',
        description: `Every issue, published or not, newest number first, with its articles in order. ${editorWords.split('.')[0]}.`,
        protect: true,
      },
    })
    .input(z.void())
    .output(editableIssuesOutput)
    .query(async ({ ctx }) => ({ issues: await ctx.services.magazine.editableIssues() })),

  createIssue: manageMagazineProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/magazine/issues',
        tags: ['magazine'],
        summary: 'Start an issue',
        description: `A numbered issue with its title, date, cover and ordered articles. ${editorWords}`,
        protect: true,
        errorResponses: { 409: 'Another issue has this number. Nothing is changed.' },
      },
    })
    .input(saveIssueInput)
    .output(editableIssue)
    .mutation(({ ctx, input }) => ctx.services.magazine.createIssue(ctx.user, input)),

  updateIssue: manageMagazineProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/magazine/issues/{id}',
        tags: ['magazine'],
        summary: 'Change an issue',
        description: `Replaces the issue and its list of articles (an article listed here leaves any other issue). ${editorWords}`,
        protect: true,
        errorResponses: { 404: 'No issue has this id.', 409: 'Another issue has this number. Nothing is changed.' },
      },
    })
    .input(updateIssueInput)
    .output(editableIssue)
    .mutation(({ ctx, input }) => ctx.services.magazine.updateIssue(ctx.user, input.id, input.issue)),

  deleteIssue: manageMagazineProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/magazine/issues/{id}',
        tags: ['magazine'],
        summary: 'Delete an issue',
        description: `Deletes the issue; its articles stay, in no issue. ${editorWords}`,
        protect: true,
        errorResponses: { 404: 'No issue has this id.' },
      },
    })
    .input(issueIdInput)
    .output(deletedOutput)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.magazine.removeIssue(ctx.user, input.id);
      return { id: input.id };
    }),
});

export const magazineRouter = mergeRouters(readersRouter, editorsRouter);
