// Limits on procedures, counted by @fastify/rate-limit's store and checked inside the procedure,
// so a limit holds whichever door (tRPC or REST) a request came through.
import type { FastifyInstance } from 'fastify';

export const rateLimitRules = {
  /** Join applications per client address. */
  joinApplication: { max: 5, timeWindow: 15 * 60_000 },
} as const;

export type RateLimitName = keyof typeof rateLimitRules;
export type RateLimiter = ReturnType<FastifyInstance['createRateLimit']>;
export type RateLimits = Record<RateLimitName, RateLimiter>;

export function createRateLimits(app: FastifyInstance): RateLimits {
  const entries = Object.entries(rateLimitRules).map(([name, rule]) => [
    name,
    app.createRateLimit({ ...rule, keyGenerator: (req) => `${name}:${req.ip}` }),
  ]);
  return Object.fromEntries(entries) as RateLimits;
}
