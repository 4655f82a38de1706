// The public team (docs/product.md §7; issue 13): cached, already serialised reads that every change
// to accounts and profiles invalidates (the 'team' read cache).
import { z } from 'zod';
import { departmentsOutput, teamInput, teamOutput, type TeamInput } from '../../../shared/team.schema.js';
import type { Services } from '../../services.js';
import { termsOutput } from '../../../shared/terms.schema.js';
import { router } from '../../trpc/init.js';
import type { ChineseSide } from '../../lib/traditional.js';
import { publicProcedure } from '../../trpc/procedures.js';

const listTeam = (services: Services, input: TeamInput, side: ChineseSide) => services.team.list(input?.department, side, input?.term);
const listTerms = (services: Services) => services.terms.list();
const listDepartments = (services: Services) => services.team.departments();

export const teamRouter = router({
  list: publicProcedure
    .meta({
      cachedRead: { cache: 'team', read: listTeam },
      openapi: {
        method: 'GET',
        path: '/team',
        tags: ['team'],
        summary: 'The team',
        description:
          'Approved profiles of active accounts in the current term, by display order then name, in both languages; with `?term=`, a past term’s team as it was when the term ended (positions of then; 404 for an unknown term): with `?language=zh-Hant`, the Chinese fields in Traditional (the member’s own, else converted from the Simplified). Answers carry an ETag; send it back in If-None-Match for a 304.',
        protect: false,
        errorResponses: { 404: 'No term has this id.' },
      },
    })
    .input(teamInput)
    .output(teamOutput)
    .query(async ({ ctx, input }) => (await listTeam(ctx.services, input, ctx.chineseSide)).data),

  departments: publicProcedure
    .meta({
      cachedRead: { cache: 'team', read: listDepartments },
      openapi: {
        method: 'GET',
        path: '/team/departments',
        tags: ['team'],
        summary: 'Departments',
        description:
          'The five departments and the executive committee, with English and Chinese names, sub-groups and how many members the team page shows. Answers carry an ETag.',
        protect: false,
      },
    })
    .input(z.void())
    .output(departmentsOutput)
    .query(async ({ ctx }) => (await listDepartments(ctx.services)).data),

  // Issue 26 (docs/decisions/038): the terms, for the team page's year picker.
  terms: publicProcedure
    .meta({
      cachedRead: { cache: 'team', read: listTerms },
      openapi: {
        method: 'GET',
        path: '/team/terms',
        tags: ['team'],
        summary: 'Terms',
        description:
          'The society’s terms (academic years), the current one first: each one’s id for `GET /api/team?term=`, its name and dates. Answers carry an ETag.',
        protect: false,
      },
    })
    .input(z.void())
    .output(termsOutput)
    .query(async ({ ctx }) => (await listTerms(ctx.services)).data),
});
