import { lazy } from 'react';

/** The shell's chunk, fetched only once someone is signed in, so the login page stays small. */
export const LazyAppLayout = lazy(() => import('./app-layout.tsx').then((m) => ({ default: m.AppLayout })));
