// A private redis-server for the one-machine default: data in DATA_DIR/redis, append-only file on,
// so jobs and undelivered events survive a restart.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { canConnect, freePort, startChild, step, waitFor } from './shell.mjs';

export async function startPrivateRedis(dataDir, { persistent = true } = {}) {
  const dir = join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  step(`starting a private redis-server on 127.0.0.1:${port} (data in ${dir})`);
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--logfile', join(dir, 'redis.log')];
  args.push('--appendonly', persistent ? 'yes' : 'no');
  startChild('redis-server', args, { stdio: 'ignore' });
  await waitFor(() => canConnect('127.0.0.1', port), 'redis-server');
  return `redis://127.0.0.1:${port}`;
}
