import { describe, expect, test } from 'vitest';
import { badgeOf, titleOf } from './article-list';

describe('an article’s badge in the author’s list', () => {
  test('from its state, whether it is live and whether it was returned with a note', () => {
    expect(badgeOf({ state: 'draft', isLive: false, reviewNote: '' })).toBe('draft');
    expect(badgeOf({ state: 'draft', isLive: false, reviewNote: 'Please add a cover.' })).toBe('returned');
    expect(badgeOf({ state: 'draft', isLive: false, reviewNote: '  ' })).toBe('draft');
    expect(badgeOf({ state: 'draft', isLive: true, reviewNote: '' })).toBe('changed');
    expect(badgeOf({ state: 'draft', isLive: true, reviewNote: 'note' })).toBe('changed');
    expect(badgeOf({ state: 'submitted', isLive: true, reviewNote: '' })).toBe('submitted');
    expect(badgeOf({ state: 'scheduled', isLive: false, reviewNote: 'ok' })).toBe('scheduled');
    expect(badgeOf({ state: 'published', isLive: true, reviewNote: 'ok' })).toBe('published');
  });

  test('the title in the reader’s language, else the other', () => {
    expect(titleOf({ titleEn: 'Ink', titleZh: '墨' }, 'en')).toBe('Ink');
    expect(titleOf({ titleEn: 'Ink', titleZh: '墨' }, 'zh')).toBe('墨');
    expect(titleOf({ titleEn: 'Ink', titleZh: '墨' }, 'zh-Hant')).toBe('墨');
    expect(titleOf({ titleEn: '', titleZh: '墨' }, 'en')).toBe('墨');
    expect(titleOf({ titleEn: 'Ink', titleZh: ' ' }, 'zh')).toBe('Ink');
    expect(titleOf({ titleEn: '', titleZh: '' }, 'zh')).toBe('');
  });
});
