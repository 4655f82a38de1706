// The app's router: one sub-router per area (its key begins every operationId of the area:
// `event` holds one event's calendar file, `openapi` the document). Only its type crosses to the client.
import { auditRouter } from './modules/audit/audit.router.js';
import { authRouter } from './modules/auth/auth.router.js';
import { eventRouter, eventsRouter } from './modules/events/events.router.js';
import { joinRouter } from './modules/join/join.router.js';
import { articlesRouter, magazineRouter } from './modules/magazine/magazine.router.js';
import { newslettersRouter } from './modules/newsletter/newsletters.router.js';
import { newsletterRouter, newsletterSubscribersRouter } from './modules/newsletter/subscriptions.router.js';
import { avatarRouter } from './modules/profiles/avatar.router.js';
import { profilesRouter } from './modules/profiles/profiles.router.js';
import { registrationsRouter } from './modules/registrations/registrations.router.js';
import { checkInRouter } from './modules/check-in/check-in.router.js';
import { searchRouter } from './modules/search/search.router.js';
import { staffRouter } from './modules/staff/staff.router.js';
import { openapiRouter, systemRouter } from './modules/system/system.router.js';
import { siteRouter } from './modules/site/site.router.js';
import { teamRouter } from './modules/team/team.router.js';
import { termsRouter } from './modules/terms/terms.router.js';
import { uploadsRouter } from './modules/uploads/uploads.router.js';
import { mergeRouters, router } from './trpc/init.js';

export const appRouter = router({
  admin: uploadsRouter,
  articles: articlesRouter,
  audit: auditRouter,
  auth: authRouter,
  event: eventRouter,
  events: eventsRouter,
  join: joinRouter,
  magazine: magazineRouter,
  newsletter: newsletterRouter,
  newsletters: newslettersRouter,
  newsletterSubscribers: newsletterSubscribersRouter,
  profiles: profilesRouter,
  registrations: registrationsRouter,
  checkIn: checkInRouter,
  search: searchRouter,
  // A member's own avatar sits beside staff management under /api/staff, as docs/product.md puts it.
  staff: mergeRouters(staffRouter, avatarRouter),
  openapi: openapiRouter,
  site: siteRouter,
  system: systemRouter,
  team: teamRouter,
  terms: termsRouter,
});

export type AppRouter = typeof appRouter;
