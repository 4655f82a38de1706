// The one table of page paths (SPEC.md §2). The client routes with it; the server uses it to
// answer the SPA with 200 for a known path and 404 for anything else.

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

const patterns = Object.values(pageRoutes).map((route) => route.split('/').filter(Boolean));

/** True when `pathname` is a page of the site. A single trailing slash is ignored, as the client's router does. */
export function isKnownPagePath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  if (pathname.includes('//')) return false;
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part === segments[i]),
  );
}
