import { Suspense, useSyncExternalStore } from 'react';
import { lazyPage } from '../app/lazy-page';
import { getSession, subscribeSession } from '../app/session/session-store';
import { SignInPage } from '../features/auth/SignInPage';
import { PageLoader } from '../ui/PageLoader';

// The signed-in app (router, query cache, live socket) in chunks of its own: a visitor's first screen,
// the sign-in, loads only React, the theme and the form (issue 31, point 9: under 100 kB).
const SignedInSocio = lazyPage(() => import('./SignedInSocio'), 'SignedInSocio');

/** The members' sign-in, or the app once a session is stored (the sign-in stores it; so may another tab). */
export function SocioApp() {
  const session = useSyncExternalStore(subscribeSession, getSession);
  if (!session) return <SignInPage audience="person" />;
  return (
    <Suspense fallback={<PageLoader />}>
      <SignedInSocio />
    </Suspense>
  );
}
