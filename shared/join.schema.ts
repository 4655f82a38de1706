// A join application (the form on /join), validated alike by the form and by the procedure.
// Messages are keys: the server and the client each translate them.
import { z } from 'zod';
import { departments } from './departments.js';

export const joinLimits = { nameMax: 100, emailMax: 254, messageMax: 2000 } as const;

export const joinApplicationInput = z.object({
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(joinLimits.nameMax, { error: 'validation.nameTooLong' }),
  email: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(joinLimits.emailMax, { error: 'validation.email' })
    .pipe(z.email({ error: 'validation.email' })),
  group: z.enum(departments, { error: 'validation.group' }).meta({ description: 'The department the applicant is most interested in' }),
  message: z.string().trim().max(joinLimits.messageMax, { error: 'validation.messageTooLong' }).default(''),
  /** A field people never see or fill in; bots do. Must be absent or empty. */
  website: z.string().max(0, { error: 'validation.invalid' }).optional().meta({ description: 'Leave empty (spam trap)' }),
});
export type JoinApplicationInput = z.input<typeof joinApplicationInput>;

export const joinApplicationOutput = z.object({
  id: z.number().int().positive(),
  receivedAt: z.iso.datetime(),
});
