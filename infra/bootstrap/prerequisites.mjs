// What the product needs from the machine: pnpm, the workspace's packages, and OS packages.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fail, hasCommand, run, step } from './shell.mjs';

/**
 * The pnpm version package.json pins ("packageManager": "pnpm@<version>+sha512.<hex>"). The hash
 * (of the pnpm npm tarball) is what lets a corepack-managed pnpm verify its download: the registry
 * serves no signatures, which corepack otherwise requires.
 */
export function pinnedPnpmVersion(root) {
  const { packageManager = '' } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const match = /^pnpm@(\d+\.\d+\.\d+)(\+|$)/.exec(packageManager);
  if (!match) fail(`package.json must pin pnpm as "packageManager": "pnpm@<version>", not "${packageManager}"`);
  return match[1];
}

/**
 * Makes the pinned pnpm the one every command of the bootstrap runs: installs it once into
 * .data/tools (beside the checkout, whatever DATA_DIR says), puts its directory first on env.PATH
 * so that child processes (scripts, `pnpm exec`, tests) find the same pnpm, and returns its
 * absolute path.
 *
 * Whatever pnpm the machine has on PATH is never run: pnpm 11 and later honour the pin by
 * downloading @pnpm/exe of that version, and refuse to run when the registry lacks it or serves it
 * without a registry signature, so `pnpm install` fails on their users' machines; an older pnpm
 * would install with another version than the lockfile was written by. Settings cannot make a
 * foreign pnpm safe: pnpm 11 and 12 ignore `managePackageManagerVersions: false`, and with
 * `pmOnFail: ignore` they run as themselves and reinstall node_modules before running a script.
 */
export function usePinnedPnpm(root, env) {
  const version = pinnedPnpmVersion(root);
  const prefix = join(root, '.data', 'tools', `pnpm-${version}`);
  const binDir = join(prefix, 'node_modules', '.bin');
  if (!existsSync(prefix)) installPnpm(version, prefix);
  env.PATH = [binDir, ...(env.PATH ?? '').split(delimiter).filter((dir) => dir && dir !== binDir)].join(delimiter);
  return join(binDir, 'pnpm');
}

/** npm installs into a temporary prefix renamed into place, so a half-done install is never used. */
function installPnpm(version, prefix) {
  step(`installing pnpm ${version} into ${prefix}`);
  const partial = `${prefix}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const npmArgs = ['install', '--prefix', partial, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', `pnpm@${version}`];
  const result = spawnSync('npm', npmArgs, { stdio: 'inherit' });
  if (result.status !== 0) {
    rmSync(partial, { recursive: true, force: true });
    fail(`pnpm ${version} could not be installed with npm (exit ${result.status ?? result.signal}): check the network and npm's registry`);
  }
  try {
    renameSync(partial, prefix);
  } catch (error) {
    // Another bootstrap started at the same moment installed it first.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(prefix)) throw error;
  }
}

/** Installs the workspace's packages when the lockfile or the pinned pnpm changed since the last install. */
export function ensureDependencies(root, dataDir, pnpm, env) {
  const lock = readFileSync(join(root, 'pnpm-lock.yaml'));
  const hash = createHash('sha256').update(pinnedPnpmVersion(root)).update(lock).digest('hex');
  const stamp = join(root, 'node_modules', '.ea-install-stamp');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  step('installing dependencies');
  // node-gyp would otherwise try to download Node's headers, which this network does not allow.
  run(pnpm, ['install', '--frozen-lockfile'], { cwd: root, env: { ...env, npm_config_nodedir: env.npm_config_nodedir ?? '/usr' } });
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(stamp, hash);
}

/** Debian packages providing each command the product may need. */
const PACKAGES = {
  'redis-server': 'redis-server',
  chromium: 'chromium',
  pdftoppm: 'poppler-utils',
  qpdf: 'qpdf',
  xmllint: 'libxml2-utils',
  initdb: 'postgresql',
  // Not a command: the fonts the print stylesheet names (Liberation Serif and Sans, metric-compatible
  // with Times and Arial), so a PDF looks the same here as in the image, which installs them too.
  'liberation-fonts': 'fonts-liberation',
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
  if (command === 'liberation-fonts') return existsSync('/usr/share/fonts/truetype/liberation');
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
