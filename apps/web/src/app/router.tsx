import { SCREEN_PATHS, type ScreenPath } from '@reserva/shared/permissions/screens';
import { EXTERNAL_BOOKING_CONFIRMATION_PATH } from '@reserva/shared/schedules/schedules.rules';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { lazyPage } from './lazy-page';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { PrivateRoute, PublicOnlyRoute, RootRoute, ScreenRoute } from './route-guards';

// Every page is its own chunk, so the sign-in route downloads neither the shell nor other screens.
const SignInPage = lazyPage(() => import('../features/auth/SignInPage'), 'SignInPage');
const NotFoundPage = lazyPage(() => import('../ui/NotFoundPage'), 'NotFoundPage');
const AppLayout = lazyPage(() => import('./shell/AppLayout'), 'AppLayout');
const DashboardPage = lazyPage(() => import('../features/dashboard/DashboardPage'), 'DashboardPage');
const UsersPage = lazyPage(() => import('../features/users/UsersPage'), 'UsersPage');
const UserDetailsPage = lazyPage(() => import('../features/users/UserDetailsPage'), 'UserDetailsPage');
const UserRegisterPage = lazyPage(() => import('../features/users/UserRegisterPage'), 'UserRegisterPage');
const UserUpdatePage = lazyPage(() => import('../features/users/UserUpdatePage'), 'UserUpdatePage');
const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage'), 'ProfilePage');
const SpotsPage = lazyPage(() => import('../features/spots/SpotsPage'), 'SpotsPage');
const SpotDetailsPage = lazyPage(() => import('../features/spots/SpotDetailsPage'), 'SpotDetailsPage');
const SpotRegisterPage = lazyPage(() => import('../features/spots/SpotRegisterPage'), 'SpotRegisterPage');
const SpotUpdatePage = lazyPage(() => import('../features/spots/SpotUpdatePage'), 'SpotUpdatePage');

const ForgotPasswordPage = lazyPage(
  () => import('../features/passwords/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('../features/passwords/ResetPasswordPage'),
  'ResetPasswordPage',
);
const PasswordConfirmPage = lazyPage(
  () => import('../features/passwords/PasswordConfirmPage'),
  'PasswordConfirmPage',
);
const SignupConfirmPage = lazyPage(
  () => import('../features/passwords/SignupConfirmPage'),
  'SignupConfirmPage',
);
const AppSignupPage = lazyPage(() => import('../features/app-signup/AppSignupPage'), 'AppSignupPage');

const ActivitiesPage = lazyPage(() => import('../features/activities/ActivitiesPage'), 'ActivitiesPage');
const ActivityDetailsPage = lazyPage(
  () => import('../features/activities/ActivityDetailsPage'),
  'ActivityDetailsPage',
);
const ActivityRegisterPage = lazyPage(
  () => import('../features/activities/ActivityRegisterPage'),
  'ActivityRegisterPage',
);
const ActivityUpdatePage = lazyPage(
  () => import('../features/activities/ActivityUpdatePage'),
  'ActivityUpdatePage',
);

const FeaturesPage = lazyPage(() => import('../features/features/FeaturesPage'), 'FeaturesPage');
const FeatureGroupsPage = lazyPage(
  () => import('../features/feature-groups/FeatureGroupsPage'),
  'FeatureGroupsPage',
);
const FeatureGroupManagementPage = lazyPage(
  () => import('../features/feature-groups/FeatureGroupManagementPage'),
  'FeatureGroupManagementPage',
);

const VenturesPage = lazyPage(() => import('../features/ventures/VenturesPage'), 'VenturesPage');
const VentureDetailsPage = lazyPage(
  () => import('../features/ventures/VentureDetailsPage'),
  'VentureDetailsPage',
);
const VentureRegisterPage = lazyPage(
  () => import('../features/ventures/VentureRegisterPage'),
  'VentureRegisterPage',
);
const VentureUpdatePage = lazyPage(
  () => import('../features/ventures/VentureUpdatePage'),
  'VentureUpdatePage',
);

const MembersPage = lazyPage(() => import('../features/people/MembersPage'), 'MembersPage');
const MemberDetailsPage = lazyPage(() => import('../features/people/MemberDetailsPage'), 'MemberDetailsPage');
const MemberRegisterPage = lazyPage(
  () => import('../features/people/MemberRegisterPage'),
  'MemberRegisterPage',
);
const MemberUpdatePage = lazyPage(() => import('../features/people/MemberUpdatePage'), 'MemberUpdatePage');
const GuestDetailsPage = lazyPage(() => import('../features/people/GuestDetailsPage'), 'GuestDetailsPage');
const GuestRegisterPage = lazyPage(() => import('../features/people/GuestRegisterPage'), 'GuestRegisterPage');
const GuestUpdatePage = lazyPage(() => import('../features/people/GuestUpdatePage'), 'GuestUpdatePage');
const LodgersPage = lazyPage(() => import('../features/people/LodgersPage'), 'LodgersPage');
const LodgerDetailsPage = lazyPage(() => import('../features/people/LodgerDetailsPage'), 'LodgerDetailsPage');
const LodgerRegisterPage = lazyPage(
  () => import('../features/people/LodgerRegisterPage'),
  'LodgerRegisterPage',
);
const LodgerUpdatePage = lazyPage(() => import('../features/people/LodgerUpdatePage'), 'LodgerUpdatePage');

const BookingsPage = lazyPage(() => import('../features/bookings/BookingsPage'), 'BookingsPage');
const BookingDetailsPage = lazyPage(
  () => import('../features/bookings/BookingDetailsPage'),
  'BookingDetailsPage',
);
const BookingQueuesPage = lazyPage(
  () => import('../features/booking-queues/BookingQueuesPage'),
  'BookingQueuesPage',
);
const BookingQueueDetailsPage = lazyPage(
  () => import('../features/booking-queues/BookingQueueDetailsPage'),
  'BookingQueueDetailsPage',
);
const BookingNoShowsPage = lazyPage(
  () => import('../features/booking-no-shows/BookingNoShowsPage'),
  'BookingNoShowsPage',
);
const BookingCancellationsPage = lazyPage(
  () => import('../features/booking-cancellations/BookingCancellationsPage'),
  'BookingCancellationsPage',
);
const SalesReportPage = lazyPage(() => import('../features/sales-report/SalesReportPage'), 'SalesReportPage');

const AuditLogPage = lazyPage(() => import('../features/audit/AuditLogPage'), 'AuditLogPage');

const PublicBookingPage = lazyPage(
  () => import('../features/public-booking/PublicBookingPage'),
  'PublicBookingPage',
);
const BookingConfirmPage = lazyPage(
  () => import('../features/public-booking/BookingConfirmPage'),
  'BookingConfirmPage',
);
const PassPage = lazyPage(() => import('../features/passes/PassPage'), 'PassPage');

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
          { path: '/signup', element: <AppSignupPage /> },
        ],
      },
      // The external booking form and its mailed link's confirmation are public for everyone, signed in or not.
      { path: '/bookings/register', element: <PublicBookingPage /> },
      { path: EXTERNAL_BOOKING_CONFIRMATION_PATH, element: <BookingConfirmPage /> },
      // A booking's pass, linked from its confirmation mail: public, the code is the whole of it.
      { path: '/passe', element: <PassPage /> },
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
