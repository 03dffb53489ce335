import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

/** The chunks a first visit to each route downloads before it can paint: the entry plus the route's lazy chunks. */
export const ROUTE_CHUNKS = {
  login: ['src/app/pages/login-page.tsx'],
  dashboard: ['src/app/layout/app-layout.tsx', 'src/modules/dashboard/pages/dashboard-page.tsx'],
} as const;

/** Dashboard first-load budget (gzipped JavaScript). */
export const DASHBOARD_BUDGET_BYTES = 250 * 1024;

function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk for ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

/**
 * Gzipped size of the JavaScript each route needs on a first visit, read from the Vite manifest
 * (`build.manifest`): the entry chunk and the route's lazy chunks with everything they import
 * statically. Chunks loaded later (the realtime client, other modules) are not counted.
 */
export function measureRouteBundles(distDir: string): Record<keyof typeof ROUTE_CHUNKS, RouteBundle> {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entries = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  const measure = (routeKeys: readonly string[]): RouteBundle => {
    const files = [...staticClosure(manifest, [...entries, ...routeKeys])]
      .map((key) => manifest[key]!.file)
      .filter((file) => file.endsWith('.js'));
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const file of files) {
      const content = readFileSync(join(distDir, file));
      rawBytes += content.length;
      gzipBytes += gzipSync(content, { level: 9 }).length;
    }
    return { files: files.sort(), rawBytes, gzipBytes };
  };
  return { login: measure(ROUTE_CHUNKS.login), dashboard: measure(ROUTE_CHUNKS.dashboard) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const distDir = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
  const result = measureRouteBundles(distDir);
  for (const [route, bundle] of Object.entries(result)) {
    console.log(
      `initial JS ${route.padEnd(9)} ${kb(bundle.gzipBytes).padStart(9)} gzipped (${kb(bundle.rawBytes)} raw, ${bundle.files.length} files)`,
    );
  }
  if (result.dashboard.gzipBytes > DASHBOARD_BUDGET_BYTES) {
    console.error(`dashboard first load ${kb(result.dashboard.gzipBytes)} is over the ${kb(DASHBOARD_BUDGET_BYTES)} budget`);
    process.exitCode = 1;
  }
}
