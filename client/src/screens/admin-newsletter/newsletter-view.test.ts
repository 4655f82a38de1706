import { describe, expect, test } from 'vitest';
import {
  defaultView,
  emptyContent,
  isEditable,
  isFiltered,
  progressOf,
  readView,
  sameContent,
  sendTiming,
  subjectOf,
  subscribersCsvHref,
  subscribersListInput,
  titleOf,
  writeView,
  type SubscribersView,
} from './newsletter-view';

const subscribers = (over: Partial<SubscribersView> = {}): SubscribersView => ({
  ...(defaultView('subscribers') as SubscribersView),
  ...over,
});

describe('the view in the URL', () => {
  test('the newsletters are the default; their view has no search or page', () => {
    expect(readView('')).toEqual({ tab: 'newsletters', q: '', page: 1 });
    expect(readView('?tab=nonsense&q=x&page=3')).toEqual({ tab: 'newsletters', q: '', page: 1 });
    expect(writeView(readView(''))).toBe('');
  });

  test('the subscribers keep their search, filters and page; unknown values are the defaults', () => {
    const view = readView('?tab=subscribers&q=li&status=pending&language=zh-Hant&topic=events&page=2');
    expect(view).toEqual({ tab: 'subscribers', q: 'li', status: 'pending', language: 'zh-Hant', topic: 'events', page: 2 });
    expect(writeView(view)).toBe('?tab=subscribers&q=li&status=pending&language=zh-Hant&topic=events&page=2');
    expect(readView('?tab=subscribers&status=gone&language=fr&topic=cats&page=-1')).toEqual(defaultView('subscribers'));
    expect(writeView(defaultView('subscribers'))).toBe('?tab=subscribers');
  });
});

describe('the subscriber list', () => {
  test('the list input leaves out "all" and an empty search', () => {
    expect(subscribersListInput(subscribers())).toEqual({ page: 1, pageSize: 50 });
    expect(subscribersListInput(subscribers({ q: '  li ', status: 'subscribed', language: 'zh', topic: 'magazine', page: 3 }))).toEqual({
      q: 'li',
      status: 'subscribed',
      language: 'zh',
      topic: 'magazine',
      page: 3,
      pageSize: 50,
    });
    // The search as typed once it paused.
    expect(subscribersListInput(subscribers({ q: 'lih' }), 'li')).toEqual({ q: 'li', page: 1, pageSize: 50 });
  });

  test('the CSV file has the same filters, and no page', () => {
    expect(subscribersCsvHref(subscribers())).toBe('/api/admin/newsletter/subscribers.csv');
    expect(subscribersCsvHref(subscribers({ q: 'a&b', status: 'pending', topic: 'events', page: 4 }))).toBe(
      '/api/admin/newsletter/subscribers.csv?q=a%26b&status=pending&topic=events',
    );
  });

  test('filtered or not', () => {
    expect(isFiltered(subscribers())).toBe(false);
    expect(isFiltered(subscribers({ q: ' ' }))).toBe(false);
    expect(isFiltered(subscribers({ language: 'en' }))).toBe(true);
    expect(isFiltered(subscribers({ q: 'x' }))).toBe(true);
  });
});

describe('the composer', () => {
  test('a new newsletter includes the coming events and nothing else', () => {
    expect(emptyContent()).toMatchObject({ subjectEn: '', articleIds: [], issueId: null, includeEvents: true });
  });

  test('changes are seen in every field, the articles’ order too', () => {
    const a = { ...emptyContent(), articleIds: [1, 2] };
    expect(sameContent(a, { ...a, articleIds: [1, 2] })).toBe(true);
    expect(sameContent(a, { ...a, articleIds: [2, 1] })).toBe(false);
    expect(sameContent(a, { ...a, introZhHant: 'x' })).toBe(false);
    expect(sameContent(a, { ...a, includeEvents: false })).toBe(false);
    expect(sameContent(a, { ...a, issueId: 3 })).toBe(false);
  });

  test('the subject in the interface language, the other one, or untitled', () => {
    expect(subjectOf('en', { subjectEn: 'News', subjectZh: '新闻' }, '?')).toBe('News');
    expect(subjectOf('zh', { subjectEn: 'News', subjectZh: '新闻' }, '?')).toBe('新闻');
    expect(subjectOf('zh', { subjectEn: 'News', subjectZh: '' }, '?')).toBe('News');
    expect(subjectOf('en', { subjectEn: '', subjectZh: '' }, '?')).toBe('?');
    expect(titleOf('zh', { titleEn: 'Ink', titleZh: '墨与纸' }, '?')).toBe('墨与纸');
    expect(titleOf('en', { titleEn: '', titleZh: '' }, '?')).toBe('?');
  });

  test('only a draft or a scheduled newsletter may be changed', () => {
    expect(isEditable('draft')).toBe(true);
    expect(isEditable('scheduled')).toBe(true);
    expect(isEditable('sending')).toBe(false);
    expect(isEditable('paused')).toBe(false);
    expect(isEditable('sent')).toBe(false);
  });
});

describe('sending', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  test('now has no time; later reads the picker in the society’s zone', () => {
    expect(sendTiming('now', '2020-01-01T00:00', 'America/Toronto', now)).toEqual({});
    // 19:00 in Toronto in December is 00:00 the next day in UTC.
    expect(sendTiming('later', '2026-12-05T19:00', 'America/Toronto', now)).toEqual({ sendAt: '2026-12-06T00:00:00.000Z' });
  });

  test('an empty or unreadable time, or one not in the future, is refused', () => {
    expect(sendTiming('later', '', 'America/Toronto', now)).toEqual({ invalid: true });
    expect(sendTiming('later', '2026-02-30T10:00', 'America/Toronto', now)).toEqual({ invalid: true });
    expect(sendTiming('later', '2026-12-01T07:00', 'America/Toronto', now)).toEqual({ past: true });
  });

  test('progress: sent and given up are done, as a share of the recipients', () => {
    const base = { failures: [] };
    expect(progressOf({ ...base, recipients: 0, sent: 0, failed: 0, left: 0 })).toEqual({ done: 0, percent: 0 });
    expect(progressOf({ ...base, recipients: 3, sent: 1, failed: 1, left: 1 })).toEqual({ done: 2, percent: 66 });
    expect(progressOf({ ...base, recipients: 4, sent: 4, failed: 0, left: 0 })).toEqual({ done: 4, percent: 100 });
  });
});
