import { meOutput, registerInput } from '../../../../shared/auth.schema.js';
import { refusingCommonPasswords } from '../../../lib/common-passwords.js';
import { publicProcedure, rateLimited } from '../../../trpc/procedures.js';

export const register = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/register',
      tags: ['auth'],
      summary: 'Register a staff account with a university e-mail',
      description:
        'Needs a code from POST /api/auth/send-verification-code (purpose register). The username is made from the part of the e-mail before @ (a number added when it is taken); the account is staff and inactive until an admin activates it. Does not sign in.',
      protect: false,
      errorResponses: { 409: 'This email is already registered', 429: 'Too many registrations from this address' },
    },
  })
  .input(refusingCommonPasswords(registerInput, 'password'))
  .use(rateLimited('registrationsPerAddress'))
  .output(meOutput)
  .mutation(async ({ ctx, input }) => ({ user: await ctx.services.auth.register(input) }));
