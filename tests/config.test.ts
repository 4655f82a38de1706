// Configuration: defaults, and a wrong value stopping the start with a message naming it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../server/config.js';
import { tempDir } from './helpers/test-app.js';

describe('loadConfig', () => {
  test('defaults match .env.example and DESIGN.md', () => {
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
    });
  });

  test.each([
    ['PORT', 'abc', /PORT must be a whole number/],
    ['PORT', '70000', /PORT must be a whole number/],
    ['SEED_DEMO', 'maybe', /SEED_DEMO must be true or false/],
    ['PUBLIC_ORIGIN', 'example.org', /PUBLIC_ORIGIN must be an http\(s\) origin/],
    ['SMTP_URL', 'http://mail', /SMTP_URL must be an smtp/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL must be one of/],
    ['ALLOWED_EMAIL_DOMAINS', 'utoronto', /ALLOWED_EMAIL_DOMAINS must be a comma-separated list/],
  ])('%s=%s is refused with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
    expect(() => loadConfig({ [name]: value })).toThrow(`(got "${value}")`);
  });

  test('parses lists and origins', () => {
    const config = loadConfig({ ALLOWED_EMAIL_DOMAINS: ' UToronto.ca , mail.utoronto.ca ', PUBLIC_ORIGIN: 'https://example.org/some/path', SEED_DEMO: 'false' });
    expect(config.allowedEmailDomains).toEqual(['utoronto.ca', 'mail.utoronto.ca']);
    expect(config.publicOrigin).toBe('https://example.org');
    expect(config.seedDemo).toBe(false);
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
    expect(config).toMatchObject({ port: 3000, seedDemo: true, logLevel: 'info', publicOrigin: 'http://localhost:3000', host: 'localhost' });
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
