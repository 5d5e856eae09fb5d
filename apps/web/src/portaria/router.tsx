import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { lazyPage } from '../app/lazy-page';
import { RouteErrorBoundary } from '../app/RouteErrorBoundary';
import { RootRoute } from '../app/route-guards';
import { useSession } from '../app/session/use-session';

const SignInPage = lazyPage(() => import('../features/auth/SignInPage'), 'SignInPage');
const PortariaLayout = lazyPage(() => import('./PortariaLayout'), 'PortariaLayout');
const ConciergeAccessDenied = lazyPage(() => import('./ConciergeAccessDenied'), 'ConciergeAccessDenied');
const DeskTodayPage = lazyPage(() => import('../features/desk/DeskTodayPage'), 'DeskTodayPage');
const GateCameraPage = lazyPage(() => import('../features/desk/GateCameraPage'), 'GateCameraPage');
const PassScanPage = lazyPage(() => import('../features/desk/PassScanPage'), 'PassScanPage');

/** Sign-in, the refusal, or the desk with its screens, as the session allows. */
function PortariaHome() {
  const { session, can } = useSession();
  if (!session) return <SignInPage />;
  return can('APP_CONCIERGE_ACCESS') ? <PortariaLayout /> : <ConciergeAccessDenied />;
}

const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      {
        path: '/',
        element: <PortariaHome />,
        children: [
          { index: true, element: <DeskTodayPage /> },
          { path: 'camera', element: <GateCameraPage /> },
          { path: 'qr', element: <PassScanPage /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** Portaria's routes, under the basename /portaria. */
export function PortariaRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
