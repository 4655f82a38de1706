import { sendCodeOutput, sendVerificationCodeInput } from '../../../../shared/auth.schema.js';
import { publicProcedure, rateLimited, tooManyRequests } from '../../../trpc/procedures.js';
import { CodeLimitError } from '../auth.service.js';

export const sendVerificationCode = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/send-verification-code',
      tags: ['auth'],
      summary: 'E-mail a 6-digit code for sign-in, registration or a password reset',
      description:
        'The same answer whether or not the address has an account (for sign-in it is mailed a note instead of a code; for a reset, purpose `reset`, nothing is mailed, and the answer never waits for the mail). One code per mailbox and purpose a minute, 5 per mailbox an hour (a mailbox: the address without case and without a `+tag`, so `plain+a@x` and `plain@x` count together), 10 requests per client address an hour: past them, 429 with Retry-After. Registration codes only for the university e-mail domains. A reset code is for POST /api/auth/reset-password.',
      protect: false,
      errorResponses: { 429: 'Asked again too soon, or too often' },
    },
  })
  .input(sendVerificationCodeInput)
  .use(rateLimited('codeRequestsPerAddress'))
  .output(sendCodeOutput)
  .mutation(async ({ ctx, input }) => {
    try {
      const { resendAfterSeconds } = await ctx.services.auth.sendCode(input.email, input.purpose, ctx.language);
      return { sent: true as const, resendAfterSeconds };
    } catch (error) {
      if (error instanceof CodeLimitError) tooManyRequests(ctx, error.retryAfterSeconds, error.messageKey);
      throw error;
    }
  });
