// A throwaway PostgreSQL cluster for the tests when the machine has no server running.
import { chownSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { postgresBinDir } from './prerequisites.mjs';
import { canConnect, freePort, run, startChild, step, waitFor } from './shell.mjs';

export async function startPrivatePostgres(dataDir) {
  const bin = postgresBinDir();
  const dir = join(dataDir, 'test-postgres');
  const port = await freePort();
  // initdb refuses to run as root; run the server as the postgres user then.
  const asRoot = process.getuid?.() === 0;
  const wrap = (cmd, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    step(`creating a PostgreSQL cluster in ${dir}`);
    mkdirSync(dir, { recursive: true });
    if (asRoot) chownSync(dir, ...postgresIds());
    run(...wrap(join(bin, 'initdb'), ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']), { stdio: 'ignore' });
  }
  step(`starting PostgreSQL on 127.0.0.1:${port}`);
  startChild(
    ...wrap(join(bin, 'postgres'), [
      '-D',
      dir,
      '-p',
      String(port),
      '-h',
      '127.0.0.1',
      '-k',
      dir,
      '-c',
      'fsync=off',
      '-c',
      'max_connections=300',
    ]),
    {
      stdio: 'ignore',
    },
  );
  await waitFor(() => canConnect('127.0.0.1', port), 'PostgreSQL', 30000);
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

function postgresIds() {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('the postgres system user is missing (it comes with the postgresql package)');
  const [, , uid, gid] = line.split(':');
  return [Number(uid), Number(gid)];
}
