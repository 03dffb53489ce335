import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CHILD_SCRIPT = fileURLToPath(new URL('./hub-child-process.ts', import.meta.url));

export interface HubChild {
  port: number;
  /** Asks the child to stop and waits for it to exit, killing it if it hangs. */
  stop(): Promise<void>;
}

export interface HubChildSettings {
  redisUrl: string;
  publicKeyPem: string;
  prefix: string;
  topics: string[];
  /** How often the child sweeps its sockets for revoked sessions; the hub's default when omitted. */
  sessionSweepMs?: number;
}

/** Starts a hub in a separate Node process (`node --import tsx`) and resolves once it listens. */
export function startHubChild(settings: HubChildSettings, timeoutMs = 20_000): Promise<HubChild> {
  const child = fork(CHILD_SCRIPT, [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      REDIS_URL: settings.redisUrl,
      JWT_PUBLIC_KEY: settings.publicKeyPem,
      HUB_PREFIX: settings.prefix,
      HUB_TOPICS: settings.topics.join(','),
      ...(settings.sessionSweepMs === undefined ? {} : { HUB_SESSION_SWEEP_MS: String(settings.sessionSweepMs) }),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the hub child process did not start in time'));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the hub child process exited with ${code} before it was ready`));
    });
    child.once('message', (message: { port: number }) => {
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ port: message.port, stop: () => stopChild(child) });
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.disconnect();
  });
}
