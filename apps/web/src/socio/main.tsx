import './mantine-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getSession } from '../app/session/session-store';
import { UiProviders } from '../app/UiProviders';
import { startAgendaReads } from '../features/members/agenda-reads';
import { registerServiceWorker } from '../ui/register-service-worker';
import { SocioApp } from './SocioApp';

// Sócio, the members' app: its own entry (app.html), so a member's phone downloads no staff screen; it
// shares the providers, the session and ui/ (ARCHITECTURE.md, Three faces).
const root = document.getElementById('root');
if (!root) throw new Error('app.html has no #root element');

// First: it may move the page into its worker's scope before the router reads the address.
registerServiceWorker('/app');
if (getSession()) startAgendaReads(window.location.pathname);
createRoot(root).render(
  <StrictMode>
    <UiProviders>
      <SocioApp />
    </UiProviders>
  </StrictMode>,
);
