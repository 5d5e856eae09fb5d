import { audienceOfKeys } from '@reserva/shared/permissions/audience';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { lazyPage } from '../app/lazy-page';
import { RouteErrorBoundary } from '../app/RouteErrorBoundary';
import { RootRoute } from '../app/route-guards';
import { useSession } from '../app/session/use-session';
import { MemberAgendaPage } from '../features/members/MemberAgendaPage';
import { SocioLayout } from './SocioLayout';

const StaffRefusal = lazyPage(() => import('./StaffRefusal'), 'StaffRefusal');
const MemberBookingsPage = lazyPage(
  () => import('../features/members/MemberBookingsPage'),
  'MemberBookingsPage',
);
const MemberGuestsPage = lazyPage(
  () => import('../features/member-guests/MemberGuestsPage'),
  'MemberGuestsPage',
);
const MemberProfilePage = lazyPage(
  () => import('../features/member-profile/MemberProfilePage'),
  'MemberProfilePage',
);

// The layout and the Agenda, the app's home, come with the router: a member opening the app waits for
// one chunk after the sign-in's, not three in a row.

/** The app, or the refusal of a staff session (SocioApp draws the sign-in before this loads). */
function SocioHome() {
  const { session } = useSession();
  if (!session) return null;
  const audience = audienceOfKeys(new Set(session.user.featureGroup.features));
  return audience === 'person' ? <SocioLayout /> : <StaffRefusal />;
}

const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      {
        path: '/',
        element: <SocioHome />,
        children: [
          { index: true, element: <MemberAgendaPage /> },
          { path: 'reservas', element: <MemberBookingsPage /> },
          { path: 'convidados', element: <MemberGuestsPage /> },
          { path: 'perfil', element: <MemberProfilePage /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** Sócio's routes, under the basename /app. */
export function SocioRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
