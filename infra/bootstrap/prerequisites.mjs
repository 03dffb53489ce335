// What the product needs from the machine: pnpm, the workspace's packages, and OS packages.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fail, hasCommand, run, step } from './shell.mjs';

export const PNPM_VERSION = '10.34.9';

export function ensurePnpm() {
  if (hasCommand('pnpm')) return;
  step(`installing pnpm ${PNPM_VERSION}`);
  const result = spawnSync('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  if (result.status !== 0 || !hasCommand('pnpm'))
    fail(`pnpm is missing and could not be installed: run "npm install -g pnpm@${PNPM_VERSION}"`);
}

/** Installs the workspace's packages when the lockfile changed since the last install. */
export function ensureDependencies(root, dataDir) {
  const lock = readFileSync(join(root, 'pnpm-lock.yaml'));
  const hash = createHash('sha256').update(lock).digest('hex');
  const stamp = join(root, 'node_modules', '.ea-install-stamp');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  step('installing dependencies');
  // node-gyp would otherwise try to download Node's headers, which this network does not allow.
  const env = { ...process.env, npm_config_nodedir: process.env.npm_config_nodedir ?? '/usr' };
  run('pnpm', ['install', '--frozen-lockfile'], { cwd: root, env });
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(stamp, hash);
}

/** Debian packages providing each command the product may need. */
const PACKAGES = {
  'redis-server': 'redis-server',
  chromium: 'chromium',
  initdb: 'postgresql',
};

/**
 * Installs missing OS packages with apt when running as root, otherwise stops with one line that
 * says what to install.
 */
export function ensureCommands(commands) {
  const missing = commands.filter((c) => !commandPresent(c));
  if (missing.length === 0) return;
  const packages = [...new Set(missing.map((c) => PACKAGES[c]))];
  const canInstall = process.getuid?.() === 0 && hasCommand('apt-get');
  if (!canInstall) fail(`missing ${missing.join(', ')}: install them with "sudo apt-get install -y ${packages.join(' ')}"`);
  step(`installing ${packages.join(', ')} (apt)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env });
}

function commandPresent(command) {
  if (command === 'initdb') return postgresBinDir() !== null;
  if (command === 'chromium') return chromePath() !== null;
  return hasCommand(command);
}

export function chromePath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((p) => p && existsSync(p)) ?? null;
}

/** Debian keeps the server binaries out of PATH, under /usr/lib/postgresql/<version>/bin. */
export function postgresBinDir() {
  for (const version of ['18', '17', '16', '15', '14', '13']) {
    const dir = `/usr/lib/postgresql/${version}/bin`;
    if (existsSync(join(dir, 'initdb'))) return dir;
  }
  return hasCommand('initdb') ? '' : null;
}
