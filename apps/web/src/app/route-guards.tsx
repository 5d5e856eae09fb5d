import { SCREEN_KEYS, type ScreenPath } from '@reserva/shared/permissions/screens';
import { type ReactNode, Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../ui/PageLoader';
import { lazyPage } from './lazy-page';
import { useSession } from './session/use-session';

// The guards read the session store, so signing in, out or a session expiring anywhere (even in another
// tab) moves the user to the right side at once (spec 000, section 2, Route guard).

/** Private routes: anonymous visitors go to the sign-in page. */
export function PrivateRoute() {
  const { session } = useSession();
  return session ? <Outlet /> : <Navigate to="/" replace />;
}

const AccessDeniedPage = lazyPage(() => import('../ui/AccessDeniedPage'), 'AccessDeniedPage');

/**
 * A private screen: shown when the user's group holds one of its keys (SCREEN_KEYS, which the menu
 * reads too), else the refusal page, before the screen loads anything the server would refuse.
 */
export function ScreenRoute({ path, children }: { path: ScreenPath; children: ReactNode }) {
  const { can } = useSession();
  return can(...SCREEN_KEYS[path]) ? children : <AccessDeniedPage />;
}

/** Public routes such as sign-in: a signed-in user goes to the dashboard. */
export function PublicOnlyRoute() {
  const { session } = useSession();
  return session ? <Navigate to="/dashboard" replace /> : <Outlet />;
}

/** Root of every route: a loader while a page's code arrives. */
export function RootRoute() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}
