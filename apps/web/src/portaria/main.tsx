import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from '../app/Providers';
import { registerServiceWorker } from '../ui/register-service-worker';
import { PortariaRoutes } from './router';

// Portaria, the concierge's app: its own entry (portaria.html), so a phone at the desk downloads no
// back-office screen; it shares the providers, the session and ui/ (ARCHITECTURE.md, Three faces).
const root = document.getElementById('root');
if (!root) throw new Error('portaria.html has no #root element');

// First: it may move the page into its worker's scope before the router reads the address.
registerServiceWorker('/portaria');
createRoot(root).render(
  <StrictMode>
    <Providers>
      <BrowserRouter basename="/portaria">
        <PortariaRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
