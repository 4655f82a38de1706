import { expect, test } from 'vitest';
import { magazineLimits } from '../../../../shared/magazine.schema';
import { articlesPageSize, firstOf, frontTagCount, issuePreviewCount, issueTitle } from './magazine-list';

test('the front page shows one page of cards, a few of the issue’s articles and the most used tags', () => {
  expect(articlesPageSize).toBe(magazineLimits.pageSizeDefault);
  expect(issuePreviewCount).toBeLessThanOrEqual(articlesPageSize);
  expect(frontTagCount).toBeLessThanOrEqual(40);
  expect(firstOf([1, 2, 3, 4], 3)).toEqual({ shown: [1, 2, 3], more: 1 });
  expect(firstOf([1, 2], 3)).toEqual({ shown: [1, 2], more: 0 });
});

test('an issue’s title in the language, the other’s, else its number', () => {
  expect(issueTitle({ titleEn: 'Ink', titleZh: '墨' }, 'zh', 'Issue 1')).toEqual({ text: '墨', lang: undefined });
  expect(issueTitle({ titleEn: 'Ink', titleZh: '' }, 'zh-Hant', '第 1 期')).toEqual({ text: 'Ink', lang: 'en' });
  expect(issueTitle({ titleEn: '', titleZh: '' }, 'en', 'Issue 1')).toEqual({ text: 'Issue 1', lang: undefined });
});
