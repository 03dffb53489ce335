/**
 * How the system Chromium is started, for printing and for the browser tests alike (see
 * ENVIRONMENT.md): headless, no sandbox (containers), no GPU, no network or updates of its own,
 * no /dev/shm (small in containers).
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
