import { z } from 'zod';
import { meOutput } from '../../../../shared/auth.schema.js';
import { mfaSetupProcedure } from '../../../trpc/procedures.js';

export const me = mfaSetupProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/auth/me',
      tags: ['auth'],
      summary: 'The signed-in user',
      description:
        '401 when signed out: code `ACCOUNT_DEACTIVATED` (once) when an admin deactivated the account and so ended the session, else `UNAUTHORIZED`.',
      protect: true,
    },
  })
  .input(z.void())
  .output(meOutput)
  .query(({ ctx }) => ({ user: ctx.user }));
