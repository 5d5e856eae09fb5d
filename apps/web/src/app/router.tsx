import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../ui/NotFoundPage';
import { UnderConstructionPage } from '../ui/UnderConstructionPage';
import { RouteErrorPage } from './RouteErrorPage';
import { PrivateRoute, PublicOnlyRoute, RootRoute } from './route-guards';

// Every page is its own chunk, so the sign-in route downloads neither the shell nor other screens.
const SignInPage = lazy(() => import('../features/auth/SignInPage').then((m) => ({ default: m.SignInPage })));
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

// Routes of the full route table (spec 002, section 2) whose screens are not built yet. A feature
// replaces its paths here with its pages.
const PUBLIC_TO_BUILD = ['/signup'];
const PRIVATE_TO_BUILD = [
  '/members',
  '/members/details',
  '/members/register',
  '/members/update',
  '/lodgers',
  '/lodgers/details',
  '/lodgers/register',
  '/lodgers/update',
  '/guests/details',
  '/guests/register',
  '/guests/update',
  '/bookings',
  '/bookings/details',
  '/booking-queues',
  '/booking-queues/details',
  '/booking-no-shows',
  '/booking-cancellations',
  '/booking-reports',
];

const toBuild = (paths: string[]): RouteObject[] =>
  paths.map((path) => ({ path, element: <UnderConstructionPage /> }));

export const router = createBrowserRouter([
  {
    element: <RootRoute />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PublicOnlyRoute />,
        children: [
          { path: '/', element: <SignInPage /> },
          { path: '/users/passwords/forgot', element: <ForgotPasswordPage /> },
          { path: '/users/passwords/reset', element: <ResetPasswordPage /> },
          { path: '/users/passwords/confirm', element: <PasswordConfirmPage /> },
          { path: '/signup/confirm', element: <SignupConfirmPage /> },
          ...toBuild(PUBLIC_TO_BUILD),
        ],
      },
      // The external booking form is public for everyone, signed in or not.
      ...toBuild(['/bookings/register']),
      {
        element: <PrivateRoute />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: '/dashboard', element: <DashboardPage /> },
              { path: '/profile', element: <ProfilePage /> },
              { path: '/users', element: <UsersPage /> },
              { path: '/users/details', element: <UserDetailsPage /> },
              { path: '/users/register', element: <UserRegisterPage /> },
              { path: '/users/update', element: <UserUpdatePage /> },
              { path: '/guests', element: <Navigate to="/members" replace /> },
              { path: '/activities', element: <ActivitiesPage /> },
              { path: '/activities/details', element: <ActivityDetailsPage /> },
              { path: '/activities/register', element: <ActivityRegisterPage /> },
              { path: '/activities/update', element: <ActivityUpdatePage /> },
              { path: '/spots', element: <SpotsPage /> },
              { path: '/spots/details', element: <SpotDetailsPage /> },
              { path: '/spots/register', element: <SpotRegisterPage /> },
              { path: '/spots/update', element: <SpotUpdatePage /> },
              { path: '/features', element: <FeaturesPage /> },
              { path: '/feature-groups', element: <FeatureGroupsPage /> },
              { path: '/feature-groups/management', element: <FeatureGroupManagementPage /> },
              { path: '/ventures', element: <VenturesPage /> },
              { path: '/ventures/details', element: <VentureDetailsPage /> },
              { path: '/ventures/register', element: <VentureRegisterPage /> },
              { path: '/ventures/update', element: <VentureUpdatePage /> },
              ...toBuild(PRIVATE_TO_BUILD),
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
