import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface WorkerEvent {
  event: string;
  [field: string]: unknown;
}

export interface WorkerProcess {
  readonly child: ChildProcess;
  readonly events: WorkerEvent[];
  /** Resolves with the first event matching; rejects after `timeoutMs` or when the process exits. */
  waitFor(match: (e: WorkerEvent) => boolean, timeoutMs?: number): Promise<WorkerEvent>;
  /** Sends the signal and resolves once the process has exited. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/** Runs a TypeScript worker script in its own Node process. */
export function spawnWorkerProcess(script: string, env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(script)], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const events: WorkerEvent[] = [];
  const listeners = new Set<() => void>();
  let stderr = '';
  let buffered = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) events.push(JSON.parse(line) as WorkerEvent);
    for (const listener of listeners) listener();
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  return {
    child,
    events,
    waitFor: (match, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) finish(() => resolve(found));
        };
        const finish = (settle: () => void) => {
          clearTimeout(timer);
          listeners.delete(check);
          settle();
        };
        const timer = setTimeout(
          () => finish(() => reject(new Error(`no matching worker event in ${timeoutMs} ms; stderr: ${stderr}`))),
          timeoutMs,
        );
        listeners.add(check);
        void exited.then(() => finish(() => reject(new Error(`worker exited (${child.exitCode}); stderr: ${stderr}`))));
        check();
      }),
    stop: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
