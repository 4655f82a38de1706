import { expect, test } from 'vitest';
import { articleIdOfSlug, articleSlug, eventIdOfSlug, eventSlug, slugOf, slugWordsMax } from './slugs.js';

test('words from titles: safe ASCII, lower case, one hyphen between words, none at the ends', () => {
  expect(slugOf('New Year Concert 2027!')).toBe('new-year-concert-2027');
  expect(slugOf('Café, “Qin” night')).toBe('cafe-qin-night');
  expect(slugOf('  -- Tea & Calligraphy __ Workshop --  ')).toBe('tea-calligraphy-workshop');
  expect(slugOf('新年音乐会')).toBe('');
  expect(slugOf(`${'a'.repeat(59)} bcd`)).toBe('a'.repeat(59));
  expect(slugOf('word '.repeat(40)).length).toBeLessThanOrEqual(slugWordsMax);
});

test("an event's slug: its English title's words and its id; its id read back whatever the words", () => {
  expect(eventSlug({ id: 142, titleEn: 'Lantern Night 2026' })).toBe('lantern-night-2026-142');
  expect(eventSlug({ id: 7, titleEn: '' })).toBe('event-7');
  expect(eventIdOfSlug('lantern-night-2026-142')).toBe(142);
  expect(eventIdOfSlug('an-old-title-142')).toBe(142);
  expect(eventIdOfSlug('event-7')).toBe(7);
  // Words in another form still name the event (its page redirects to the current slug).
  expect(eventIdOfSlug('Lantern--Night--142')).toBe(142);
  for (const slug of ['lantern-night', '142', 'x-0', 'x-007', 'x-1.5', 'x-99999999999999999', ''])
    expect(eventIdOfSlug(slug), slug).toBeNull();
});

test('an article’s slug is its English title’s words and its id; the id alone, or at the end, finds it', () => {
  expect(articleSlug({ id: 12, titleEn: 'The Brush Remembers' })).toBe('the-brush-remembers-12');
  expect(articleSlug({ id: 3, titleEn: '' })).toBe('article-3');
  expect(articleSlug({ id: 3, titleEn: '书法' })).toBe('article-3');
  expect(articleIdOfSlug('the-brush-remembers-12')).toBe(12);
  expect(articleIdOfSlug('an-old-title-12')).toBe(12);
  expect(articleIdOfSlug('12')).toBe(12);
  expect(articleIdOfSlug('1')).toBe(1);
  for (const bad of ['0', '012', '', 'no-id', 'x-0', '12a', '99999999999999999']) expect(articleIdOfSlug(bad), bad).toBeNull();
});
