// The route table of SPEC.md §2: every screen lazy, a spinner while it loads, and an error
// boundary around it all. Scrolling to the top and focus on a path change: components/Layout.tsx.
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { pageRoutes } from '../../../shared/routes';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Layout } from '../components/Layout';
import { Spinner } from '../components/Spinner';
import { lazyScreen } from './lazy-screen';

const HomeScreen = lazyScreen(() => import('../screens/home/HomeScreen'));
const AboutScreen = lazyScreen(() => import('../screens/about/AboutScreen'));
const EventsScreen = lazyScreen(() => import('../screens/events/EventsScreen'));
const QinSocietyScreen = lazyScreen(() => import('../screens/qin-society/QinSocietyScreen'));
const ConcertScreen = lazyScreen(() => import('../screens/concert/ConcertScreen'));
const JoinScreen = lazyScreen(() => import('../screens/join/JoinScreen'));
const NotFoundScreen = lazyScreen(() => import('../screens/not-found/NotFoundScreen'));
const PlaceholderScreen = lazyScreen(() => import('../screens/placeholder/PlaceholderScreen'));

export function App() {
  return (
    <ErrorBoundary>
      <Layout>
        <Suspense fallback={<Spinner />}>
          <Switch>
            <Route path={pageRoutes.home} component={HomeScreen} />
            <Route path={pageRoutes.about} component={AboutScreen} />
            <Route path={pageRoutes.events} component={EventsScreen} />
            <Route path={pageRoutes.qinSociety} component={QinSocietyScreen} />
            <Route path={pageRoutes.newYearConcert} component={ConcertScreen} />
            <Route path={pageRoutes.join} component={JoinScreen} />
            {/* The team screen, the staff profile and the admin area come with later issues. */}
            <Route path={pageRoutes.team} component={PlaceholderScreen} />
            <Route path={pageRoutes.teamMember} component={PlaceholderScreen} />
            <Route path={pageRoutes.adminEvents} component={PlaceholderScreen} />
            <Route path={pageRoutes.adminStaff} component={PlaceholderScreen} />
            <Route path={pageRoutes.staffProfile} component={PlaceholderScreen} />
            <Route component={NotFoundScreen} />
          </Switch>
        </Suspense>
      </Layout>
    </ErrorBoundary>
  );
}
