// Sessions a member can see and end (issue 24, item 2; docs/decisions/030): what GET
// /api/auth/sessions answers, what the endings take and answer, and the device in words, which
// the server and the web app say alike in either language.
import { z } from 'zod';
export { deviceWords, type DeviceNames } from './device-words.js';

export const sessionInfo = z
  .object({
    id: z.number().int().positive(),
    device: z.string().meta({ description: 'The browser and system in words, in the request’s language', example: 'Firefox on Windows' }),
    browser: z.string().nullable().meta({ description: 'The browser’s name; null when not recognised', example: 'Firefox' }),
    os: z.string().nullable().meta({ description: 'The operating system’s name; null when not recognised', example: 'Windows' }),
    createdAt: z.iso.datetime().meta({ description: 'When it was signed in (UTC)' }),
    lastUsedAt: z.iso.datetime().meta({ description: 'When it was last used (UTC), to within 5 minutes' }),
    current: z.boolean().meta({ description: 'Whether this is the session of the request' }),
  })
  .meta({ id: 'Session', description: 'A live session of the signed-in account (no address, nothing about place)' });
export type SessionInfo = z.infer<typeof sessionInfo>;

export const sessionsOutput = z.object({
  sessions: z.array(sessionInfo).meta({ description: 'This session first, then the others, last used first' }),
});
export type SessionsOutput = z.infer<typeof sessionsOutput>;

export const sessionIdInput = z.object({
  id: z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .positive({ error: 'validation.invalid' })
    .meta({ description: 'The session’s id (from GET /api/auth/sessions)', example: 12 }),
});

export const endSessionOutput = z.object({
  ok: z.literal(true),
  signedOut: z.boolean().meta({ description: 'True when it was this session: signed out, the cookie cleared' }),
});

export const endedCountOutput = z.object({
  count: z.number().int().nonnegative().meta({ description: 'How many sessions were ended', example: 2 }),
});
export type EndedCountOutput = z.infer<typeof endedCountOutput>;
