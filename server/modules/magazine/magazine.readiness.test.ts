import { expect, test } from 'vitest';
import { emptyArticleContent, type ArticleContent } from '../../../shared/magazine.schema';
import { loadMarkdown } from '../../lib/markdown';
import { readinessIssues } from './magazine.readiness';

const { imagesOf } = await loadMarkdown();

const article = (changes: Partial<ArticleContent>): ArticleContent => ({ ...emptyArticleContent, ...changes });
const issuesOf = (changes: Partial<ArticleContent>) =>
  readinessIssues(article(changes), imagesOf).map(({ path, messageKey }) => `${path} ${messageKey}`);

test('an article written in one language, or both, is ready', () => {
  expect(issuesOf({ titleEn: 'Ink', bodyEn: 'Text.' })).toEqual([]);
  expect(issuesOf({ titleZh: '墨', bodyZh: '正文。' })).toEqual([]);
  expect(issuesOf({ titleEn: 'Ink', bodyEn: 'Text.', titleZh: '墨', bodyZh: '正文。' })).toEqual([]);
});

test('a title is needed in one language; a language with a title needs its text, and one with a text its title', () => {
  expect(issuesOf({})).toEqual(['content.titleEn magazine.titleRequired']);
  expect(issuesOf({ bodyEn: 'Text.' })).toEqual(['content.titleEn magazine.titleRequired']);
  expect(issuesOf({ titleEn: 'Ink' })).toEqual(['content.bodyEn magazine.bodyMissing']);
  expect(issuesOf({ titleEn: 'Ink', bodyEn: 'Text.', bodyZh: '正文。' })).toEqual(['content.titleZh magazine.titleMissing']);
  expect(issuesOf({ titleEn: 'Ink', bodyEn: 'Text.', titleZh: '墨' })).toEqual(['content.bodyZh magazine.bodyMissing']);
});

test('a cover is described in each language the article is written in', () => {
  const cover = { coverUrl: '/uploads/images/a-10x10.jpg' };
  expect(issuesOf({ ...cover, titleEn: 'Ink', bodyEn: 'Text.' })).toEqual(['content.coverAltEn magazine.coverAltRequired']);
  expect(issuesOf({ ...cover, titleEn: 'Ink', bodyEn: 'Text.', coverAltEn: 'A brush' })).toEqual([]);
  expect(issuesOf({ ...cover, titleEn: 'Ink', bodyEn: 'Text.', coverAltEn: 'A brush', titleZh: '墨', bodyZh: '正文。' })).toEqual([
    'content.coverAltZh magazine.coverAltRequired',
  ]);
  expect(issuesOf({ titleEn: 'Ink', bodyEn: 'Text.' })).toEqual([]);
});

test('images in a text are described and come from an upload or https, in every body, Traditional too', () => {
  const ok = 'Text.\n\n![A brush](/uploads/images/a-10x10.jpg) ![Ink](https://x.example/i.jpg)';
  expect(issuesOf({ titleEn: 'Ink', bodyEn: ok })).toEqual([]);
  expect(issuesOf({ titleEn: 'Ink', bodyEn: 'Text ![](/uploads/images/a-10x10.jpg)' })).toEqual([
    'content.bodyEn magazine.imageAltRequired',
  ]);
  expect(issuesOf({ titleEn: 'Ink', bodyEn: 'Text ![A](http://x.example/i.jpg)' })).toEqual(['content.bodyEn magazine.imageSource']);
  expect(issuesOf({ titleZh: '墨', bodyZh: '正文 ![ ](https://x.example/i.jpg)' })).toEqual(['content.bodyZh magazine.imageAltRequired']);
  expect(issuesOf({ titleZh: '墨', bodyZh: '正文', bodyZhHant: '正文 ![圖](data:image/png;base64,AA==)' })).toEqual([
    'content.bodyZhHant magazine.imageSource',
  ]);
});
