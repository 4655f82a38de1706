// Configuration: defaults, and a wrong value stopping the start with a message naming it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { ConfigError, fastifyTrustProxy, loadConfig } from '../server/config.js';
import { tempDir } from './helpers/test-app.js';

describe('loadConfig', () => {
  test('defaults match .env.example and docs/architecture.md', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      dataDir: path.resolve('data'),
      publicOrigin: 'http://localhost:3000',
      allowedEmailDomains: ['utoronto.ca', 'mail.utoronto.ca'],
      seedDemo: true,
      logLevel: 'info',
      trustProxy: false,
      smtpUrl: undefined,
      totpKey: undefined,
      adminMfa: 'required',
    });
  });

  test('ADMIN_MFA: required or optional (decision 032)', () => {
    expect(loadConfig({ ADMIN_MFA: 'optional' }).adminMfa).toBe('optional');
    expect(loadConfig({ ADMIN_MFA: 'required' }).adminMfa).toBe('required');
  });

  test.each([
    ['PORT', 'abc', /PORT must be a whole number/],
    ['PORT', '70000', /PORT must be a whole number/],
    ['SEED_DEMO', 'maybe', /SEED_DEMO must be true or false/],
    ['PUBLIC_ORIGIN', 'example.org', /PUBLIC_ORIGIN must be an http\(s\) origin/],
    ['SMTP_URL', 'http://mail', /SMTP_URL must be an smtp/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL must be one of/],
    ['ALLOWED_EMAIL_DOMAINS', 'utoronto', /ALLOWED_EMAIL_DOMAINS must be a comma-separated list/],
    ['TOTP_KEY', 'abc123', /TOTP_KEY must be 64 hexadecimal digits/],
    ['ADMIN_MFA', 'off', /ADMIN_MFA must be required or optional/],
  ])('%s=%s is refused with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
    expect(() => loadConfig({ [name]: value })).toThrow(`(got "${value}")`);
  });

  test('parses lists and origins', () => {
    const config = loadConfig({
      ALLOWED_EMAIL_DOMAINS: ' UToronto.ca , mail.utoronto.ca ',
      PUBLIC_ORIGIN: 'https://example.org/some/path',
      SEED_DEMO: 'false',
    });
    expect(config.allowedEmailDomains).toEqual(['utoronto.ca', 'mail.utoronto.ca']);
    expect(config.publicOrigin).toBe('https://example.org');
    expect(config.seedDemo).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  test.each(['', 'false', '0', ' False '])('%j is off', (value) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
  });

  test.each([
    ['1', 1],
    ['2', 2],
  ])('%s is a hop count', (value, hops) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(hops);
  });

  test.each([
    ['127.0.0.1', ['127.0.0.1']],
    [' 127.0.0.1 , ::1 ', ['127.0.0.1', '::1']],
    ['10.0.0.0/8,192.168.1.0/24', ['10.0.0.0/8', '192.168.1.0/24']],
    ['2001:DB8::/32,fd00::/8,::ffff:10.0.0.1', ['2001:db8::/32', 'fd00::/8', '::ffff:10.0.0.1']],
    ['203.0.113.9/32,::1/128', ['203.0.113.9/32', '::1/128']],
  ])('%s is a list of proxy addresses and CIDRs', (value, list) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(list);
  });

  test.each(['true', 'TRUE'])('%s is refused, saying why and what to write instead', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      'TRUST_PROXY=true would trust every hop, so any client could choose its own address by sending X-Forwarded-For; ' +
        "write a hop count such as 1 (one reverse proxy on this machine) or the proxies' addresses or CIDRs, comma-separated, such as 127.0.0.1,::1 or 10.0.0.0/8" +
        ` (got "${value}")`,
    );
  });

  test.each([
    ['10.0.0.0/33', '10.0.0.0/33'],
    ['::1/129', '::1/129'],
    ['10.0.0.0/8/8', '10.0.0.0/8/8'],
    ['10.0.0.0/', '10.0.0.0/'],
    ['10.0.0.0/x', '10.0.0.0/x'],
    ['10.0.0.0/255.0.0.0', '10.0.0.0/255.0.0.0'],
    ['127.0.0.1,10.0.0', '10.0.0'],
    ['127.0.0.01', '127.0.0.01'],
    ['fe80::1%eth0', 'fe80::1%eth0'],
    ['localhost', 'localhost'],
    ['-1', '-1'],
    ['1.5', '1.5'],
  ])('%s is refused, naming TRUST_PROXY, the bad item and the value', (value, item) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(`TRUST_PROXY must be off (false or 0), a hop count such as 1`);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(`"${item}" is not an IPv4 or IPv6 address or CIDR (got "${value}")`);
  });

  test('a hop count too large to be one is refused', () => {
    expect(() => loadConfig({ TRUST_PROXY: '99999999999999999999' })).toThrow(
      /TRUST_PROXY must be off \(false or 0\), a hop count such as 1 .*\(got "99999999999999999999"\)/,
    );
  });

  test.each(['0.0.0.0/0', '::/0', '127.0.0.1,::/0'])('%s covers every address and is refused like true', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      /TRUST_PROXY: (0\.0\.0\.0|::)\/0 covers every address, so like true it would let any client choose its own address/,
    );
  });

  test('every accepted form is one Fastify takes', () => {
    for (const value of ['1', '127.0.0.1,::1', '10.0.0.0/8,2001:db8::/32,::ffff:10.0.0.1', '203.0.113.9/32']) {
      expect(() => Fastify({ trustProxy: fastifyTrustProxy(loadConfig({ TRUST_PROXY: value }).trustProxy) })).not.toThrow();
    }
  });

  test('a hop count trusts the socket peer and the next hops - 1 forwarded addresses, no further', () => {
    const trust = fastifyTrustProxy(2);
    if (typeof trust !== 'function') throw new Error('a hop count must become a trust function');
    expect([0, 1, 2, 3].map((hop) => trust('192.0.2.1', hop))).toEqual([true, true, false, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['127.0.0.1'])).toEqual(['127.0.0.1']);
  });
});

test('a bad PORT stops the server before it starts, naming PORT', () => {
  const root = path.resolve(import.meta.dirname, '..');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: 'eighty', DATA_DIR: tempDir() },
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('Cannot start: Invalid configuration');
  expect(result.stderr).toContain('PORT must be a whole number from 0 to 65535 (got "eighty")');
});

describe('values', () => {
  test('flags read true/false and 1/0', () => {
    expect(loadConfig({ SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  test('an empty value counts as unset: the default applies', () => {
    const config = loadConfig({ PORT: '', SEED_DEMO: '', LOG_LEVEL: '', PUBLIC_ORIGIN: '', HOST: '' });
    expect(config).toMatchObject({
      port: 3000,
      seedDemo: true,
      logLevel: 'info',
      publicOrigin: 'http://localhost:3000',
      host: 'localhost',
    });
  });

  test('NODE_ENV is development unless set, and production or test when set', () => {
    expect(loadConfig({}).env).toBe('development');
    expect(loadConfig({ NODE_ENV: 'production' }).env).toBe('production');
    expect(loadConfig({ NODE_ENV: 'test' }).env).toBe('test');
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV must be development, production or test \(got "staging"\)/);
  });

  test('the origin default follows PORT', () => {
    expect(loadConfig({ PORT: '8080' }).publicOrigin).toBe('http://localhost:8080');
  });
});

describe('each variable reads exactly what it documents', () => {
  const refused = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error(`${JSON.stringify(env)} was accepted`);
  };

  test('the message names every wrong variable on its own line, once, with the value given', () => {
    expect(refused({ PORT: 'abc' })).toBe('Invalid configuration:\n  PORT must be a whole number from 0 to 65535 (got "abc")');
    expect(refused({ PORT: '-1', LOG_LEVEL: 'loud' })).toBe(
      'Invalid configuration:\n  PORT must be a whole number from 0 to 65535 (got "-1")\n  LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    );
    expect(new ConfigError('x').name).toBe('ConfigError');
  });

  test('PORT: a whole number up to 65535, nothing else', () => {
    expect(loadConfig({ PORT: '65535' }).port).toBe(65535);
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
    for (const port of ['65536', '-1', '1e3', '80x', 'x80', '8.5'])
      expect(refused({ PORT: port }), port).toContain('PORT must be a whole number from 0 to 65535');
  });

  test('HOST, MAIL_FROM and NODE_ENV as given', () => {
    expect(loadConfig({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(loadConfig({}).mailFrom).toBe('Chinese Culture Society <no-reply@localhost>');
    expect(loadConfig({ MAIL_FROM: 'Society <hello@example.org>' }).mailFrom).toBe('Society <hello@example.org>');
    expect(refused({ MAIL_FROM: 'ab' })).toContain('MAIL_FROM must be a sender address (got "ab")');
    expect(loadConfig({ NODE_ENV: 'development' }).env).toBe('development');
  });

  test("LOG_LEVEL: each of pino's levels", () => {
    for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      expect(loadConfig({ LOG_LEVEL: level }).logLevel).toBe(level);
  });

  test('PUBLIC_ORIGIN and SMTP_URL: their schemes only', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://example.org:8080/x' }).publicOrigin).toBe('http://example.org:8080');
    for (const origin of ['git+https://example.org', 'httpx://example.org', 'ftp://example.org'])
      expect(refused({ PUBLIC_ORIGIN: origin }), origin).toContain('PUBLIC_ORIGIN must be');
    for (const url of ['smtp://mail.example.org:587', 'smtps://user:pass@mail.example.org'])
      expect(loadConfig({ SMTP_URL: url }).smtpUrl).toBe(url);
    for (const url of ['xsmtp://mail.example.org', 'smtpx://mail.example.org', 'https://mail.example.org'])
      expect(refused({ SMTP_URL: url }), url).toContain('SMTP_URL must be');
  });

  test('ALLOWED_EMAIL_DOMAINS: domains only, empty items ignored', () => {
    expect(loadConfig({ ALLOWED_EMAIL_DOMAINS: 'utoronto.ca,,mail.utoronto.ca,' }).allowedEmailDomains).toEqual([
      'utoronto.ca',
      'mail.utoronto.ca',
    ]);
    for (const list of ['@utoronto.ca', 'utoronto.ca/x', 'utoronto.ca,mail', ','])
      expect(refused({ ALLOWED_EMAIL_DOMAINS: list }), list).toContain('ALLOWED_EMAIL_DOMAINS must be');
  });

  test('TRUST_PROXY: hop counts of any length, empty items ignored, a prefix only in digits', () => {
    expect(loadConfig({ TRUST_PROXY: '12' }).trustProxy).toBe(12);
    expect(loadConfig({ TRUST_PROXY: ',127.0.0.1,' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: ' , ' }).trustProxy).toBe(false);
    for (const value of ['10.0.0.0/+8', '10.0.0.0/8.0', '10.0.0.0/0x8', '10.0.0.0/1e1', '10.0.0.0/0008']) {
      expect(refused({ TRUST_PROXY: value }), value).toContain(`"${value}" is not an IPv4 or IPv6 address or CIDR`);
    }
  });
});
