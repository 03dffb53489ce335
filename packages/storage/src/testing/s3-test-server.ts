import { type ChildProcess, fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_SCRIPT = fileURLToPath(new URL('./s3rver-process.ts', import.meta.url));

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** s3rver's fixed credentials. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  stop(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) in a separate process on a free loopback port, with one empty
 * bucket and its data in a temporary folder removed on stop.
 */
export async function startS3TestServer(timeoutMs = 20_000): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'ea-s3rver-'));
  const bucket = 'ea-test';
  const child = fork(SERVER_SCRIPT, [], {
    execArgv: ['--openssl-legacy-provider', '--import', 'tsx'],
    env: { ...process.env, S3RVER_DIR: directory, S3RVER_BUCKET: bucket },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('s3rver did not start in time'));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited with ${code} before it listened`));
    });
    child.once('message', (message: { port: number }) => {
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve(message.port);
    });
  }).catch(async (error) => {
    await rm(directory, { recursive: true, force: true });
    throw error;
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    async stop() {
      await stopChild(child);
      await rm(directory, { recursive: true, force: true });
    },
  };
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
