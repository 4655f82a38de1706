import { expect, test } from 'vitest';
import { parseSender, senderFor } from './mail.js';

test('MAIL_FROM is read as a display name and an address, in each form it may take', () => {
  expect(parseSender('Chinese Culture Society <no-reply@uoftccs.ca>')).toEqual({
    name: 'Chinese Culture Society',
    address: 'no-reply@uoftccs.ca',
  });
  expect(parseSender('"UofT CCS" <hello@example.org>')).toEqual({ name: 'UofT CCS', address: 'hello@example.org' });
  expect(parseSender('<hello@example.org>')).toEqual({ name: undefined, address: 'hello@example.org' });
  expect(parseSender(' hello@example.org ')).toEqual({ name: undefined, address: 'hello@example.org' });
});

test('a Chinese mail is sent under the society’s Chinese name, an English one under MAIL_FROM’s name or the English name', async () => {
  expect(await senderFor('UofT CCS <hello@example.org>', 'zh')).toEqual({ name: '中华文化学生会', address: 'hello@example.org' });
  expect(await senderFor('UofT CCS <hello@example.org>', 'en')).toEqual({ name: 'UofT CCS', address: 'hello@example.org' });
  expect(await senderFor('hello@example.org', 'en')).toEqual({ name: 'Chinese Culture Society', address: 'hello@example.org' });
});

test('the name is the one the society’s record gives, when the mailer is told it (in English too), else the configured one', async () => {
  const names = async (language: string) => (language === 'en' ? 'Chinese Culture Club' : language === 'zh' ? '中华文化社' : '中華文化社');
  expect(await senderFor('hello@example.org', 'en', names)).toEqual({ name: 'Chinese Culture Club', address: 'hello@example.org' });
  expect(await senderFor('UofT CCS <hello@example.org>', 'en', names)).toEqual({
    name: 'Chinese Culture Club',
    address: 'hello@example.org',
  });
  const unreadable = () => Promise.reject(new Error('SQLITE_BUSY'));
  expect(await senderFor('UofT CCS <hello@example.org>', 'en', unreadable)).toEqual({ name: 'UofT CCS', address: 'hello@example.org' });
  expect(await senderFor('UofT CCS <hello@example.org>', 'zh', unreadable)).toEqual({
    name: '中华文化学生会',
    address: 'hello@example.org',
  });
  expect(await senderFor('UofT CCS <hello@example.org>', 'zh', names)).toEqual({ name: '中华文化社', address: 'hello@example.org' });
  expect(await senderFor('hello@example.org', 'zh-Hant', names)).toEqual({ name: '中華文化社', address: 'hello@example.org' });
});

test('a Traditional mail is sent under the society’s name in Traditional', async () => {
  expect(await senderFor('UofT CCS <hello@example.org>', 'zh-Hant')).toEqual({ name: '中華文化學生會', address: 'hello@example.org' });
});
