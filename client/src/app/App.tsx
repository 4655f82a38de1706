// The route table of docs/product.md §2: every screen lazy, a spinner while it loads, and an error
// boundary around it all. Scrolling to the top and focus on a path change: app/Layout.tsx.
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { pageRoutes } from '../../../shared/routes';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Layout } from './Layout';
import { Spinner } from '../components/Spinner';
import { lazyScreen } from './lazy-screen';

const HomeScreen = lazyScreen(() => import('../screens/home/HomeScreen'));
const AboutScreen = lazyScreen(() => import('../screens/about/AboutScreen'));
const EventsScreen = lazyScreen(() => import('../screens/events/EventsScreen'));
const EventScreen = lazyScreen(() => import('../screens/event/EventScreen'));
const QinSocietyScreen = lazyScreen(() => import('../screens/qin-society/QinSocietyScreen'));
const ConcertScreen = lazyScreen(() => import('../screens/concert/ConcertScreen'));
const JoinScreen = lazyScreen(() => import('../screens/join/JoinScreen'));
const NotFoundScreen = lazyScreen(() => import('../screens/not-found/NotFoundScreen'));
const TeamScreen = lazyScreen(() => import('../screens/team/TeamScreen'));
const AdminEventsScreen = lazyScreen(() => import('../screens/admin-events/AdminEventsScreen'));
const AdminStaffScreen = lazyScreen(() => import('../screens/admin-staff/AdminStaffScreen'));
const AdminSiteScreen = lazyScreen(() => import('../screens/admin-site/AdminSiteScreen'));
const StaffProfileScreen = lazyScreen(() => import('../screens/staff-profile/StaffProfileScreen'));
const MagazineScreen = lazyScreen(() => import('../screens/magazine/MagazineScreen'));
const ArticleScreen = lazyScreen(() => import('../screens/magazine-article/ArticleScreen'));
const SearchScreen = lazyScreen(() => import('../screens/search/SearchScreen'));
const AdminMagazineScreen = lazyScreen(() => import('../screens/admin-magazine/AdminMagazineScreen'));
const AdminNewsletterScreen = lazyScreen(() => import('../screens/admin-newsletter/AdminNewsletterScreen'));
const StaffArticlesScreen = lazyScreen(() => import('../screens/staff-articles/StaffArticlesScreen'));
const EventRegistrationScreen = lazyScreen(() => import('../screens/event-registration/EventRegistrationScreen'));
const NewsletterConfirmScreen = lazyScreen(() => import('../screens/newsletter/NewsletterConfirmScreen'));
const NewsletterPreferencesScreen = lazyScreen(() => import('../screens/newsletter/NewsletterPreferencesScreen'));
const TicketScreen = lazyScreen(() => import('../screens/ticket/TicketScreen'));
const CheckInScreen = lazyScreen(() => import('../screens/check-in/CheckInScreen'));

// The screens a visit most often opens at, by exact path.
const firstScreens = new Map<string, { preload: () => Promise<unknown> }>([
  [pageRoutes.home, HomeScreen],
  [pageRoutes.about, AboutScreen],
  [pageRoutes.events, EventsScreen],
  [pageRoutes.qinSociety, QinSocietyScreen],
  [pageRoutes.newYearConcert, ConcertScreen],
  [pageRoutes.join, JoinScreen],
  [pageRoutes.team, TeamScreen],
  [pageRoutes.magazine, MagazineScreen],
  [pageRoutes.search, SearchScreen],
]);

/**
 * Starts loading the screen of the page being opened, before the first render asks for it.
 * Resolves when it is in (or has failed: React reports that when it renders the screen), or at
 * once for a page that is not among the first screens.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // A member's address opens the team screen; an event's (not a programme's) the event screen.
  const path = /^\/team\/[^/]+$/.test(trimmed) ? pageRoutes.team : trimmed;
  const screen =
    firstScreens.get(path) ??
    (/^\/events\/[^/]+$/.test(trimmed) ? EventScreen : undefined) ??
    (/^\/magazine\/(issues|tags)\/[^/]+$/.test(trimmed) ? MagazineScreen : undefined) ??
    (/^\/magazine\/[^/]+$/.test(trimmed) ? ArticleScreen : undefined);
  return screen?.preload().catch(() => {}) ?? Promise.resolve();
}

export function App() {
  return (
    <ErrorBoundary>
      <Layout>
        <Suspense fallback={<Spinner page />}>
          <Switch>
            <Route path={pageRoutes.home} component={HomeScreen} />
            <Route path={pageRoutes.about} component={AboutScreen} />
            <Route path={pageRoutes.events} component={EventsScreen} />
            <Route path={pageRoutes.qinSociety} component={QinSocietyScreen} />
            <Route path={pageRoutes.newYearConcert} component={ConcertScreen} />
            <Route path={pageRoutes.eventRegistration} component={EventRegistrationScreen} />
            <Route path={pageRoutes.event} component={EventScreen} />
            <Route path={pageRoutes.join} component={JoinScreen} />
            <Route path={pageRoutes.team} component={TeamScreen} />
            <Route path={pageRoutes.teamMember} component={TeamScreen} />
            <Route path={pageRoutes.adminEvents} component={AdminEventsScreen} />
            <Route path={pageRoutes.adminCheckIn} component={CheckInScreen} />
            <Route path={pageRoutes.volunteerCheckIn} component={CheckInScreen} />
            <Route path={pageRoutes.ticket} component={TicketScreen} />
            <Route path={pageRoutes.adminStaff} component={AdminStaffScreen} />
            <Route path={pageRoutes.adminSite} component={AdminSiteScreen} />
            <Route path={pageRoutes.staffProfile} component={StaffProfileScreen} />
            <Route path={pageRoutes.magazine} component={MagazineScreen} />
            <Route path={pageRoutes.magazineIssue} component={MagazineScreen} />
            <Route path={pageRoutes.magazineTag} component={MagazineScreen} />
            <Route path={pageRoutes.magazineArticle} component={ArticleScreen} />
            <Route path={pageRoutes.search} component={SearchScreen} />
            <Route path={pageRoutes.newsletterConfirm} component={NewsletterConfirmScreen} />
            <Route path={pageRoutes.newsletterPreferences} component={NewsletterPreferencesScreen} />
            <Route path={pageRoutes.adminMagazine} component={AdminMagazineScreen} />
            <Route path={pageRoutes.adminNewsletter} component={AdminNewsletterScreen} />
            <Route path={pageRoutes.staffArticles} component={StaffArticlesScreen} />
            <Route path={pageRoutes.staffArticle} component={StaffArticlesScreen} />
            <Route component={NotFoundScreen} />
          </Switch>
        </Suspense>
      </Layout>
    </ErrorBoundary>
  );
}
