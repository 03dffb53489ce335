import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sharedData } from '@ea/shared-data';
import { streamXml } from '../xml/stream-xml.ts';
import type { DeiValidations } from './dei-validations.ts';

/**
 * The SEC's own EDGAR rule data (the resources of the EFM validation the SEC maintains), read where
 * it lies rather than copied into the project, so a new EDGAR release is a new folder, not a code
 * change.
 */
export interface EdgarResources {
  deiValidations: DeiValidations;
  /** Namespaces of the standard taxonomies EDGAR accepts in the chosen release, with their prefix. */
  acceptedNamespaces: Map<string, string>;
  /** Every standard namespace EDGAR has ever listed, with its prefix: how a prefixed rule name finds its concepts. */
  standardPrefixes: Map<string, string>;
  /** Inline XBRL transformation registry namespaces EDGAR accepts, with the prefix it requires. */
  transformRegistries: Map<string, string>;
  /** Deprecated concepts by taxonomy prefix ('dei', 'oef', …): local name to deprecation date. */
  deprecatedConcepts: Map<string, Map<string, string>>;
}

/**
 * Which list of accepted taxonomies applies: the current EDGAR release (what a submission made today
 * must use), or every release (for checking filings made in earlier years).
 */
export type TaxonomyRelease = 'current' | 'all-years';

const loaded = new Map<string, EdgarResources>();

/** The rule data in `dir` (default: xbrl/efm-resources of the shared reference data), read once per folder and release. */
export function loadEdgarResources(dir?: string | URL, release: TaxonomyRelease = 'current'): EdgarResources {
  const base = dir === undefined ? sharedData('xbrl/efm-resources/') : folderUrl(dir);
  const key = `${base.href} ${release}`;
  let resources = loaded.get(key);
  if (!resources) {
    resources = readResources(base, release);
    loaded.set(key, resources);
  }
  return resources;
}

function folderUrl(dir: string | URL): URL {
  const url = typeof dir === 'string' ? pathToFileURL(resolve(dir)) : new URL(dir);
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

function readResources(base: URL, release: TaxonomyRelease): EdgarResources {
  const json = (name: string) => JSON.parse(readFileSync(new URL(name, base), 'utf8'));
  const taxonomies = new URL('edgartaxonomies/', base);
  const releaseFiles = readdirSync(taxonomies)
    .filter((name) => /^edgartaxonomies-\d+-\d+\.xml$/.test(name))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const currentFile = releaseFiles.at(-1);
  if (!currentFile) throw new Error(`no edgartaxonomies-<release>.xml in ${taxonomies.pathname}`);
  const allYears = readTaxonomyList(new URL('edgartaxonomies-all-years.xml', taxonomies));

  const transformRegistries = new Map<string, string>();
  for (const [key, value] of Object.entries(json('ixbrl-transform-registries.json')))
    if (key.includes('://') && typeof value === 'string') transformRegistries.set(key, value);

  const deprecatedConcepts = new Map<string, Map<string, string>>();
  for (const name of readdirSync(base)) {
    const match = /^(.+)-deprecated-concepts\.json$/.exec(name);
    if (match) deprecatedConcepts.set(match[1]!, new Map(Object.entries(json(name) as Record<string, string>)));
  }

  return {
    deiValidations: json('dei-validations.json'),
    acceptedNamespaces: release === 'all-years' ? allYears : readTaxonomyList(new URL(currentFile, taxonomies)),
    standardPrefixes: allYears,
    transformRegistries,
    deprecatedConcepts,
  };
}

/** The namespaces of an edgartaxonomies file (its Loc entries), with their Prefix where one is given. */
function readTaxonomyList(file: URL): Map<string, string> {
  const namespaces = new Map<string, string>();
  let field = '';
  let text = '';
  let entry: Record<string, string> = {};
  streamXml(readFileSync(file), file.pathname, {
    startElement(element) {
      if (element.localName === 'Loc') entry = {};
      field = element.localName;
      text = '';
    },
    text(chunk) {
      text += chunk;
    },
    endElement(element) {
      if (element.localName === 'Loc' && entry.Namespace) {
        const prefix = entry.Prefix ?? namespaces.get(entry.Namespace) ?? '';
        namespaces.set(entry.Namespace, prefix);
      } else if (element.localName === field) entry[field] = text.trim();
    },
  });
  return namespaces;
}
