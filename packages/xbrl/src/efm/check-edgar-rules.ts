import type { Instance } from '../model/instance.ts';
import type { XbrlMessage } from '../model/message.ts';
import { checkCik } from './check-cik.ts';
import { checkDeiRules } from './check-dei-rules.ts';
import { checkFileNames, checkInstanceFileName } from './check-file-names.ts';
import { checkNamespaces } from './check-namespaces.ts';
import { checkTransformFormats } from './check-transform-formats.ts';
import { loadEdgarResources, type TaxonomyRelease } from './edgar-resources.ts';
import { extensionNamespacesOf } from './extension-namespaces.ts';

export interface EdgarRuleOptions {
  /** The EDGAR submission type, e.g. '10-K', '10-Q/A', '8-K', '20-F', 'N-CSR'. */
  formType: string;
  /** The filer's CIK; when given, dei:EntityCentralIndexKey and the context identifiers must be it. */
  cik?: string;
  /** The filing's own taxonomy namespaces; by default those of the schemas the instance references by a relative path. */
  extensionNamespaces?: readonly string[];
  /** Names (or paths) of the submission's documents, for the file name rules. */
  files?: readonly string[];
  /** Folder of the SEC's EDGAR rule data; by default xbrl/efm-resources of the shared reference data. */
  resourcesDir?: string | URL;
  /** Which accepted-taxonomy list applies; 'current' (the default) is what EDGAR accepts today. */
  taxonomyRelease?: TaxonomyRelease;
  /** The moment of submission, for date limits; now by default. */
  now?: Date;
}

/**
 * The EDGAR Filer Manual rules that can be checked offline from the SEC's own rule data: cover-page
 * (dei) facts per submission type, the filer's CIK, accepted taxonomy namespaces and deprecated
 * concepts, Inline XBRL transformation registries, and file names. Rule ids start with 'efm.'.
 */
export function checkEdgarRules(instance: Instance, options: EdgarRuleOptions): XbrlMessage[] {
  const resources = loadEdgarResources(options.resourcesDir, options.taxonomyRelease);
  const inline = instance.facts.some((f) => f.inline) || /\.x?html?$/i.test(instance.file);
  const extensions = new Set(options.extensionNamespaces ?? extensionNamespacesOf(instance));
  return [
    ...checkDeiRules(instance, resources, { subType: options.formType, inline, now: options.now ?? new Date() }),
    ...checkCik(instance, options.cik, (namespace) => resources.standardPrefixes.get(namespace) === 'dei'),
    ...checkNamespaces(instance, resources, extensions),
    ...checkTransformFormats(instance, resources),
    ...(inline ? [] : checkInstanceFileName(instance.file)),
    ...checkFileNames(options.files ?? []),
  ];
}
