import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { HintLayer } from '../ui/hint/HintLayer';
import { queryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

// The toasts' container is fetched after the first screen is drawn; a toast raised before it arrives
// waits in the notifications store and shows when it mounts.
const ToastsContainer = lazy(() => import('../ui/ToastsContainer'));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Suspense>
        <ToastsContainer />
      </Suspense>
      <HintLayer />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
