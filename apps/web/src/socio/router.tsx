import { audienceOfKeys } from '@reserva/shared/permissions/audience';
import { useEffect } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { lazyPage } from '../app/lazy-page';
import { RouteErrorBoundary } from '../app/RouteErrorBoundary';
import { RootRoute } from '../app/route-guards';
import { useSession } from '../app/session/use-session';

const SignInPage = lazyPage(() => import('../features/auth/SignInPage'), 'SignInPage');
const SocioLayout = lazyPage(() => import('./SocioLayout'), 'SocioLayout');
const StaffRefusal = lazyPage(() => import('./StaffRefusal'), 'StaffRefusal');
const MemberAgendaPage = lazyPage(() => import('../features/members/MemberAgendaPage'), 'MemberAgendaPage');
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

/** The members' sign-in, the refusal of a staff session, or the app, as the session is. */
function SocioHome() {
  const { session } = useSession();
  if (!session) return <SignInPage audience="person" />;
  const audience = audienceOfKeys(new Set(session.user.featureGroup.features));
  return audience === 'person' ? <SocioLayout /> : <StaffRefusal />;
}

/** A page of the back-office (the sign-in's 'Esqueci minha senha', 'Criar conta'): loaded as a whole new page. */
function BackOfficePage({ path }: { path: string }) {
  useEffect(() => window.location.replace(path), [path]);
  return null;
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
      { path: '/users/passwords/forgot', element: <BackOfficePage path="/users/passwords/forgot" /> },
      { path: '/signup', element: <BackOfficePage path="/signup" /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** Sócio's routes, under the basename /app. */
export function SocioRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
