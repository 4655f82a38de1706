import { describe, expect, test } from 'vitest';
import { issueContent, type EditableIssue } from '../../../../shared/magazine.schema';
import { adminMagazineCopy } from './admin-magazine.copy';
import {
  articlesListInput,
  bylineText,
  defaultView,
  issueInputOf,
  issueValuesOf,
  moveItem,
  publishDecision,
  readView,
  reviewListInput,
  sameIssueValues,
  titleOf,
  todayIn,
  unprefixIssues,
  writeView,
} from './magazine-view';

describe('the view in the URL', () => {
  test('nothing asked: the review tab, first page; an unknown tab is the review', () => {
    expect(readView('')).toEqual({ tab: 'review', q: '', page: 1 });
    expect(readView('?tab=nonsense&page=3')).toEqual({ tab: 'review', q: '', page: 3 });
    expect(writeView(defaultView('review'))).toBe('');
  });

  test('the article list keeps its search, state and page, and writes only what differs', () => {
    const view = readView('?tab=articles&q=brush&state=live&page=2');
    expect(view).toEqual({ tab: 'articles', q: 'brush', state: 'live', page: 2 });
    expect(writeView(view)).toBe('?tab=articles&q=brush&state=live&page=2');
    expect(writeView(defaultView('articles'))).toBe('?tab=articles');
    expect(readView('?tab=articles&state=gone')).toMatchObject({ state: 'all' });
  });

  test('only the article list is searched: a search on the other tabs is dropped', () => {
    expect(readView('?tab=issues&q=x')).toEqual({ tab: 'issues', q: '', page: 1 });
  });

  test('the list inputs: submitted for review; a state and a trimmed search only when asked', () => {
    expect(reviewListInput({ tab: 'review', q: '', page: 2 })).toEqual({ state: 'submitted', page: 2, pageSize: 20 });
    expect(articlesListInput({ tab: 'articles', q: '  ', state: 'all', page: 1 })).toEqual({ page: 1, pageSize: 20 });
    expect(articlesListInput({ tab: 'articles', q: ' ink ', state: 'draft', page: 1 })).toEqual({
      state: 'draft',
      q: 'ink',
      page: 1,
      pageSize: 20,
    });
  });
});

describe('words of a row', () => {
  test('the title in the interface language, else the other, else untitled', () => {
    expect(titleOf('en', { titleEn: 'Ink', titleZh: '墨' }, 'Untitled')).toBe('Ink');
    expect(titleOf('zh', { titleEn: 'Ink', titleZh: '墨' }, '无标题')).toBe('墨');
    expect(titleOf('zh', { titleEn: 'Ink', titleZh: '' }, '无标题')).toBe('Ink');
    expect(titleOf('en', { titleEn: '', titleZh: '' }, 'Untitled')).toBe('Untitled');
  });

  test('bylines joined, each in the interface language', () => {
    const bylines = [
      { accountId: 1, nameEn: 'Li Hua', nameZh: '李华', teamSlug: '' },
      { accountId: null, nameEn: 'A guest', nameZh: '', teamSlug: '' },
    ];
    expect(bylineText('en', bylines)).toBe('Li Hua, A guest');
    expect(bylineText('zh', bylines)).toBe('李华, A guest');
  });
});

describe('publishing at a time', () => {
  test('an empty picker publishes now', () => {
    expect(publishDecision('', 'America/Toronto')).toEqual({ decision: 'publish', publishAt: null });
  });

  test('the picker is read in the society’s zone, whatever the browser’s', () => {
    // 9:00 in Toronto in December is 14:00 UTC (EST, UTC-5); in July 13:00 UTC (EDT).
    expect(publishDecision('2026-12-02T09:00', 'America/Toronto')).toEqual({ decision: 'publish', publishAt: '2026-12-02T14:00:00.000Z' });
    expect(publishDecision('2026-07-02T09:00', 'America/Toronto')).toEqual({ decision: 'publish', publishAt: '2026-07-02T13:00:00.000Z' });
  });

  test('an unreadable time is refused, not sent as now', () => {
    expect(publishDecision('2026-02-30T09:00', 'America/Toronto')).toEqual({ invalid: true });
    expect(publishDecision('tomorrow', 'America/Toronto')).toEqual({ invalid: true });
  });
});

describe('moving an issue’s articles', () => {
  test('up and down by one, the others keeping their order', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });

  test('not past either end, and a new list every time', () => {
    const list = ['a', 'b'];
    expect(moveItem(list, 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(list, 1, 1)).toEqual(['a', 'b']);
    expect(moveItem(list, 5, -1)).toEqual(['a', 'b']);
    expect(moveItem(list, 0, 1)).not.toBe(list);
    expect(list).toEqual(['a', 'b']);
  });
});

describe('the issue form', () => {
  const issue: EditableIssue = {
    id: 4,
    number: 3,
    titleEn: 'Spring',
    titleZh: '春季号',
    titleZhHant: '',
    date: '2026-03-01',
    coverUrl: '',
    coverAltEn: '',
    coverAltZh: '',
    isPublished: true,
    articles: [
      { id: 9, titleEn: 'B', titleZh: '', isLive: true },
      { id: 7, titleEn: 'A', titleZh: '', isLive: false },
    ],
    updatedAt: '2026-03-01T12:00:00.000Z',
  };

  test('a new issue takes the number after the highest and today’s date', () => {
    const values = issueValuesOf(null, [{ number: 2 }, { number: 5 }], '2026-11-29');
    expect(values).toMatchObject({ number: '6', date: '2026-11-29', isPublished: false, articles: [] });
    expect(issueValuesOf(null, [], '2026-11-29').number).toBe('1');
  });

  test('an issue’s values make the input the schema takes, the articles in their order', () => {
    const input = issueInputOf(issueValuesOf(issue, [], '2026-11-29'));
    expect(input).toEqual({
      number: 3,
      titleEn: 'Spring',
      titleZh: '春季号',
      titleZhHant: '',
      date: '2026-03-01',
      coverUrl: '',
      coverAltEn: '',
      coverAltZh: '',
      isPublished: true,
      articleIds: [9, 7],
    });
    expect(issueContent.safeParse(input).success).toBe(true);
  });

  test('an empty or odd number is refused by the schema in its own words, beside the number', () => {
    for (const number of ['', '2.5', 'x']) {
      const parsed = issueContent.safeParse(issueInputOf({ ...issueValuesOf(issue, [], ''), number }));
      expect(parsed.success, number).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({ path: ['number'], message: 'validation.issueNumber' });
    }
  });

  test('a reorder is a change (the editor asks before dropping it)', () => {
    const values = issueValuesOf(issue, [], '');
    expect(sameIssueValues(values, issueValuesOf(issue, [], ''))).toBe(true);
    expect(sameIssueValues(values, { ...values, articles: moveItem(values.articles, 1, -1) })).toBe(false);
  });

  test('an update’s field issues lose their `issue.` prefix; others stay', () => {
    expect(
      unprefixIssues(
        [
          { path: 'issue.number', message: 'taken' },
          { path: 'id', message: 'bad' },
          { path: 'issueX', message: 'x' },
        ],
        'issue',
      ),
    ).toEqual([
      { path: 'number', message: 'taken' },
      { path: 'id', message: 'bad' },
      { path: 'issueX', message: 'x' },
    ]);
  });

  test('today in the society’s zone: late evening in Toronto is still that day', () => {
    expect(todayIn('America/Toronto', new Date('2026-12-02T03:00:00Z'))).toBe('2026-12-01');
  });
});

describe('the copy', () => {
  test('every state of the schema and every filter has its words in each language', () => {
    for (const language of ['en', 'zh', 'zh-Hant'] as const) {
      const copy = adminMagazineCopy[language];
      expect(Object.keys(copy.state).sort()).toEqual(['draft', 'published', 'scheduled', 'submitted']);
      expect(Object.keys(copy.articles.filter).sort()).toEqual(['all', 'draft', 'live', 'published', 'scheduled', 'submitted']);
    }
    expect(adminMagazineCopy['zh-Hant'].title).toBe('雜誌');
  });
});
