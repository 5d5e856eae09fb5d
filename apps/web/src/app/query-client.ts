import { QueryClient } from '@tanstack/react-query';
import { getSession, subscribeSession } from './session/session-store';

function isClientError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && Number(error.status) < 500;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx answer will not change by asking again; network faults and 5xx may.
      retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
    },
  },
});

// Signing out, a session expiring or another tab signing out leaves no one's data in the cache (the
// route guards then send the user to the sign-in). The api client knows nothing of this cache, so the
// sign-in screen loads without the query library.
subscribeSession(() => {
  if (!getSession()) queryClient.clear();
});
