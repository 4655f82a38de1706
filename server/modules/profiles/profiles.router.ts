// Profiles (docs/product.md §7; issue 13): a member's own on /api/staff/profile, and their review on
// reviewProfiles. POST /api/staff/avatar is a plain multipart route calling avatar.router.ts.
import { z } from 'zod';
import {
  listProfilesInput,
  listProfilesOutput,
  ownProfileOutput,
  pastTeamsContactInput,
  reviewProfileInput,
  saveProfileInput,
  staffProfile,
} from '../../../shared/profiles.schema.js';
import { router } from '../../trpc/init.js';
import { activeProcedure, reviewProfilesProcedure, signedInProcedure } from '../../trpc/procedures.js';

export const profilesRouter = router({
  mine: signedInProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/staff/profile',
        tags: ['profiles'],
        summary: 'My profile',
        description:
          'The signed-in member’s saved profile with its review status, reason and note (status `new` and empty fields before the first save). Any signed-in account, active or not.',
        protect: true,
      },
    })
    .input(z.void())
    .output(ownProfileOutput)
    .query(async ({ ctx }) => ({ profile: await ctx.services.profiles.own(ctx.user) })),

  save: activeProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/staff/profile',
        tags: ['profiles'],
        summary: 'Save my profile',
        description:
          'Replaces the whole profile and sends it for review (status pending). A name and a position in at least one language, a department and a contact e-mail are required. While it waits, an approved earlier version stays on the team page. Active accounts only (403 otherwise).',
        protect: true,
      },
    })
    .input(saveProfileInput)
    .output(ownProfileOutput)
    .mutation(async ({ ctx, input }) => ({ profile: await ctx.services.profiles.save(ctx.user, input) })),

  setPastTeamsContact: signedInProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/staff/profile/past-teams-contact',
        tags: ['profiles'],
        summary: 'Keep my contact details on past teams',
        description:
          'Whether the past teams you were on keep your e-mail, LinkedIn, GitHub, WeChat and MBTI once you are no longer on the current team (off by default: name, position, photo and bio only). Applied at once, without review. Any signed-in account, active or not (a handover deactivates those who leave).',
        protect: true,
      },
    })
    .input(pastTeamsContactInput)
    .output(ownProfileOutput)
    .mutation(async ({ ctx, input }) => ({ profile: await ctx.services.profiles.setPastTeamsContact(ctx.user, input.keep) })),

  list: reviewProfilesProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/profiles',
        tags: ['profiles'],
        summary: 'Profiles to review',
        description:
          'Submitted profiles by status (pending by default), oldest submission first, a page at a time. Needs the reviewProfiles permission (admins have it).',
        protect: true,
      },
    })
    .input(listProfilesInput)
    .output(listProfilesOutput)
    .query(({ ctx, input }) => ctx.services.profiles.list(input)),

  review: reviewProfilesProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/profiles/{id}/review',
        tags: ['profiles'],
        summary: 'Review a profile',
        description:
          'approved puts this version on the team page; rejected (a reason is required) takes the member off it; pending keeps what is there. An optional note to the member and the verified badge. Reviewers other than admins cannot review their own profile. Needs the reviewProfiles permission; recorded in the audit log.',
        protect: true,
      },
    })
    .input(reviewProfileInput)
    .output(staffProfile)
    .mutation(({ ctx, input }) => ctx.services.profiles.review(ctx.user, input)),
});
