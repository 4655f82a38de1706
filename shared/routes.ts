// The one table of page paths (SPEC.md §2). The client routes with it; the server registers each
// path to answer the SPA with 200, and answers 404 for anything else.

export const pageRoutes = {
  home: '/',
  about: '/about',
  join: '/join',
  team: '/team',
  teamMember: '/team/:member',
  events: '/events',
  qinSociety: '/events/qin-society',
  newYearConcert: '/events/new-year-concert',
  adminEvents: '/admin/events',
  adminStaff: '/admin/staff',
  staffProfile: '/staff/profile',
} as const;

export type PageRouteName = keyof typeof pageRoutes;
