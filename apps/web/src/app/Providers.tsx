import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';
import { UiProviders } from './UiProviders';

/** The theme, toasts and hints, and the query cache the screens read the API through. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <UiProviders>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </UiProviders>
  );
}
