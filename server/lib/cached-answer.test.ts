import { expect, test } from 'vitest';
import { chooseEncoding } from './cached-answer.js';

test('Accept-Encoding: br, then gzip, then none; q=0 refuses; the same answer when a value comes again', () => {
  for (let round = 0; round < 2; round++) {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, deflate, br;q=0')).toBe('gzip');
    expect(chooseEncoding('GZIP')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
  }
  // More values than are remembered: each is still parsed right.
  for (let i = 0; i < 200; i++) expect(chooseEncoding(`x-${i}, gzip`)).toBe('gzip');
  expect(chooseEncoding('gzip, deflate, br')).toBe('br');
});
