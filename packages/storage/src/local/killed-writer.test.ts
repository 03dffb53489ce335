import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { readAll, sha256Of } from '../testing/test-streams.ts';
import { createLocalObjectStorage } from './local-storage.ts';

const WRITER = fileURLToPath(new URL('../testing/local-writer-process.ts', import.meta.url));
const root = await mkdtemp(join(tmpdir(), 'ea-storage-killed-'));
const staging = join(root, '.staging');

afterAll(() => rm(root, { recursive: true, force: true }));

async function stagedBytes(): Promise<number> {
  const names = await readdir(staging).catch(() => []);
  const sizes = await Promise.all(names.map(async (name) => (await stat(join(staging, name))).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}

it('keeps the previous object whole when its writer is killed mid-write, and a later storage sweeps the stale staging file', async () => {
  const storage = createLocalObjectStorage({ root });
  const previous = Buffer.from('the previous logo');
  await storage.put('logos/channel-1.png', previous, { contentType: 'image/png' });

  const writer = spawn(process.execPath, ['--import', 'tsx', WRITER], {
    env: { ...process.env, STORAGE_ROOT: root, STORAGE_KEY: 'logos/channel-1.png' },
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => writer.once('exit', resolve));
  const deadline = Date.now() + 20_000;
  while ((await stagedBytes()) < 4 * 1024 * 1024) {
    if (Date.now() > deadline || writer.exitCode !== null) throw new Error('the writer did not start writing');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  writer.kill('SIGKILL');
  await exited;

  expect(await readAll(await storage.get('logos/channel-1.png'))).toEqual(previous);
  expect(await storage.head('logos/channel-1.png')).toEqual({
    size: previous.length,
    sha256: sha256Of(previous),
    contentType: 'image/png',
  });
  expect((await storage.listPage('')).objects).toEqual([{ key: 'logos/channel-1.png', size: previous.length }]);

  const leftovers = await readdir(staging);
  expect(leftovers).toHaveLength(1);
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
  await utimes(join(staging, leftovers[0]!), twoDaysAgo, twoDaysAgo);
  await createLocalObjectStorage({ root }).put('logos/channel-2.png', Buffer.from('another'));
  expect(await readdir(staging)).toEqual([]);
});
