import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { languageFromUrl, languageOf, registerRequestLanguage, resolveLanguage } from './language.js';

test('?language= wins, then Accept-Language by weight, then English', () => {
  expect(resolveLanguage('zh', 'en')).toBe('zh');
  expect(resolveLanguage('en', 'zh-CN')).toBe('en');
  expect(resolveLanguage('fr', 'zh-TW,zh;q=0.9')).toBe('zh-Hant');
  expect(resolveLanguage('fr', 'zh-CN,zh-TW;q=0.9')).toBe('zh');
  expect(resolveLanguage(undefined, 'fr-CA, en;q=0.5, zh;q=0.8')).toBe('zh');
  expect(resolveLanguage(undefined, 'fr, de;q=0.5')).toBe('en');
  expect(resolveLanguage(undefined, 'zh;q=0, en')).toBe('en');
  expect(resolveLanguage(undefined, undefined)).toBe('en');
});

test('reads language from a raw URL', () => {
  expect(languageFromUrl('/api/events?status=past&language=zh')).toBe('zh');
  expect(languageFromUrl('/api/events')).toBeUndefined();
});

test('Accept-Language as browsers send it: case, regions, spaces, equal weights in order, bad weights ignored', () => {
  expect(resolveLanguage(undefined, 'ZH-CN')).toBe('zh');
  expect(resolveLanguage(undefined, ' fr ;q=0.9 , zh ; q=0.8 ')).toBe('zh');
  expect(resolveLanguage(undefined, 'zh-Hant-TW;q=0.5, en-GB;q=0.6')).toBe('en');
  expect(resolveLanguage(undefined, 'fr, zh, en')).toBe('zh');
  expect(resolveLanguage(undefined, 'en;q=0.5, zh;q=0.5')).toBe('en');
  expect(resolveLanguage(undefined, 'zh;q=abc, en;q=0.1')).toBe('en');
  expect(resolveLanguage(undefined, 'zh;level=1')).toBe('zh');
  expect(resolveLanguage(undefined, 'zh; q=0.1, en')).toBe('en');
  expect(resolveLanguage(undefined, 'zh;q=0')).toBe('en');
  expect(resolveLanguage(undefined, 'fr, zh;q=0')).toBe('en');
  expect(resolveLanguage(undefined, '')).toBe('en');
  expect(resolveLanguage('ZH', 'en')).toBe('zh');
  expect(resolveLanguage('zh-TW', 'en')).toBe('en');
  expect(resolveLanguage(['zh'], undefined)).toBe('en');
});

test('Traditional: ?language=zh-Hant in any case; Accept-Language zh-TW, zh-HK, zh-MO, zh-Hant* by weight, other zh Simplified', () => {
  for (const name of ['zh-Hant', 'zh-hant', 'ZH-HANT']) expect(resolveLanguage(name, 'en'), name).toBe('zh-Hant');
  for (const tag of ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-TW', 'zh-hant-cn', 'ZH-HK'])
    expect(resolveLanguage(undefined, tag), tag).toBe('zh-Hant');
  for (const tag of ['zh', 'zh-CN', 'zh-SG', 'zh-Hans', 'zh-Hans-HK']) expect(resolveLanguage(undefined, tag), tag).toBe('zh');
  expect(resolveLanguage(undefined, 'zh-CN;q=0.5, zh-TW;q=0.8, en;q=0.7')).toBe('zh-Hant');
  expect(resolveLanguage(undefined, 'zh-TW;q=0.5, zh-CN;q=0.8')).toBe('zh');
  expect(resolveLanguage(undefined, 'zh-HK;q=0.5, en;q=0.6')).toBe('en');
  expect(resolveLanguage(undefined, 'fr, zh-MO;q=0.9, zh;q=0.9')).toBe('zh-Hant');
  expect(resolveLanguage(undefined, 'zh-TW;q=0, zh-CN;q=0.1')).toBe('zh');
  expect(languageOf({ url: '/api/events?language=zh-Hant', headers: { 'accept-language': 'zh-CN' } })).toBe('zh-Hant');
  expect(languageOf({ url: '/api/events?language=zh-TW', headers: { 'accept-language': 'zh-HK' } })).toBe('zh-Hant');
});

test('languageOf reads the query first, then the header', () => {
  expect(languageOf({ url: '/api/events?language=zh', headers: { 'accept-language': 'en' } })).toBe('zh');
  expect(languageOf({ url: '/api/events?language=fr', headers: { 'accept-language': 'zh' } })).toBe('zh');
  expect(languageOf({ url: '/api/events', headers: {} })).toBe('en');
  expect(languageFromUrl('/?language=')).toBe('');
  expect(languageFromUrl('/?x=1')).toBeUndefined();
  expect(languageFromUrl('/team/a&language=zh')).toBeUndefined();
});

test('request.language is worked out once per request, on first read, by languageOf', async () => {
  const app = Fastify();
  registerRequestLanguage(app);
  app.get('/read', async (request) => {
    const first = request.language;
    request.headers['accept-language'] = 'en';
    return { first, again: request.language };
  });
  app.get('/never', async () => 'ok');
  try {
    const read = await app.inject({ url: '/read', headers: { 'accept-language': 'fr, zh-CN;q=0.5' } });
    expect(read.json()).toEqual({ first: 'zh', again: 'zh' });
    expect((await app.inject({ url: '/read?language=en', headers: { 'accept-language': 'zh' } })).json()).toEqual({
      first: 'en',
      again: 'en',
    });
    expect((await app.inject({ url: '/read' })).json()).toEqual({ first: 'en', again: 'en' });
    expect((await app.inject({ url: '/never' })).body).toBe('ok');
  } finally {
    await app.close();
  }
});
