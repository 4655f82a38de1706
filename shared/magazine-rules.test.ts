import { describe, expect, test } from 'vitest';
import {
  canEditArticle,
  canManageArticle,
  canReviewArticle,
  canSubmitArticle,
  isBodyImageSource,
  isLinkTarget,
  isOwnArticle,
  readingMinutes,
  stateAfterSave,
  type ArticleStanding,
  type ArticleState,
  type MagazineActor,
} from './magazine-rules';

describe('links in a body', () => {
  test.each([
    'https://example.org/a?b=c#d',
    'http://example.org',
    'HTTPS://EXAMPLE.ORG',
    'mailto:editor@example.org',
    '/events/lantern-night-1',
    '/',
    '#notes',
  ])('%s is a link target', (url) => {
    expect(isLinkTarget(url)).toBe(true);
  });
  test.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    '//evil.example/x',
    '/\\evil.example',
    'https:evil',
    'https://',
    'mailto:',
    '#',
    '',
    'java script:x',
    'ftp://example.org',
    'relative/path',
    'javascript:fetch("http://evil.example")',
  ])('%s is not', (url) => {
    expect(isLinkTarget(url)).toBe(false);
  });
});

describe('images in a body', () => {
  test.each(['/uploads/images/abc_D-1-1600x900.jpg', '/uploads/images/x-10x20.png', 'https://images.example.org/a.jpg'])(
    '%s may be shown',
    (url) => {
      expect(isBodyImageSource(url)).toBe(true);
    },
  );
  test.each([
    'http://images.example.org/a.jpg',
    'data:image/png;base64,AAAA',
    '/uploads/staff/a-10x10.jpg',
    '/uploads/images/../../etc/passwd',
    '/uploads/images/a-10x10.jpg?x',
    '/uploads/images/a-10x10.gif',
    'x/uploads/images/a-10x10.jpg',
    '//images.example.org/a.jpg',
    'https://',
    'https://a b',
    'javascript:alert(1)',
    'data:image/png,https://x.example/a.png',
    '',
  ])('%s may not', (url) => {
    expect(isBodyImageSource(url)).toBe(false);
  });
});

describe('reading time', () => {
  test('English at 230 words a minute, Chinese at 400 characters a minute, at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(230 * 3))).toBe(3);
    expect(readingMinutes('书'.repeat(400 * 5))).toBe(5);
    expect(readingMinutes(`${'书'.repeat(400 * 2)} ${'word '.repeat(230 * 2)}`)).toBe(4);
    // A word with an apostrophe or a hyphen is one word; punctuation is none.
    expect(readingMinutes("don't well-known , . ; ".repeat(230))).toBe(2);
    expect(readingMinutes('word '.repeat(230 * 2 + 116))).toBe(3);
    expect(readingMinutes('word '.repeat(230 * 2 + 114))).toBe(2);
    // A Han character between letters parts two words (460 words and 230 characters: 2.6 minutes).
    expect(readingMinutes('ab书cd '.repeat(230))).toBe(3);
  });
});

const author: MagazineActor = { id: 7, isEditor: false };
const coAuthor: MagazineActor = { id: 8, isEditor: false };
const stranger: MagazineActor = { id: 9, isEditor: false };
const editor: MagazineActor = { id: 1, isEditor: true };
const article = (state: ArticleState): ArticleStanding => ({ state, authorIds: [7, 8], createdBy: 7 });

describe('the workflow', () => {
  test('an article is its authors’ own, and its starter’s', () => {
    expect(isOwnArticle(author, article('draft'))).toBe(true);
    expect(isOwnArticle(coAuthor, article('draft'))).toBe(true);
    expect(isOwnArticle(stranger, article('draft'))).toBe(false);
    expect(isOwnArticle({ id: 7, isEditor: false }, { state: 'draft', authorIds: [], createdBy: 7 })).toBe(true);
  });

  test('authors edit their own unless it waits for review; editors edit any; strangers none', () => {
    for (const state of ['draft', 'scheduled', 'published'] as const) {
      expect(canEditArticle(author, article(state)), state).toBe(true);
      expect(canEditArticle(stranger, article(state)), state).toBe(false);
    }
    expect(canEditArticle(author, article('submitted'))).toBe(false);
    for (const state of ['draft', 'submitted', 'scheduled', 'published'] as const)
      expect(canEditArticle(editor, article(state))).toBe(true);
  });

  test('a save makes a draft, except of a submitted article (an editor’s fix during review)', () => {
    expect(stateAfterSave('draft')).toBe('draft');
    expect(stateAfterSave('published')).toBe('draft');
    expect(stateAfterSave('scheduled')).toBe('draft');
    expect(stateAfterSave('submitted')).toBe('submitted');
  });

  test('only a draft is submitted, by its authors or an editor', () => {
    expect(canSubmitArticle(author, article('draft'))).toBe(true);
    expect(canSubmitArticle(editor, article('draft'))).toBe(true);
    expect(canSubmitArticle(stranger, article('draft'))).toBe(false);
    for (const state of ['submitted', 'scheduled', 'published'] as const)
      expect(canSubmitArticle(author, article(state)), state).toBe(false);
  });

  test('only editors review, and only what is not already live as it stands', () => {
    for (const state of ['draft', 'submitted', 'scheduled'] as const) {
      expect(canReviewArticle(editor, article(state)), state).toBe(true);
      expect(canReviewArticle(author, article(state)), state).toBe(false);
    }
    expect(canReviewArticle(editor, article('published'))).toBe(false);
  });

  test('only editors unpublish, delete and restore', () => {
    expect(canManageArticle(editor)).toBe(true);
    expect(canManageArticle(author)).toBe(false);
  });
});
