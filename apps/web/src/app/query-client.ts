import { QueryClient } from '@tanstack/react-query';

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
