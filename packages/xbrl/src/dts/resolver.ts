import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { applyCatalog, type CatalogRule, readCatalog } from './catalog.ts';
import { readZip } from './zip.ts';

/**
 * Maps a document URL to its bytes, or null when it is not available offline. Discovery never
 * touches the network: http(s) URLs resolve only through the catalogs of taxonomy packages.
 */
export interface Resolver {
  resolve(url: string): Promise<Uint8Array | null>;
}

/** Reads file: URLs from disk; every other URL is unresolvable. */
export function fileResolver(): Resolver {
  return {
    async resolve(url) {
      if (!url.startsWith('file:')) return null;
      try {
        return new Uint8Array(await readFile(fileURLToPath(url)));
      } catch {
        return null;
      }
    },
  };
}

/** A taxonomy package: a folder on disk, or a zip archive's bytes. */
export type TaxonomyPackage = { directory: string } | { zip: Uint8Array; name: string };

/**
 * Resolves URLs through the META-INF/catalog.xml of taxonomy packages (XBRL Taxonomy Packages 1.0
 * §3.2), and file: URLs from disk unless `disk` is false (packages from untrusted uploads, whose
 * catalogs could point anywhere). A zip package's files get `tpkg:` URLs so relative references
 * inside the package keep working.
 */
export async function taxonomyPackageResolver(packages: readonly TaxonomyPackage[], options: { disk?: boolean } = {}): Promise<Resolver> {
  const rules: CatalogRule[] = [];
  const zipFiles = new Map<string, () => Uint8Array>();
  for (const [index, pkg] of packages.entries()) {
    if ('directory' in pkg) {
      for (const catalog of await findCatalogs(pkg.directory)) {
        const url = pathToFileURL(catalog).href;
        rules.push(...readCatalog(new Uint8Array(await readFile(catalog)), url));
      }
      continue;
    }
    const root = `tpkg://${index}/`;
    for (const [path, read] of readZip(pkg.zip)) {
      zipFiles.set(root + path, read);
      if (path.endsWith('META-INF/catalog.xml')) rules.push(...readCatalog(read(), root + path));
    }
  }
  const files = options.disk === false ? null : fileResolver();
  return {
    async resolve(url) {
      const target = applyCatalog(rules, url) ?? url;
      const inZip = zipFiles.get(target);
      if (inZip) return inZip();
      return files ? files.resolve(target) : null;
    },
  };
}

// A package folder holds META-INF at its top, or one level down (a zip's single top folder, unpacked).
async function findCatalogs(directory: string): Promise<string[]> {
  const found: string[] = [];
  const candidates = [
    directory,
    ...(await readdir(directory, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => join(directory, e.name)),
  ];
  for (const dir of candidates) {
    try {
      await readFile(join(dir, 'META-INF', 'catalog.xml'));
      found.push(join(dir, 'META-INF', 'catalog.xml'));
    } catch {
      // No catalog here.
    }
  }
  return found;
}
