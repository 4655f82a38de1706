// The staff page's access rules (shared/permissions.ts) against the server (issue 22, item 4): for
// every role of docs/architecture.md's tests, each tab's list answers exactly when the page shows that tab
// to the session's user, so the client never shows a tab the server refuses, nor hides one it
// would serve; and the page opens exactly when a tab shows.
import { describe, expect, test } from 'vitest';
import { mayOpenPage, staffTabs, visibleStaffTabs, type StaffTab } from '../shared/permissions.js';
import { signedInAppForFile, testRoles, type SignedIn } from './helpers/accounts.js';
import { trpcStatus } from './helpers/test-app.js';

const { signedIn } = signedInAppForFile({ env: { SEED_DEMO: 'false' } });

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
