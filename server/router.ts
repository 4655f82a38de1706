// The app's router: one sub-router per area. Only its type crosses to the client.
import { auditRouter } from './modules/audit/audit.router.js';
import { authRouter } from './modules/auth/auth.router.js';
import { eventsRouter } from './modules/events/events.router.js';
import { joinRouter } from './modules/join/join.router.js';
import { profilesRouter } from './modules/profiles/profiles.router.js';
import { staffRouter } from './modules/staff/staff.router.js';
import { systemRouter } from './modules/system/system.router.js';
import { teamRouter } from './modules/team/team.router.js';
import { router } from './trpc/init.js';

export const appRouter = router({
  audit: auditRouter,
  auth: authRouter,
  events: eventsRouter,
  join: joinRouter,
  profiles: profilesRouter,
  staff: staffRouter,
  system: systemRouter,
  team: teamRouter,
});

export type AppRouter = typeof appRouter;
