import { useEffect } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { lazyPage } from '../app/lazy-page';
import { RouteErrorBoundary } from '../app/RouteErrorBoundary';
import { RootRoute } from '../app/route-guards';
import { useSession } from '../app/session/use-session';

const SignInPage = lazyPage(() => import('../features/auth/SignInPage'), 'SignInPage');
const PortariaLayout = lazyPage(() => import('./PortariaLayout'), 'PortariaLayout');
const ConciergeAccessDenied = lazyPage(() => import('./ConciergeAccessDenied'), 'ConciergeAccessDenied');

/** The app's one screen for now: sign-in, the refusal, or the desk, as the session allows. */
function PortariaHome() {
  const { session, can } = useSession();
  if (!session) return <SignInPage />;
  return can('APP_CONCIERGE_ACCESS') ? <PortariaLayout /> : <ConciergeAccessDenied />;
}

/** A page of the back-office (the sign-in's 'Esqueci minha senha'): loaded as a whole new page. */
function BackOfficePage({ path }: { path: string }) {
  useEffect(() => window.location.replace(path), [path]);
  return null;
}

const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      { path: '/', element: <PortariaHome /> },
      { path: '/users/passwords/forgot', element: <BackOfficePage path="/users/passwords/forgot" /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** Portaria's routes, under the basename /portaria. */
export function PortariaRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
