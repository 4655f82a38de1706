import { z } from 'zod';
import { meOutput } from '../../../../shared/auth.schema.js';
import { signedInProcedure } from '../../../trpc/procedures.js';

export const me = signedInProcedure
  .meta({
    openapi: { method: 'GET', path: '/auth/me', tags: ['auth'], summary: 'The signed-in user', description: '401 when signed out.', protect: true },
  })
  .input(z.void())
  .output(meOutput)
  .query(({ ctx }) => ({ user: ctx.user }));
