import { expect, test } from 'vitest';
import { parseSender, senderFor } from './mail.js';
import { loadTraditional } from './traditional.js';

test('MAIL_FROM is read as a display name and an address, in each form it may take', () => {
  expect(parseSender('Chinese Culture Society <no-reply@uoftccs.ca>')).toEqual({ name: 'Chinese Culture Society', address: 'no-reply@uoftccs.ca' });
  expect(parseSender('"UofT CCS" <hello@example.org>')).toEqual({ name: 'UofT CCS', address: 'hello@example.org' });
  expect(parseSender('<hello@example.org>')).toEqual({ name: undefined, address: 'hello@example.org' });
  expect(parseSender(' hello@example.org ')).toEqual({ name: undefined, address: 'hello@example.org' });
});

test('a Chinese mail is sent under the society’s Chinese name, an English one under MAIL_FROM’s name or the English name', () => {
  expect(senderFor('UofT CCS <hello@example.org>', 'zh')).toEqual({ name: '中华文化学生会', address: 'hello@example.org' });
  expect(senderFor('UofT CCS <hello@example.org>', 'en')).toEqual({ name: 'UofT CCS', address: 'hello@example.org' });
  expect(senderFor('hello@example.org', 'en')).toEqual({ name: 'Chinese Culture Society', address: 'hello@example.org' });
});

test('a Traditional mail is sent under the society’s name in Traditional', async () => {
  await loadTraditional();
  expect(senderFor('UofT CCS <hello@example.org>', 'zh-Hant')).toEqual({ name: '中華文化學生會', address: 'hello@example.org' });
});
