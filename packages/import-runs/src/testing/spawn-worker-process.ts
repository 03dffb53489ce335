import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** What a worker fixture reports, one JSON line each (see runImportWorkerFixture). */
export interface WorkerEvent {
  event: string;
  percent?: number;
  attempt?: number;
}

export interface WorkerProcess {
  readonly child: ChildProcess;
  readonly events: WorkerEvent[];
  /** Resolves once an event matches; rejects after timeoutMs or when the process exits. */
  waitFor(match: (e: WorkerEvent) => boolean, timeoutMs?: number): Promise<void>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/** Runs a worker fixture script (a .ts path) in its own Node process and collects the events it reports. */
export function spawnWorkerProcess(script: string, env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const events: WorkerEvent[] = [];
  let buffered = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) events.push(JSON.parse(line));
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    events,
    async waitFor(match, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (!events.some(match)) {
        if (child.exitCode !== null) throw new Error(`worker process exited (${child.exitCode}): ${stderr}`);
        if (Date.now() > deadline) throw new Error(`no matching worker event in ${timeoutMs} ms; stderr: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
