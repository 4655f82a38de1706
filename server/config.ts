// The environment, parsed once at start. A wrong value stops the server with a message that
// names the variable and what it expects.
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { adminMfaModes, type AdminMfaMode } from './modules/auth/admin-mfa.js';

const flag = (name: string) =>
  z.enum(['true', 'false', '1', '0'], { error: `${name} must be true or false` }).transform((v) => v === 'true' || v === '1');

/** TRUST_PROXY: off, a hop count, or the proxies' addresses and CIDRs. */
export type TrustProxy = false | number | string[];

const trustProxyForms =
  "a hop count such as 1 (one reverse proxy on this machine) or the proxies' addresses or CIDRs, comma-separated, such as 127.0.0.1,::1 or 10.0.0.0/8";

function parseTrustProxy(raw: string): { value: TrustProxy } | { error: string } {
  const value = raw.trim().toLowerCase();
  if (value === 'false' || value === '') return { value: false };
  if (value === 'true') {
    return {
      error: `TRUST_PROXY=true would trust every hop, so any client could choose its own address by sending X-Forwarded-For; write ${trustProxyForms}`,
    };
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (!Number.isSafeInteger(hops)) return { error: `TRUST_PROXY must be off (false or 0), ${trustProxyForms}` };
    return { value: hops === 0 ? false : hops };
  }
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const item of items) {
    const [address = '', prefix, ...rest] = item.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const validPrefix = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    // Zone ids (fe80::1%eth0) are refused: a proxy's address is compared without one.
    if (family === 0 || address.includes('%') || rest.length > 0 || !validPrefix) {
      return { error: `TRUST_PROXY must be off (false or 0), ${trustProxyForms}; "${item}" is not an IPv4 or IPv6 address or CIDR` };
    }
    if (prefix !== undefined && Number(prefix) === 0) {
      return {
        error: `TRUST_PROXY: ${item} covers every address, so like true it would let any client choose its own address; write ${trustProxyForms}`,
      };
    }
  }
  return { value: items.length > 0 ? items : false };
}

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'NODE_ENV must be development, production or test' })
    .default('development'),
  PORT: z
    .string()
    .regex(/^\d+$/, 'PORT must be a whole number from 0 to 65535')
    .transform(Number)
    .refine((n) => n <= 65535, 'PORT must be a whole number from 0 to 65535')
    .default(3000),
  HOST: z.string().min(1, 'HOST must be a host name or address to listen on').default('localhost'),
  DATA_DIR: z.string().min(1, 'DATA_DIR must be a directory path').default('./data'),
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_ORIGIN must be an http(s) origin such as https://example.org' })
    .transform((u) => new URL(u).origin)
    .optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3, 'MAIL_FROM must be a sender address').default('Chinese Culture Society <no-reply@localhost>'),
  ALLOWED_EMAIL_DOMAINS: z
    .string()
    .default('utoronto.ca,mail.utoronto.ca')
    .transform((s) =>
      s
        .split(',')
        .map((d) => d.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((list) => list.length > 0 && list.every((d) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(d)), {
      message: 'ALLOWED_EMAIL_DOMAINS must be a comma-separated list of domains such as utoronto.ca,mail.utoronto.ca',
    }),
  SEED_DEMO: flag('SEED_DEMO').default(true),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  TRUST_PROXY: z
    .string()
    .transform((raw, ctx) => {
      const parsed = parseTrustProxy(raw);
      if ('error' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed.value;
    })
    .default(false),
  TOTP_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'TOTP_KEY must be 64 hexadecimal digits (openssl rand -hex 32)')
    .optional(),
  ADMIN_MFA: z.enum(adminMfaModes, { error: 'ADMIN_MFA must be required or optional' }).default('required'),
  NEWSLETTER_RATE_PER_MINUTE: z.coerce
    .number({ error: 'NEWSLETTER_RATE_PER_MINUTE must be a whole number of mails a minute, 1 to 100000' })
    .int('NEWSLETTER_RATE_PER_MINUTE must be a whole number of mails a minute, 1 to 100000')
    .min(1, 'NEWSLETTER_RATE_PER_MINUTE must be a whole number of mails a minute, 1 to 100000')
    .max(100_000, 'NEWSLETTER_RATE_PER_MINUTE must be a whole number of mails a minute, 1 to 100000')
    .default(60),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  publicOrigin: string;
  /** PUBLIC_ORIGIN was set; publicOrigin is otherwise a guess (http://localhost:PORT). */
  publicOriginFromEnv: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  allowedEmailDomains: string[];
  seedDemo: boolean;
  logLevel: string;
  /** Whose X-Forwarded-For to believe; pass it to Fastify through `fastifyTrustProxy`. */
  trustProxy: TrustProxy;
  /** The key that seals TOTP secrets (64 hex digits); unset: DATA_DIR/totp.key (docs/decisions/031). */
  totpKey: string | undefined;
  /** Whether admins and staff managers must have a second factor (docs/decisions/032). */
  adminMfa: AdminMfaMode;
  /** Newsletter mails sent a minute at most (NEWSLETTER_RATE_PER_MINUTE). */
  newsletterRatePerMinute: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the configuration from `env`; empty strings count as unset. Throws ConfigError. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '');
      const value = present[name];
      return `  ${issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`}${value === undefined ? '' : ` (got "${value}")`}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    publicOrigin: e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`,
    publicOriginFromEnv: e.PUBLIC_ORIGIN !== undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    allowedEmailDomains: e.ALLOWED_EMAIL_DOMAINS,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    totpKey: e.TOTP_KEY,
    adminMfa: e.ADMIN_MFA,
    newsletterRatePerMinute: e.NEWSLETTER_RATE_PER_MINUTE,
  };
}

/**
 * Fastify's `trustProxy` for a TRUST_PROXY setting. Fastify 5.12 takes a bare number as "trust
 * nothing" (a hop count cannot check who connected), so a hop count is given as a function that
 * trusts the socket peer and the next `hops - 1` forwarded addresses: the client is the address
 * the outermost trusted proxy saw. Use it only when the app is reachable through the proxies
 * alone (HOST=127.0.0.1 or a private network); otherwise list the proxies' addresses.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
