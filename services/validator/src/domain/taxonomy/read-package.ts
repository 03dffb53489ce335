import { ApiError } from '@ea/contracts';
import {
  TAXONOMY_PACKAGE_MAX_ENTRIES,
  TAXONOMY_PACKAGE_MAX_UNPACKED_BYTES,
  type TaxonomyEntryPoint,
  TaxonomyPackageErrors,
} from '@ea/contracts/validator';
import { ArchiveRefusals, readArchive } from '@ea/workbook/read-archive';
import { attribute, type CatalogRule, readCatalog, streamXml, type XmlElement } from '@ea/xbrl';

/** What the listing shows of a package and what resolves through it, read once at upload. */
export interface PackageMetadata {
  identifier: string;
  name: string;
  version: string;
  entryPoints: TaxonomyEntryPoint[];
  catalog: CatalogRule[];
}

/** The package's own description and catalog: at the zip's top, or in its one top folder (as the standard lays it out). */
const META_FILE = /^(?:[^/]+\/)?META-INF\/(?:taxonomyPackage|catalog)\.xml$/;
const ARCHIVE_LIMITS = {
  maxEntries: TAXONOMY_PACKAGE_MAX_ENTRIES,
  maxEntryBytes: TAXONOMY_PACKAGE_MAX_UNPACKED_BYTES,
  maxTotalBytes: TAXONOMY_PACKAGE_MAX_UNPACKED_BYTES,
  // Taxonomy XML compresses about 10 to 1, label linkbases up to about 30; zip bombs about 1,000 to 1.
  maxRatio: 200,
};
const ZIP_MAGIC = [Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.from('PK\u0005\u0006', 'latin1')];
/** Longest identifier, name or version kept: anything longer is no package's. */
const MAX_FIELD = 1000;

export const PackageRefusals = {
  fileKind: () => new ApiError('unsupportedMediaType', TaxonomyPackageErrors.fileKind, { file: TaxonomyPackageErrors.fileKind }),
  fileEmpty: () => new ApiError('validation', TaxonomyPackageErrors.fileEmpty, { file: TaxonomyPackageErrors.fileEmpty }),
  fileTooLarge: () => new ApiError('payloadTooLarge', TaxonomyPackageErrors.fileTooLarge, { file: TaxonomyPackageErrors.fileTooLarge }),
  notAPackage: () => new ApiError('unprocessable', TaxonomyPackageErrors.fileKind, { file: TaxonomyPackageErrors.fileKind }),
  metadataInvalid: () =>
    new ApiError('unprocessable', TaxonomyPackageErrors.metadataInvalid, { file: TaxonomyPackageErrors.metadataInvalid }),
  catalogInvalid: () => new ApiError('unprocessable', TaxonomyPackageErrors.catalogInvalid, { file: TaxonomyPackageErrors.catalogInvalid }),
  zipRefused: (status: number) =>
    new ApiError(status === 413 ? 'payloadTooLarge' : 'unprocessable', TaxonomyPackageErrors.zipRefused, {
      file: TaxonomyPackageErrors.zipRefused,
    }),
} as const;

/**
 * Opens an uploaded taxonomy package by its content, never its name: a zip (judged by its central
 * directory before anything is inflated, every file inflated within limits and watched for DOCTYPE
 * and entity declarations, as a submission is) holding META-INF/taxonomyPackage.xml with an
 * identifier, a name and a version; META-INF/catalog.xml, when there, must be a well-formed catalog.
 * Refuses (4xx) anything else.
 */
export async function readTaxonomyPackage(bytes: Buffer): Promise<PackageMetadata> {
  if (bytes.length === 0) throw PackageRefusals.fileEmpty();
  if (!ZIP_MAGIC.some((magic) => bytes.subarray(0, 4).equals(magic))) throw PackageRefusals.fileKind();
  let files: Map<string, Buffer>;
  try {
    ({ files } = await readArchive(bytes, {
      limits: ARCHIVE_LIMITS,
      unreadable: PackageRefusals.fileKind,
      keep: (name) => META_FILE.test(name),
      refuseDeclarations: true,
    }));
  } catch (error) {
    throw refusal(error);
  }
  const descriptions = [...files.keys()]
    .filter((name) => name.endsWith('META-INF/taxonomyPackage.xml'))
    .sort((a, b) => a.length - b.length);
  const description = descriptions[0];
  if (description === undefined) throw PackageRefusals.notAPackage();
  const folder = description.slice(0, -'taxonomyPackage.xml'.length);
  const metadata = readDescription(files.get(description)!, description);
  const catalogName = `${folder}catalog.xml`;
  const catalog = files.get(catalogName);
  return { ...metadata, catalog: catalog ? readPackageCatalog(catalog, catalogName) : [] };
}

function refusal(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.message === ArchiveRefusals.xmlDeclarations().message || error.message === TaxonomyPackageErrors.fileKind) return error;
  return PackageRefusals.zipRefused(error.status);
}

/** The catalog's rules, its targets relative to the package (`tpkg:` URLs, as the resolver places the files). */
export function readPackageCatalog(bytes: Buffer, name: string): CatalogRule[] {
  const url = `tpkg://0/${name}`;
  const malformed = streamXml(bytes, url, { startElement() {}, endElement() {}, text() {} });
  if (malformed.length > 0) throw PackageRefusals.catalogInvalid();
  return readCatalog(bytes, url);
}

/** META-INF/taxonomyPackage.xml (Taxonomy Packages 1.0 §3.1): identifier, the first name and version, the entry points. */
function readDescription(bytes: Buffer, name: string): Omit<PackageMetadata, 'catalog'> {
  const fields = new Map<string, string>();
  const entryPoints: TaxonomyEntryPoint[] = [];
  let text = '';
  let entry: { name: string; urls: string[] } | null = null;
  let root: XmlElement | null = null;
  const messages = streamXml(bytes, name, {
    startElement(element) {
      if (element.depth === 0) root = element;
      text = '';
      if (element.localName === 'entryPoint' && element.depth === 2) entry = { name: '', urls: [] };
      const href = element.localName === 'entryPointDocument' ? attribute(element, 'href') : undefined;
      if (entry && href) entry.urls.push(href);
    },
    endElement(element) {
      const value = text.trim().replace(/\s+/g, ' ').slice(0, MAX_FIELD);
      if (element.depth === 1 && ['identifier', 'name', 'version'].includes(element.localName) && !fields.has(element.localName))
        fields.set(element.localName, value);
      if (entry && element.depth === 3 && element.localName === 'name' && entry.name === '') entry.name = value;
      if (entry && element.depth === 2 && element.localName === 'entryPoint') {
        const point = entry;
        for (const url of point.urls) entryPoints.push({ name: point.name || url, url });
        entry = null;
      }
      text = '';
    },
    text(chunk) {
      text += chunk;
    },
  });
  const top = root as XmlElement | null;
  const isPackage = top !== null && top.localName === 'taxonomyPackage' && /taxonomy-package$/.test(top.namespace);
  const identifier = fields.get('identifier') ?? '';
  const packageName = fields.get('name') ?? '';
  const version = fields.get('version') ?? '';
  if (messages.length > 0 || !isPackage || !identifier || !packageName || !version) throw PackageRefusals.metadataInvalid();
  return { identifier, name: packageName, version, entryPoints };
}
