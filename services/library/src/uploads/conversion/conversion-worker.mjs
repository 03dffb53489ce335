// A conversion worker's entry: plain JavaScript, as a worker thread starts without the main thread's
// TypeScript loader (neither under `node --import tsx` nor under vitest); it registers tsx for itself.
import { register } from 'tsx/esm/api';

register();
const { serveConversions } = await import('./serve-conversions.ts');
serveConversions();
