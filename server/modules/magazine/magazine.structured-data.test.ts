// An article's Article JSON-LD (issue 36 item 4): its fields from the article as readers see it,
// a team member's byline with their page, the society standing in for a missing byline and the
// site's image for a missing cover, and no text that can close the script element.
import { describe, expect, test } from 'vitest';
import type { PublicArticle } from '../../../shared/magazine.schema.js';
import { articleStructuredData, articleStructuredDataScript } from './magazine.structured-data.js';

const origin = 'https://ccs.example.org';
const article: PublicArticle = {
  id: 3,
  slug: 'the-brush-remembers-3',
  titleEn: 'The Brush Remembers',
  titleZh: '笔墨有记忆',
  standfirstEn: 'Calligraphy.',
  standfirstZh: '书法。',
  cover: null,
  tags: ['calligraphy'],
  bylines: [
    { accountId: 1, nameEn: 'Xiaoyu Lin', nameZh: '林晓雨', teamSlug: 'lin.xiaoyu' },
    { accountId: null, nameEn: 'Wang Shuwen', nameZh: 'Wang Shuwen', teamSlug: '' },
  ],
  issue: { number: 1, titleEn: 'Ink and Moonlight', titleZh: '墨与月光' },
  publishedAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-02T12:00:00.000Z',
  readingMinutes: 1,
  bodyEn: 'Text.',
  bodyZh: '正文。',
  bodyHtmlEn: '<p>Text.</p>',
  bodyHtmlZh: '<p>正文。</p>',
};
const facts = { article, origin, path: '/magazine/the-brush-remembers-3', description: '书法。', societyName: '中华文化学生会' };

describe('an article’s JSON-LD', () => {
  test('its fields in the page’s language, authors linked to their team pages, the issue it is part of', () => {
    expect(articleStructuredData({ ...facts, language: 'zh' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: '笔墨有记忆',
      description: '书法。',
      author: [
        { '@type': 'Person', name: '林晓雨', url: `${origin}/team/lin.xiaoyu?language=zh` },
        { '@type': 'Person', name: 'Wang Shuwen' },
      ],
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      image: [`${origin}/og-image.jpg`],
      inLanguage: 'zh-Hans',
      keywords: 'calligraphy',
      publisher: { '@type': 'Organization', name: '中华文化学生会', url: origin },
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${origin}/magazine/the-brush-remembers-3?language=zh` },
      url: `${origin}/magazine/the-brush-remembers-3?language=zh`,
      isPartOf: { '@type': 'PublicationIssue', issueNumber: '1', name: '墨与月光', url: `${origin}/magazine/issues/1?language=zh` },
    });
  });

  test('a cover of its own, absolute; without a byline the society is the author', () => {
    const data = articleStructuredData({
      ...facts,
      language: 'en',
      article: { ...article, bylines: [], cover: { url: '/uploads/images/c-1200x800.jpg', altEn: 'A brush', altZh: '' } },
    });
    expect(data.image).toEqual([`${origin}/uploads/images/c-1200x800.jpg`]);
    expect(data.author).toEqual([{ '@type': 'Organization', name: '中华文化学生会', url: origin }]);
    expect(data.inLanguage).toBe('en');
  });

  test('no text can close the script element', () => {
    const hostile = '</script><script>alert(1)</script>';
    const script = articleStructuredDataScript({ ...facts, language: 'en', article: { ...article, titleEn: hostile } });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(script.slice(script.indexOf('>') + 1, -'</script>'.length)).headline).toBe(hostile);
  });
});
