import { expect, test } from 'vitest';
import {
  applicationsCsvHref,
  applicationsListInput,
  defaultView,
  pageCount,
  readView,
  reviewsListInput,
  staffListInput,
  writeView,
  type View,
} from './staff-view';

test('the tab comes from the URL among the allowed ones; an unknown or forbidden one gives the first allowed', () => {
  const all = ['staff', 'reviews', 'applications'] as const;
  expect(readView('', all)).toEqual(defaultView('staff'));
  expect(readView('?tab=reviews', all)).toEqual({ tab: 'reviews', q: '', status: 'pending', page: 1 });
  expect(readView('?tab=applications', all)).toEqual({ tab: 'applications', q: '', status: 'all', page: 1 });
  expect(readView('?tab=elsewhere', all).tab).toBe('staff');
  // A reviewer who follows a link to the staff tab lands on the reviews.
  expect(readView('?tab=staff&role=admin', ['reviews'])).toEqual({ tab: 'reviews', q: '', status: 'pending', page: 1 });
  expect(readView('', ['reviews']).tab).toBe('reviews');
});

test('each tab reads its own filters, with safe defaults for anything unreadable', () => {
  const all = ['staff', 'reviews', 'applications'] as const;
  expect(readView('?q=li&role=admin&status=inactive&profile=rejected&page=3', all)).toEqual({
    tab: 'staff',
    q: 'li',
    role: 'admin',
    status: 'inactive',
    profile: 'rejected',
    page: 3,
  });
  expect(readView('?role=owner&status=asleep&profile=lost&page=0', all)).toEqual(defaultView('staff'));
  expect(readView('?tab=reviews&status=approved&page=2', all)).toMatchObject({ status: 'approved', page: 2 });
  expect(readView('?tab=reviews&status=inactive', all)).toMatchObject({ status: 'pending' });
  expect(readView('?tab=applications&status=handled', all)).toMatchObject({ status: 'handled' });
  expect(readView('?tab=applications&status=rejected', all)).toMatchObject({ status: 'all' });
  for (const bad of ['?page=-1', '?page=1.5', '?page=two']) expect(readView(bad, all).page, bad).toBe(1);
});

test('a view is written with only what differs from its tab’s defaults, and reads back the same', () => {
  expect(writeView(defaultView('staff'))).toBe('');
  expect(writeView(defaultView('reviews'))).toBe('?tab=reviews');
  expect(writeView({ ...defaultView('reviews'), status: 'all' } as View)).toBe('?tab=reviews&status=all');
  expect(writeView({ tab: 'applications', q: '  ', status: 'all', page: 1 })).toBe('?tab=applications');
  const views: View[] = [
    { tab: 'staff', q: '李 hua', role: 'staff', status: 'active', profile: 'pending', page: 2 },
    { tab: 'reviews', q: 'x', status: 'rejected', page: 4 },
    { tab: 'applications', q: 'pipa', status: 'unhandled', page: 2 },
  ];
  for (const view of views) expect(readView(writeView(view), ['staff', 'reviews', 'applications'])).toEqual(view);
});

test('list inputs: the search trimmed or left out, the filters by their server names', () => {
  expect(staffListInput({ tab: 'staff', q: '  li ', role: 'admin', status: 'active', profile: 'new', page: 2 })).toEqual({
    q: 'li',
    role: 'admin',
    status: 'active',
    profileStatus: 'new',
    page: 2,
    pageSize: 20,
  });
  expect(staffListInput(defaultView('staff') as never, '   ')).not.toHaveProperty('q');
  expect(reviewsListInput({ tab: 'reviews', q: '', status: 'pending', page: 1 })).toEqual({ status: 'pending', page: 1, pageSize: 20 });
  expect(applicationsListInput({ tab: 'applications', q: 'old', status: 'handled', page: 1 }, 'new')).toEqual({
    q: 'new',
    status: 'handled',
    page: 1,
    pageSize: 20,
  });
});

test('the CSV address carries the search and filter (not the page) and the language', () => {
  expect(applicationsCsvHref({ tab: 'applications', q: '', status: 'all', page: 3 }, 'en')).toBe('/api/admin/applications.csv?language=en');
  expect(applicationsCsvHref({ tab: 'applications', q: ' 李 & co ', status: 'unhandled', page: 1 }, 'zh')).toBe(
    '/api/admin/applications.csv?q=%E6%9D%8E+%26+co&status=unhandled&language=zh',
  );
});

test('page count', () => {
  expect(pageCount(0)).toBe(1);
  expect(pageCount(20)).toBe(1);
  expect(pageCount(21)).toBe(2);
  expect(pageCount(5, 2)).toBe(3);
});
