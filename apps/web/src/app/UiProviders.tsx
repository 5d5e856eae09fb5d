import { MantineProvider } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { lazyPage } from './lazy-page';
import { cssVariablesResolver, theme } from './theme';

// The toasts' container and the hints' layer are fetched after the first screen is drawn; a toast
// raised before it arrives waits in the notifications store and shows when it mounts.
const ToastsContainer = lazy(() => import('../ui/ToastsContainer'));
const HintLayer = lazyPage(() => import('../ui/hint/HintLayer'), 'HintLayer');

/** What every screen draws with: the theme, toasts and hints; no data layer (see Providers). */
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Suspense>
        <ToastsContainer />
        <HintLayer />
      </Suspense>
      {children}
    </MantineProvider>
  );
}
