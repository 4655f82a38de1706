// The route table of SPEC.md §2: every screen lazy, a spinner while it loads, the page back at
// the top on every path change, and an error boundary around it all.
import { Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { pageRoutes } from '../../../shared/routes';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Layout } from '../components/Layout';
import { Spinner } from '../components/Spinner';
import { lazyScreen } from './lazy-screen';

const EventsScreen = lazyScreen(() => import('../screens/events/EventsScreen'));
const NotFoundScreen = lazyScreen(() => import('../screens/not-found/NotFoundScreen'));
const PlaceholderScreen = lazyScreen(() => import('../screens/placeholder/PlaceholderScreen'));

function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export function App() {
  return (
    <ErrorBoundary>
      <ScrollToTop />
      <Layout>
        <Suspense fallback={<Spinner />}>
          <Switch>
            <Route path={pageRoutes.events} component={EventsScreen} />
            <Route path={pageRoutes.home} component={PlaceholderScreen} />
            <Route path={pageRoutes.about} component={PlaceholderScreen} />
            <Route path={pageRoutes.join} component={PlaceholderScreen} />
            <Route path={pageRoutes.team} component={PlaceholderScreen} />
            <Route path={pageRoutes.teamMember} component={PlaceholderScreen} />
            <Route path={pageRoutes.qinSociety} component={PlaceholderScreen} />
            <Route path={pageRoutes.newYearConcert} component={PlaceholderScreen} />
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
