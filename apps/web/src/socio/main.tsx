import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from '../app/Providers';
import { registerServiceWorker } from '../ui/register-service-worker';
import { SocioRoutes } from './router';

// Sócio, the members' app: its own entry (app.html), so a member's phone downloads no staff screen; it
// shares the providers, the session and ui/ (ARCHITECTURE.md, Three faces).
const root = document.getElementById('root');
if (!root) throw new Error('app.html has no #root element');

// First: it may move the page into its worker's scope before the router reads the address.
registerServiceWorker('/app');
createRoot(root).render(
  <StrictMode>
    <Providers>
      <BrowserRouter basename="/app">
        <SocioRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
