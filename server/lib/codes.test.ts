import { describe, expect, test } from 'vitest';
import { codeHash, newCode, newToken, tokenHash } from './codes.js';

describe('codes and tokens', () => {
  test('a code is 6 digits, leading zeros kept, and codes differ', () => {
    const codes = Array.from({ length: 2000 }, newCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });

  test('a code hash is bound to its purpose and address', () => {
    const h = codeHash('login', 'a@mail.utoronto.ca', '123456');
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(codeHash('register', 'a@mail.utoronto.ca', '123456')).not.toBe(h);
    expect(codeHash('login', 'b@mail.utoronto.ca', '123456')).not.toBe(h);
    expect(codeHash('login', 'a@mail.utoronto.ca', '123457')).not.toBe(h);
    expect(codeHash('login', 'a@mail.utoronto.ca', '123456')).toBe(h);
  });

  test('a token has 256 random bits, URL-safe; its hash is SHA-256 and not the token', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
    expect(tokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash(token)).toBe(tokenHash(token));
    expect(tokenHash(token)).not.toContain(token);
  });
});
