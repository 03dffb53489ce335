import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * `pnpm lint`'s check of the boundaries between services, which Biome cannot express without
 * naming every service in its configuration: a domain service (one the service list
 * `@ea/services` depends on) imports no other service, by package name or by relative path; the
 * platform's services (gateway, realtime hub) reach the domain services only through the service
 * list. Derived from the folders and package.json files, so a new service needs no change here.
 * Prints each offending import and exits 1; `--root <dir>` checks another tree.
 */

interface Service {
  dir: string;
  packageName: string;
}

export interface BoundaryViolation {
  file: string;
  line: number;
  message: string;
}

const SOURCE = /\.(?:ts|tsx|mts|mjs|js)$/;
const REGISTRY_PACKAGE = '@ea/services';

export function checkServiceBoundaries(root: string): BoundaryViolation[] {
  const servicesDir = join(root, 'services');
  const services: Service[] = readdirSync(servicesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(servicesDir, entry.name, 'package.json')))
    .map((entry) => ({
      dir: entry.name,
      packageName: (JSON.parse(readFileSync(join(servicesDir, entry.name, 'package.json'), 'utf8')) as { name: string }).name,
    }));
  const registry = services.find((s) => s.packageName === REGISTRY_PACKAGE);
  const listed = new Set(
    Object.keys(
      registry
        ? ((JSON.parse(readFileSync(join(servicesDir, registry.dir, 'package.json'), 'utf8')) as { dependencies?: object }).dependencies ??
            {})
        : {},
    ),
  );
  const isDomain = (service: Service) => listed.has(service.packageName);

  const violations: BoundaryViolation[] = [];
  for (const service of services) {
    for (const file of sourceFiles(join(servicesDir, service.dir))) {
      const text = readFileSync(file, 'utf8');
      for (const imported of ts.preProcessFile(text, true, true).importedFiles) {
        const target = targetService(services, servicesDir, file, imported.fileName);
        if (!target || target === service) continue;
        const message = refusal(service, target, isDomain);
        if (message) {
          const line = text.slice(0, imported.pos).split('\n').length;
          violations.push({ file: relative(root, file), line, message: `${message} ("${imported.fileName}")` });
        }
      }
    }
  }
  return violations;
}

function refusal(from: Service, to: Service, isDomain: (s: Service) => boolean): string | null {
  if (from.packageName === REGISTRY_PACKAGE)
    return isDomain(to) ? null : `the service list imports ${to.packageName}, which is not a service it lists`;
  if (isDomain(from)) return `${from.packageName} imports another service, ${to.packageName}: learn its facts from its events`;
  if (isDomain(to)) return `${from.packageName} imports the service ${to.packageName}: read it from the service list (${REGISTRY_PACKAGE})`;
  return null;
}

/** The service a specifier reaches: by its package name (or a subpath of it), or by a relative path into its folder. */
function targetService(services: Service[], servicesDir: string, file: string, specifier: string): Service | undefined {
  if (specifier.startsWith('.')) {
    const path = relative(servicesDir, resolve(dirname(file), specifier));
    const dir = path.split(sep)[0];
    return path.startsWith('..') ? undefined : services.find((s) => s.dir === dir);
  }
  return services.find((s) => specifier === s.packageName || specifier.startsWith(`${s.packageName}/`));
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name)) yield path;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rootFlag = process.argv.indexOf('--root');
  const root = rootFlag >= 0 ? resolve(process.argv[rootFlag + 1] ?? '.') : resolve(import.meta.dirname, '../..');
  const violations = checkServiceBoundaries(root);
  for (const v of violations) console.error(`${v.file}:${v.line}  ${v.message}`);
  if (violations.length > 0) {
    console.error(`\n${violations.length} import(s) across service boundaries`);
    process.exit(1);
  }
  console.log('service boundaries: no service imports another');
}
