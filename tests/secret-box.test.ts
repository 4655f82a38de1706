// The key that seals TOTP secrets (decision 031): from TOTP_KEY, else a key file of the data
// folder made once (0600) and read back after; a sealed secret opens only under its key, untouched.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { loadSecretKey, SecretBox } from '../server/lib/secret-box.js';
import { tempDir } from './helpers/test-app.js';

test('TOTP_KEY wins; else DATA_DIR/totp.key is made once, mode 0600, and read back', () => {
  const dir = tempDir();
  try {
    const fromEnv = 'ab'.repeat(32);
    expect(loadSecretKey(dir, fromEnv).toString('hex')).toBe(fromEnv);
    expect(fs.existsSync(path.join(dir, 'totp.key'))).toBe(false);
    const made = loadSecretKey(path.join(dir, 'data'), undefined);
    expect(made).toHaveLength(32);
    const file = path.join(dir, 'data', 'totp.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecretKey(path.join(dir, 'data'), undefined).equals(made)).toBe(true);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a sealed secret: not the secret in the clear, new each time, opened only by its key and untouched', () => {
  const box = new SecretBox(Buffer.alloc(32, 1));
  const sealed = box.seal('JBSWY3DPEHPK3PXP');
  expect(sealed).toMatch(/^v1:/);
  expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
  expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  expect(() => new SecretBox(Buffer.alloc(32, 2)).open(sealed)).toThrow();
  const parts = sealed.split(':');
  const flipped = [...parts.slice(0, 3), `${parts[3]!.startsWith('A') ? 'B' : 'A'}${parts[3]!.slice(1)}`].join(':');
  expect(() => box.open(flipped)).toThrow();
  expect(() => box.open('plain')).toThrow();
  expect(() => new SecretBox(Buffer.alloc(16))).toThrow();
});

test('a mac: 256 bits, the same for the same purpose and message under one key, different for any other', () => {
  const box = new SecretBox(Buffer.alloc(32, 1));
  const mac = box.mac('newsletter', '7:salt');
  expect(mac).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(box.mac('newsletter', '7:salt')).toBe(mac);
  expect(box.mac('newsletter', '8:salt')).not.toBe(mac);
  expect(box.mac('other', '7:salt')).not.toBe(mac);
  // The purpose and the message are kept apart: moving the boundary makes another value.
  expect(box.mac('newsletter7', ':salt')).not.toBe(mac);
  expect(new SecretBox(Buffer.alloc(32, 2)).mac('newsletter', '7:salt')).not.toBe(mac);
});
