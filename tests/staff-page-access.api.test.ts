// The staff page's access rules (shared/permissions.ts) against the server (issue 22, item 4): for
// every role of DESIGN.md's tests, each tab's list answers exactly when the page shows that tab
// to the session's user, so the client never shows a tab the server refuses, nor hides one it
// would serve; and the page opens exactly when a tab shows.
import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mayOpenPage, staffTabs, visibleStaffTabs, type StaffTab } from '../shared/permissions.js';
import { as, testRoles, type SignedIn, type TestRole } from './helpers/accounts.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
const signedIn = {} as Record<TestRole, SignedIn>;
beforeAll(async () => {
  t = await startTestApp({ env: { SEED_DEMO: 'false' } });
  for (const role of testRoles) signedIn[role] = await as(t, role);
});
afterAll(async () => t.close());

async function trpcStatus(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (error) {
    if (error instanceof TRPCClientError) return (error.data as { httpStatus: number }).httpStatus;
    throw error;
  }
}

/** The call that fills each tab. */
const listOf: Record<StaffTab, (who: SignedIn) => Promise<unknown>> = {
  staff: (who) => who.trpc.staff.list.query(),
  reviews: (who) => who.trpc.profiles.list.query(),
  applications: (who) => who.trpc.join.list.query(),
};

describe('each tab of /admin/staff shows exactly when the server answers its list', () => {
  test.each(testRoles.filter((role) => role !== 'anonymous'))('%s', async (role) => {
    const who = signedIn[role];
    const { user } = await who.trpc.auth.me.query();
    const shown = visibleStaffTabs(user);
    for (const tab of staffTabs) {
      const status = await trpcStatus(listOf[tab](who));
      expect(status === 200, `${role}, ${tab}: ${status}`).toBe(shown.includes(tab));
      if (status !== 200) expect(status, `${role}, ${tab}`).toBe(403);
    }
    expect(mayOpenPage('adminStaff', user), role).toBe(shown.length > 0);
  });

  test('signed out: every list asks for a sign-in', async () => {
    for (const tab of staffTabs) expect(await trpcStatus(listOf[tab](signedIn.anonymous)), tab).toBe(401);
  });
});
