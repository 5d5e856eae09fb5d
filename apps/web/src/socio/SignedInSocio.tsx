import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { queryClient } from '../app/query-client';
import { SocioRoutes } from './router';

/** Sócio once signed in: its routes under /app, reading the API through the query cache. */
export function SignedInSocio() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/app">
        <SocioRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
