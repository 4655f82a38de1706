// The society's facts and texts (issue 26, docs/decisions/037): the public read on both doors,
// cached like the other public reads, and the editing on manageContent. A save says which version
// it was made from: on REST in If-Match (the ETag of GET /api/admin/site), over tRPC in `version`
// (If-Match wins when both come); a save without either answers 428, a stale one 412.
import { z } from 'zod';
import {
  adminSite,
  publicSite,
  restoreSiteInput,
  saveSiteInput,
  siteEtag,
  siteLanguageInput,
  siteRevisionsOutput,
  versionOfIfMatch,
} from '../../../shared/site-content.schema.js';
import type { Services } from '../../services.js';
import type { Context } from '../../trpc/context.js';
import { router } from '../../trpc/init.js';
import { manageContentProcedure, publicProcedure } from '../../trpc/procedures.js';
import type { ExpectedVersion } from './site.service.js';

type SiteInput = z.output<typeof siteLanguageInput>;
const readSite = (services: Services, input: SiteInput) => services.site.read(input?.language ?? 'en');

/** The version a save was made from: If-Match (REST, or any client that sends it), else the input's. */
function expectedVersion(ctx: Context, version: number | undefined): ExpectedVersion {
  const header = ctx.req.headers['if-match'];
  if (header !== undefined) return versionOfIfMatch(Array.isArray(header) ? header.join(',') : header) ?? -1;
  return version;
}

const withEtag = <T extends { version: number }>(ctx: Context, answer: T): T => {
  void ctx.reply.header('etag', siteEtag(answer.version));
  return answer;
};

const ifMatch = z.object({
  'If-Match': z.string().optional().meta({
    description:
      'The ETag of GET /api/admin/site you edited, like "site-7" (or * for whatever is current). Required unless the body has `version`.',
  }),
});
const etagHeader = z.object({
  ETag: z.string().meta({ description: 'The record’s version now, as If-Match takes it back: "site-<version>"', example: '"site-8"' }),
});

const editWords = {
  403: 'Not signed in with the manageContent permission (admins have it), or a cookie-authenticated change from another origin. Nothing is changed.',
  412: 'Someone saved the record after the version you name (code `STALE_VERSION`): GET /api/admin/site again, reapply your changes, save with its ETag. Nothing is changed.',
  428: 'No version named: send If-Match (or `version`). Nothing is changed.',
} as const;

export const siteRouter = router({
  read: publicProcedure
    .meta({
      cachedRead: { cache: 'site', read: readSite },
      openapi: {
        method: 'GET',
        path: '/site',
        tags: ['site'],
        summary: 'The society’s facts and texts',
        description:
          'Name, university, address, contact e-mail, social networks, WeChat name, charity total, the concert’s first year, departments, requirements, the join form’s state and the home and about pages’ texts, in one language: `language=en`, `zh` (Simplified) or `zh-Hant` (Traditional, converted when the record was saved). Answers carry an ETag; send it back in If-None-Match for a 304.',
        protect: false,
      },
    })
    .input(siteLanguageInput)
    .output(publicSite)
    .query(async ({ ctx, input }) => (await readSite(ctx.services, input)).data),

  edit: manageContentProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/site',
        tags: ['site'],
        summary: 'The record to edit',
        description:
          'Both languages, the version (also the ETag header, as PUT takes it back in If-Match) and who saved last. Needs the manageContent permission.',
        protect: true,
        responseHeaders: etagHeader,
        errorResponses: { 403: editWords[403] },
      },
    })
    .input(z.void())
    .output(adminSite)
    .query(async ({ ctx }) => withEtag(ctx, await ctx.services.site.admin())),

  save: manageContentProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/site',
        tags: ['site'],
        summary: 'Save the record',
        description:
          'Replaces the whole record (per-field messages when a part is not valid: nothing is saved then). Say the version you edited in If-Match (`"site-<version>"`) or `version`. Each save is a revision (GET /api/admin/site/revisions) and an audit entry; pages, link previews and GET /api/site show it at once. Needs the manageContent permission.',
        protect: true,
        requestHeaders: ifMatch,
        responseHeaders: etagHeader,
        errorResponses: editWords,
      },
    })
    .input(saveSiteInput)
    .output(adminSite)
    .mutation(async ({ ctx, input }) =>
      withEtag(ctx, await ctx.services.site.save(ctx.user, input.content, expectedVersion(ctx, input.version))),
    ),

  revisions: manageContentProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/site/revisions',
        tags: ['site'],
        summary: 'The record’s revisions',
        description:
          'Every save, newest first (at most 100): who, when, which parts of the record it changed, and the revision it restored if it was a restore. Needs the manageContent permission.',
        protect: true,
        errorResponses: { 403: editWords[403] },
      },
    })
    .input(z.void())
    .output(siteRevisionsOutput)
    .query(async ({ ctx }) => ({ revisions: await ctx.services.site.revisions() })),

  restore: manageContentProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/site/revisions/{id}/restore',
        tags: ['site'],
        summary: 'Bring back a revision',
        description:
          'Saves the record as revision `id` stored it: itself a new revision (and audit entry), checked against the version you hold like a save (If-Match or `version`), so a restore never overwrites a save you have not seen. Needs the manageContent permission.',
        protect: true,
        requestHeaders: ifMatch,
        responseHeaders: etagHeader,
        errorResponses: { ...editWords, 404: 'No revision has this id. Nothing is changed.' },
      },
    })
    .input(restoreSiteInput)
    .output(adminSite)
    .mutation(async ({ ctx, input }) =>
      withEtag(ctx, await ctx.services.site.restore(ctx.user, input.id, expectedVersion(ctx, input.version))),
    ),
});
