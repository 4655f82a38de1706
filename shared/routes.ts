// The one table of page paths (docs/product.md §2). The client routes with it; the server registers each
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
  /** One event's page (issue 23): /events/{words-of-the-title}-{id}, shared/slugs.ts. */
  event: '/events/:slug',
  /** The cancel link of a registration's mails: asks before it cancels (mail scanners follow links). */
  eventRegistration: '/events/:slug/registrations/:token',
  /** The magazine (issue 36): the latest issue, recent articles, tags and issues. */
  magazine: '/magazine',
  magazineIssue: '/magazine/issues/:number',
  magazineTag: '/magazine/tags/:tag',
  /** One article: /magazine/{words-of-the-title}-{id}, shared/slugs.ts (an old slug answers 301). */
  magazineArticle: '/magazine/:slug',
  /** One search box for the magazine and the events (issue 36 item 7): /search?q=…&page=…. */
  search: '/search',
  /** The newsletter (issue 37): a confirmation mail's link asks before it confirms (mail scanners follow links). */
  newsletterConfirm: '/newsletter/confirm/:token',
  /** A subscriber's own link: the preferences (language, topics) and the choice to leave. */
  newsletterPreferences: '/newsletter/preferences/:token',
  /** A ticket (issue 38): its QR code large, the event, the name; kept to show offline once opened. */
  ticket: '/tickets/:code',
  /** A volunteer's check-in link (issue 38): the scanner for one event, no account. */
  volunteerCheckIn: '/check-in/:token',
  adminEvents: '/admin/events',
  /** The scanner at the door for one event (issue 38), for event managers. */
  adminCheckIn: '/admin/events/:id/check-in',
  adminStaff: '/admin/staff',
  /** The society's facts and texts (issue 26). */
  adminSite: '/admin/site',
  staffProfile: '/staff/profile',
  /** The magazine's editors (issue 36): review, every article, the issues. */
  adminMagazine: '/admin/magazine',
  /** The newsletter's editors (issue 37): compose, preview and send; the subscribers. */
  adminNewsletter: '/admin/newsletter',
  /** An author's own articles (any active member), and one in the editor. */
  staffArticles: '/staff/articles',
  staffArticle: '/staff/articles/:id',
} as const;

export type PageRouteName = keyof typeof pageRoutes;
