// The environment, parsed once at start. A wrong value stops the server with a message that
// names the variable and what it expects.
import path from 'node:path';
import { z } from 'zod';

const flag = (name: string) =>
  z.enum(['true', 'false', '1', '0'], { error: `${name} must be true or false` }).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'NODE_ENV must be development, production or test' }).default('development'),
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
    .transform((s) => s.split(',').map((d) => d.trim().toLowerCase()).filter(Boolean))
    .refine((list) => list.length > 0 && list.every((d) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(d)), {
      message: 'ALLOWED_EMAIL_DOMAINS must be a comma-separated list of domains such as utoronto.ca,mail.utoronto.ca',
    }),
  SEED_DEMO: flag('SEED_DEMO').default(true),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  TRUST_PROXY: flag('TRUST_PROXY').default(false),
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
  trustProxy: boolean;
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
  };
}
