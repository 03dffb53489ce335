import { readFileSync } from 'node:fs';
import type { Dts } from '../dts/model.ts';
import type { Resolver } from '../dts/resolver.ts';
import { XBRLI } from '../dts/standard-taxonomy.ts';
import type { XbrlMessage } from '../model/message.ts';
import { escapeAttribute } from '../xml/escape-xml.ts';
import { type CompiledSchema, compileSchema, describeLibxmlError, disposeSchema, validateAgainst } from './libxml.ts';

const BUNDLED = new URL('../../schemas/xbrl-2.1/', import.meta.url);

/**
 * The standard schemas a DTS imports by their published URLs, and the bundled copy standing for
 * each (see schemas/README.md). Discovery takes them as known without reading them; schema
 * validation needs their declarations.
 */
const STANDARD_FILES: Readonly<Record<string, string>> = {
  'http://www.xbrl.org/2003/xbrl-instance-2003-12-31.xsd': 'xbrl-instance-2003-12-31.xsd',
  'http://www.xbrl.org/2003/xbrl-linkbase-2003-12-31.xsd': 'xbrl-linkbase-2003-12-31.xsd',
  'http://www.xbrl.org/2003/xl-2003-12-31.xsd': 'xl-2003-12-31.xsd',
  'http://www.xbrl.org/2003/xlink-2003-12-31.xsd': 'xlink-2003-12-31.xsd',
  'http://www.w3.org/2001/xml.xsd': 'xml.xsd',
};
const INSTANCE_SCHEMA = 'http://www.xbrl.org/2003/xbrl-instance-2003-12-31.xsd';
const DRIVER = 'xbrl-schema-set:driver.xsd';

const standardFile = (url: string): Uint8Array | null => {
  const name = STANDARD_FILES[url.replace(/^https:/, 'http:')];
  return name ? readFileSync(new URL(name, BUNDLED)) : null;
};

/**
 * Compiled schema sets by the DTS they were assembled from, for one run (a conformance suite, a
 * Validator job): instances sharing a DTS compile it once. `dispose` frees them all from the wasm
 * heap; a set that could not be assembled is remembered too, so it is reported once per run.
 */
export class SchemaSetCache {
  readonly #sets = new Map<string, Promise<CompiledSchema | XbrlMessage>>();

  get(key: string, build: () => Promise<CompiledSchema | XbrlMessage>): Promise<CompiledSchema | XbrlMessage> {
    let set = this.#sets.get(key);
    if (!set) {
      set = build();
      this.#sets.set(key, set);
    }
    return set;
  }

  async dispose(): Promise<void> {
    const sets = [...this.#sets.values()];
    this.#sets.clear();
    for (const set of await Promise.all(sets)) if (!('ruleId' in set)) disposeSchema(set);
  }
}

/**
 * The instance validated against the schemas of its DTS (XBRL 2.1 §4: an instance must be valid
 * against the xbrl-instance schema and the taxonomy schemas): every schema error is one
 * 'xbrl.schemaInvalid' message with its line. The schemas are read through `resolver` and the
 * bundled standard schemas, never from the network. When a schema of the DTS cannot be resolved
 * (already reported by discovery) or does not compile, the instance is not schema-validated and
 * one message says so.
 */
export async function validateInstanceSchema(
  bytes: Uint8Array,
  file: string,
  dts: Dts,
  resolver: Resolver,
  cache?: SchemaSetCache,
): Promise<XbrlMessage[]> {
  const own = cache ?? new SchemaSetCache();
  try {
    const schemas = [...dts.documents.values()]
      .filter((d) => d.kind === 'schema')
      .map((d) => d.url)
      .sort();
    const key = JSON.stringify([schemas, dts.unresolvedUrls]);
    const set = await own.get(key, () => assemble(dts, schemas, resolver));
    if ('ruleId' in set) return [{ ...set, location: { file } }];
    return await validateAgainst(set, bytes, file, 'xbrl.schemaInvalid');
  } finally {
    if (!cache) await own.dispose();
  }
}

async function assemble(dts: Dts, schemas: string[], resolver: Resolver): Promise<CompiledSchema | XbrlMessage> {
  if (dts.unresolvedUrls.length > 0) {
    return notValidated(
      `its DTS lacks ${dts.unresolvedUrls.length} document${dts.unresolvedUrls.length === 1 ? '' : 's'} that could not be resolved offline (${dts.unresolvedUrls[0]}${dts.unresolvedUrls.length > 1 ? ', …' : ''})`,
    );
  }
  // The schema documents are read before compiling: libxml2 asks for them synchronously.
  const files = new Map<string, Uint8Array>();
  for (const url of schemas) {
    const bytes = await resolver.resolve(url);
    if (!bytes) return notValidated(`the schema ${url} could not be read again`);
    files.set(url, bytes);
  }
  const instanceSchema = withFactWildcard(standardFile(INSTANCE_SCHEMA)!, dts);
  let missing: string | null = null;
  const serve = (url: string) => {
    const bytes = url === INSTANCE_SCHEMA ? instanceSchema : (files.get(url) ?? standardFile(url));
    if (!bytes) missing ??= url;
    return bytes;
  };
  // One import per namespace: libxml2 keeps the first schema of a namespace and reaches the
  // others through its includes and imports.
  const imports = new Map<string, string>([[XBRLI, INSTANCE_SCHEMA]]);
  for (const url of schemas) {
    const namespace = dts.documents.get(url)?.targetNamespace ?? '';
    if (!imports.has(namespace)) imports.set(namespace, url);
  }
  const driver = [
    '<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:x-xbrl-schema-set:driver">',
    ...[...imports].map(
      ([namespace, url]) =>
        `<xsd:import${namespace ? ` namespace="${escapeAttribute(namespace)}"` : ''} schemaLocation="${escapeAttribute(url)}"/>`,
    ),
    '</xsd:schema>',
  ].join('\n');
  try {
    const compiled = await compileSchema(DRIVER, new TextEncoder().encode(driver), serve);
    // libxml2 skips an import it cannot load with a warning: such a set would misreport valid facts.
    if (!missing) return compiled;
    disposeSchema(compiled);
    return notValidated(`the schema ${missing} it imports is not available offline`);
  } catch (error) {
    if (missing) return notValidated(`the schema ${missing} it imports is not available offline`);
    return notValidated(`its schemas do not compile: ${(await describeLibxmlError(error)).slice(0, 2000)}`);
  }
}

const FACT_GROUPS = /<element ref="xbrli:item"\/>\s*<element ref="xbrli:tuple"\/>/;

/**
 * The xbrl-instance schema with the facts of xbrli:xbrl matched by a strict wildcard over the
 * namespaces of the DTS's items and tuples instead of the xbrli:item and xbrli:tuple substitution
 * groups. libxml2 compiles a substitution group into its automaton member by member, which takes
 * minutes for a few thousand concepts (us-gaap has some 17,000); the wildcard still validates each
 * fact against its own declaration. That a fact is an item or tuple at all is checked by the
 * instance rules ('xbrl.4.6.notItemOrTuple').
 */
function withFactWildcard(schema: Uint8Array, dts: Dts): Uint8Array {
  const namespaces = new Set<string>();
  for (const concept of dts.concepts.values()) if (concept.kind !== 'other') namespaces.add(concept.name.namespace || '##local');
  const text = new TextDecoder().decode(schema);
  const wildcard =
    namespaces.size > 0 ? `<any namespace="${escapeAttribute([...namespaces].sort().join(' '))}" processContents="strict"/>` : '';
  return new TextEncoder().encode(text.replace(FACT_GROUPS, wildcard));
}

const notValidated = (why: string): XbrlMessage => ({
  ruleId: 'xbrl.schemaNotValidated',
  severity: 'info',
  message: `The instance was not validated against the schemas of its DTS: ${why}.`,
});
