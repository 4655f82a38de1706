// The applications inbox through both doors of the real app (issue 13, first part): who may read
// and mark applications, search, the handled filter, paging, and the audit entry of each mark.
import { beforeAll, describe, expect, test } from 'vitest';
import { signedInAppForFile, testRoles, type SignedIn, type TestRole } from './helpers/accounts.js';
import { trpcStatus } from './helpers/test-app.js';

const { t, signedIn } = signedInAppForFile({ env: { SEED_DEMO: 'false' } });
const ids: number[] = [];
beforeAll(async () => {
  const people = [
    ['Li Hua', 'li.hua@mail.utoronto.ca', 'I play the pipa.'],
    ['Wang Fang', 'wang.fang@mail.utoronto.ca', '我想学古琴。'],
    ['Zhang 100%_Wei', 'zhang.wei@mail.utoronto.ca', 'Calligraphy, please'],
  ];
  for (const [name, email, message] of people)
    ids.push((await t.app.services.join.submit({ name: name!, email: email!, group: 'arts', message: message!, language: 'en' })).id);
});

type Page = {
  applications: Array<{ id: number; name: string; handledAt: string | null; handledBy: string | null }>;
  total: number;
  page: number;
  pageSize: number;
};
const list = async (query = '', who: SignedIn = signedIn.manageStaff) => {
  const response = await who.rest(`/admin/applications${query}`);
  return { status: response.status, body: (await response.json()) as Page & { error?: string } };
};
const mark = async (id: number | string, handled: unknown, who: SignedIn = signedIn.manageStaff) => {
  const response = await who.rest(`/admin/applications/${id}`, { method: 'PATCH', body: JSON.stringify({ handled }) });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
};

describe('who may read and mark applications', () => {
  const expected = (role: TestRole) => (role === 'anonymous' ? 401 : role === 'manageStaff' || role === 'admin' ? 200 : 403);
  test.each(testRoles)('%s, on both doors', async (role) => {
    const who = signedIn[role];
    expect((await list('', who)).status).toBe(expected(role));
    expect(await trpcStatus(who.trpc.join.list.query())).toBe(expected(role));
    expect((await mark(ids[0]!, false, who)).status).toBe(expected(role));
    expect(await trpcStatus(who.trpc.join.setHandled.mutate({ id: ids[0]!, handled: false }))).toBe(expected(role));
  });
});

describe('the inbox', () => {
  test('newest first; searched in name, e-mail and message, without case; % and _ are plain characters', async () => {
    expect((await list()).body.applications.map((a) => a.id)).toEqual([...ids].reverse());
    expect((await list('?q=PIPA')).body.applications.map((a) => a.name)).toEqual(['Li Hua']);
    expect((await list('?q=wang.fang@')).body.applications.map((a) => a.name)).toEqual(['Wang Fang']);
    expect((await list(`?q=${encodeURIComponent('古琴')}`)).body.applications.map((a) => a.name)).toEqual(['Wang Fang']);
    expect((await list('?q=%25_')).body.applications.map((a) => a.name)).toEqual(['Zhang 100%_Wei']);
    expect((await list('?q=%25')).body.total).toBe(1);
    expect((await list('?q=nobody')).body).toMatchObject({ applications: [], total: 0 });
    expect((await list(`?q=${'x'.repeat(101)}`)).status).toBe(400);
  });

  test('marked handled with who and when, and back; the filter follows; each mark is in the audit log', async () => {
    const marked = await mark(ids[1]!, true);
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ id: ids[1], handledBy: signedIn.manageStaff.account!.username });
    expect(Date.now() - Date.parse(marked.body.handledAt)).toBeLessThan(60_000);
    expect((await list('?status=handled')).body.applications.map((a) => a.id)).toEqual([ids[1]]);
    expect((await list('?status=unhandled')).body.applications.map((a) => a.id)).toEqual([ids[2], ids[0]]);
    const back = await mark(ids[1]!, false);
    expect(back.body).toMatchObject({ handledAt: null, handledBy: null });
    expect((await list('?status=handled')).body.total).toBe(0);
    const audit = (await (await signedIn.admin.rest(`/admin/audit?entity=application&entityId=${ids[1]}`)).json()) as { entries: any[] };
    expect(audit.entries.map((e) => [e.action, e.before.handledAt === null, e.after.handledAt === null])).toEqual([
      ['application.update', false, true],
      ['application.update', true, false],
    ]);
  });

  test('pages of the given size; bad input refused in the request’s language; an unknown id is 404', async () => {
    const first = (await list('?pageSize=2')).body;
    const second = (await list('?pageSize=2&page=2')).body;
    expect([first.applications.length, second.applications.length, first.total]).toEqual([2, 1, 3]);
    expect((await list('?status=done')).status).toBe(400);
    const zh = await signedIn.manageStaff.rest('/admin/applications?status=done&language=zh');
    expect(((await zh.json()) as { error: string }).error).toBe('状态必须是 all（全部）、unhandled（未处理）或 handled（已处理）之一。');
    expect((await mark(ids[0]!, 'yes')).status).toBe(400);
    expect(await mark(999_999, true)).toEqual({ status: 404, body: { error: 'There is no such application.', code: 'NOT_FOUND' } });
  });
});
