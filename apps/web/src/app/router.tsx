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

// Routes of the full route table (spec 002, section 2) whose screens are not built yet. A feature
// replaces its paths here with its pages.
const PUBLIC_TO_BUILD = [
  '/signup',
  '/signup/confirm',
  '/users/passwords/forgot',
  '/users/passwords/reset',
  '/users/passwords/confirm',
];
const PRIVATE_TO_BUILD = [
  '/profile',
  '/users',
  '/users/details',
  '/users/register',
  '/users/update',
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
  '/ventures',
  '/ventures/details',
  '/ventures/register',
  '/ventures/update',
  '/activities',
  '/activities/details',
  '/activities/register',
  '/activities/update',
  '/spots',
  '/spots/details',
  '/spots/register',
  '/spots/update',
  '/bookings',
  '/bookings/details',
  '/booking-queues',
  '/booking-queues/details',
  '/booking-no-shows',
  '/booking-cancellations',
  '/booking-reports',
  '/features',
  '/feature-groups',
  '/feature-groups/management',
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
        children: [{ path: '/', element: <SignInPage /> }, ...toBuild(PUBLIC_TO_BUILD)],
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
              { path: '/guests', element: <Navigate to="/members" replace /> },
              ...toBuild(PRIVATE_TO_BUILD),
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
