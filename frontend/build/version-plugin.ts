import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * A build id that sorts by time and changes with the sources: `YYYYMMDDHHmmss-<hash>`. The
 * timestamp keeps "newer" a plain string comparison; the hash tells two builds of one second apart.
 */
export function buildVersion(sourceDir: string, now = new Date()): string {
  const hash = createHash('sha256');
  for (const file of listFiles(sourceDir)) hash.update(file).update(readFileSync(file));
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${stamp}-${hash.digest('hex').slice(0, 10)}`;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? listFiles(path) : [path];
    });
}

/** Publishes the build id as `fe_assets/version.json`, the file the running app polls on start. */
export function versionFilePlugin(version: string): Plugin {
  return {
    name: 'ea-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'fe_assets/version.json', source: `${JSON.stringify({ version })}\n` });
    },
  };
}
