import { SCREEN_PATHS, type ScreenPath } from '@reserva/shared/permissions/screens';
import { lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { PrivateRoute, PublicOnlyRoute, RootRoute, ScreenRoute } from './route-guards';

// Every page is its own chunk, so the sign-in route downloads neither the shell nor other screens.
const SignInPage = lazy(() => import('../features/auth/SignInPage').then((m) => ({ default: m.SignInPage })));
const NotFoundPage = lazy(() => import('../ui/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const UnderConstructionPage = lazy(() =>
  import('../ui/UnderConstructionPage').then((m) => ({ default: m.UnderConstructionPage })),
);
const AppLayout = lazy(() => import('./shell/AppLayout').then((m) => ({ default: m.AppLayout })));
const DashboardPage = lazy(() =>
  import('../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
const UsersPage = lazy(() => import('../features/users/UsersPage').then((m) => ({ default: m.UsersPage })));
const UserDetailsPage = lazy(() =>
  import('../features/users/UserDetailsPage').then((m) => ({ default: m.UserDetailsPage })),
);
const UserRegisterPage = lazy(() =>
  import('../features/users/UserRegisterPage').then((m) => ({ default: m.UserRegisterPage })),
);
const UserUpdatePage = lazy(() =>
  import('../features/users/UserUpdatePage').then((m) => ({ default: m.UserUpdatePage })),
);
const ProfilePage = lazy(() =>
  import('../features/profile/ProfilePage').then((m) => ({ default: m.ProfilePage })),
);
const SpotsPage = lazy(() => import('../features/spots/SpotsPage').then((m) => ({ default: m.SpotsPage })));
const SpotDetailsPage = lazy(() =>
  import('../features/spots/SpotDetailsPage').then((m) => ({ default: m.SpotDetailsPage })),
);
const SpotRegisterPage = lazy(() =>
  import('../features/spots/SpotRegisterPage').then((m) => ({ default: m.SpotRegisterPage })),
);
const SpotUpdatePage = lazy(() =>
  import('../features/spots/SpotUpdatePage').then((m) => ({ default: m.SpotUpdatePage })),
);

const ForgotPasswordPage = lazy(() =>
  import('../features/passwords/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/passwords/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const PasswordConfirmPage = lazy(() =>
  import('../features/passwords/PasswordConfirmPage').then((m) => ({ default: m.PasswordConfirmPage })),
);
const SignupConfirmPage = lazy(() =>
  import('../features/passwords/SignupConfirmPage').then((m) => ({ default: m.SignupConfirmPage })),
);

const ActivitiesPage = lazy(() =>
  import('../features/activities/ActivitiesPage').then((m) => ({ default: m.ActivitiesPage })),
);
const ActivityDetailsPage = lazy(() =>
  import('../features/activities/ActivityDetailsPage').then((m) => ({ default: m.ActivityDetailsPage })),
);
const ActivityRegisterPage = lazy(() =>
  import('../features/activities/ActivityRegisterPage').then((m) => ({ default: m.ActivityRegisterPage })),
);
const ActivityUpdatePage = lazy(() =>
  import('../features/activities/ActivityUpdatePage').then((m) => ({ default: m.ActivityUpdatePage })),
);

const FeaturesPage = lazy(() =>
  import('../features/features/FeaturesPage').then((m) => ({ default: m.FeaturesPage })),
);
const FeatureGroupsPage = lazy(() =>
  import('../features/feature-groups/FeatureGroupsPage').then((m) => ({ default: m.FeatureGroupsPage })),
);
const FeatureGroupManagementPage = lazy(() =>
  import('../features/feature-groups/FeatureGroupManagementPage').then((m) => ({
    default: m.FeatureGroupManagementPage,
  })),
);

const VenturesPage = lazy(() =>
  import('../features/ventures/VenturesPage').then((m) => ({ default: m.VenturesPage })),
);
const VentureDetailsPage = lazy(() =>
  import('../features/ventures/VentureDetailsPage').then((m) => ({ default: m.VentureDetailsPage })),
);
const VentureRegisterPage = lazy(() =>
  import('../features/ventures/VentureRegisterPage').then((m) => ({ default: m.VentureRegisterPage })),
);
const VentureUpdatePage = lazy(() =>
  import('../features/ventures/VentureUpdatePage').then((m) => ({ default: m.VentureUpdatePage })),
);

const MembersPage = lazy(() =>
  import('../features/people/MembersPage').then((m) => ({ default: m.MembersPage })),
);
const MemberDetailsPage = lazy(() =>
  import('../features/people/MemberDetailsPage').then((m) => ({ default: m.MemberDetailsPage })),
);
const MemberRegisterPage = lazy(() =>
  import('../features/people/MemberRegisterPage').then((m) => ({ default: m.MemberRegisterPage })),
);
const MemberUpdatePage = lazy(() =>
  import('../features/people/MemberUpdatePage').then((m) => ({ default: m.MemberUpdatePage })),
);
const GuestDetailsPage = lazy(() =>
  import('../features/people/GuestDetailsPage').then((m) => ({ default: m.GuestDetailsPage })),
);
const GuestRegisterPage = lazy(() =>
  import('../features/people/GuestRegisterPage').then((m) => ({ default: m.GuestRegisterPage })),
);
const GuestUpdatePage = lazy(() =>
  import('../features/people/GuestUpdatePage').then((m) => ({ default: m.GuestUpdatePage })),
);
const LodgersPage = lazy(() =>
  import('../features/people/LodgersPage').then((m) => ({ default: m.LodgersPage })),
);
const LodgerDetailsPage = lazy(() =>
  import('../features/people/LodgerDetailsPage').then((m) => ({ default: m.LodgerDetailsPage })),
);
const LodgerRegisterPage = lazy(() =>
  import('../features/people/LodgerRegisterPage').then((m) => ({ default: m.LodgerRegisterPage })),
);
const LodgerUpdatePage = lazy(() =>
  import('../features/people/LodgerUpdatePage').then((m) => ({ default: m.LodgerUpdatePage })),
);

const BookingsPage = lazy(() =>
  import('../features/bookings/BookingsPage').then((m) => ({ default: m.BookingsPage })),
);
const BookingDetailsPage = lazy(() =>
  import('../features/bookings/BookingDetailsPage').then((m) => ({ default: m.BookingDetailsPage })),
);
const BookingQueuesPage = lazy(() =>
  import('../features/booking-queues/BookingQueuesPage').then((m) => ({ default: m.BookingQueuesPage })),
);
const BookingQueueDetailsPage = lazy(() =>
  import('../features/booking-queues/BookingQueueDetailsPage').then((m) => ({
    default: m.BookingQueueDetailsPage,
  })),
);
const BookingNoShowsPage = lazy(() =>
  import('../features/booking-no-shows/BookingNoShowsPage').then((m) => ({ default: m.BookingNoShowsPage })),
);
const BookingCancellationsPage = lazy(() =>
  import('../features/booking-cancellations/BookingCancellationsPage').then((m) => ({
    default: m.BookingCancellationsPage,
  })),
);
const SalesReportPage = lazy(() =>
  import('../features/sales-report/SalesReportPage').then((m) => ({ default: m.SalesReportPage })),
);

const AuditLogPage = lazy(() =>
  import('../features/audit/AuditLogPage').then((m) => ({ default: m.AuditLogPage })),
);

const PublicBookingPage = lazy(() =>
  import('../features/public-booking/PublicBookingPage').then((m) => ({ default: m.PublicBookingPage })),
);

// The private screens of the full route table (spec 002, section 2), each behind its keys.
const SCREENS: Record<ScreenPath, ReactNode> = {
  '/dashboard': <DashboardPage />,
  '/profile': <ProfilePage />,
  '/users': <UsersPage />,
  '/users/details': <UserDetailsPage />,
  '/users/register': <UserRegisterPage />,
  '/users/update': <UserUpdatePage />,
  '/members': <MembersPage />,
  '/members/details': <MemberDetailsPage />,
  '/members/register': <MemberRegisterPage />,
  '/members/update': <MemberUpdatePage />,
  '/guests': <Navigate to="/members" replace />,
  '/guests/details': <GuestDetailsPage />,
  '/guests/register': <GuestRegisterPage />,
  '/guests/update': <GuestUpdatePage />,
  '/lodgers': <LodgersPage />,
  '/lodgers/details': <LodgerDetailsPage />,
  '/lodgers/register': <LodgerRegisterPage />,
  '/lodgers/update': <LodgerUpdatePage />,
  '/ventures': <VenturesPage />,
  '/ventures/details': <VentureDetailsPage />,
  '/ventures/register': <VentureRegisterPage />,
  '/ventures/update': <VentureUpdatePage />,
  '/activities': <ActivitiesPage />,
  '/activities/details': <ActivityDetailsPage />,
  '/activities/register': <ActivityRegisterPage />,
  '/activities/update': <ActivityUpdatePage />,
  '/spots': <SpotsPage />,
  '/spots/details': <SpotDetailsPage />,
  '/spots/register': <SpotRegisterPage />,
  '/spots/update': <SpotUpdatePage />,
  '/bookings': <BookingsPage />,
  '/bookings/details': <BookingDetailsPage />,
  '/booking-queues': <BookingQueuesPage />,
  '/booking-queues/details': <BookingQueueDetailsPage />,
  '/booking-no-shows': <BookingNoShowsPage />,
  '/booking-cancellations': <BookingCancellationsPage />,
  '/booking-reports': <SalesReportPage />,
  '/features': <FeaturesPage />,
  '/feature-groups': <FeatureGroupsPage />,
  '/feature-groups/management': <FeatureGroupManagementPage />,
  '/audit': <AuditLogPage />,
};

const screenRoutes: RouteObject[] = SCREEN_PATHS.map((path) => ({
  path,
  element: <ScreenRoute path={path}>{SCREENS[path]}</ScreenRoute>,
}));

const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      {
        element: <PublicOnlyRoute />,
        children: [
          { path: '/', element: <SignInPage /> },
          { path: '/users/passwords/forgot', element: <ForgotPasswordPage /> },
          { path: '/users/passwords/reset', element: <ResetPasswordPage /> },
          { path: '/users/passwords/confirm', element: <PasswordConfirmPage /> },
          { path: '/signup/confirm', element: <SignupConfirmPage /> },
          { path: '/signup', element: <UnderConstructionPage /> },
        ],
      },
      // The external booking form is public for everyone, signed in or not.
      { path: '/bookings/register', element: <PublicBookingPage /> },
      {
        element: <PrivateRoute />,
        children: [{ element: <AppLayout />, children: screenRoutes }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The routes, in React Router's declarative mode: the app uses none of the data APIs (loaders,
 * actions, fetchers), whose code would weigh about 18 KB on the first screen.
 */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
