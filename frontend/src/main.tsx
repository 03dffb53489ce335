import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from '@/app/app.tsx';
import { buildRoutes } from '@/app/routes/app-routes.tsx';
import { documentCookies } from '@/app/session/cookies.ts';
import { SessionClient } from '@/app/session/session-client.ts';
import { NotificationStore } from '@/ui/notifications/notification-store.ts';
import '@/styles/theme.css';

const session = new SessionClient({ fetch: window.fetch.bind(window), cookies: documentCookies() });
session.start();
const router = createBrowserRouter(buildRoutes());
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <App session={session} notifications={new NotificationStore()} router={router} />
  </StrictMode>,
);
