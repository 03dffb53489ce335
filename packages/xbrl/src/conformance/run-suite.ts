import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { discoverDts } from '../dts/discover-dts.ts';
import type { readDocument } from '../dts/read-document.ts';
import { fileResolver, type Resolver } from '../dts/resolver.ts';
import type { XbrlMessage } from '../model/message.ts';
import { SchemaSetCache } from '../schema/instance-schema.ts';
import { validateDts } from '../validate/validate-dts.ts';
import { validateInstanceDocument } from '../validate/validate-instance-document.ts';
import { readSuite, type Variation } from './read-suite.ts';

export interface VariationResult {
  key: string;
  section: string;
  expected: Variation['expected'];
  actual: Variation['expected'];
  messages: XbrlMessage[];
}

/** Errors and calculation inconsistencies make a variation invalid; warnings and info do not. */
const FAILS = new Set(['error', 'inconsistency']);

/**
 * Runs one variation as a processor would: an instance read and validated with the DTS its
 * schemaRefs and linkbaseRefs discover, or a schema or linkbase discovered as a DTS on its own
 * and validated.
 */
export async function runVariation(
  variation: Variation,
  resolver: Resolver,
  documentCache?: Map<string, ReturnType<typeof readDocument>>,
  schemaSets?: SchemaSetCache,
): Promise<VariationResult> {
  const messages: XbrlMessage[] = [];
  const instances = variation.entries.filter((e) => e.kind === 'instance');
  const taxonomies = variation.entries.filter((e) => e.kind !== 'instance').map((e) => e.url);
  for (const entry of instances) {
    const done = await validateInstanceDocument(await readFile(fileURLToPath(entry.url)), entry.url, resolver, {
      ...(documentCache ? { documentCache } : {}),
      ...(schemaSets ? { schemaSets } : {}),
    });
    messages.push(...done.messages);
  }
  if (taxonomies.length > 0) {
    const { dts, messages: dtsMessages } = await discoverDts(taxonomies, resolver, documentCache ? { documentCache } : {});
    messages.push(...dtsMessages, ...validateDts(dts));
  }
  const actual = messages.some((m) => FAILS.has(m.severity)) ? 'invalid' : 'valid';
  return { key: variation.key, section: variation.section, expected: variation.expected, actual, messages };
}

/** Every variation of the suite whose index is at `indexUrl`, run in order. */
export async function runSuite(indexUrl: string, resolver: Resolver = fileResolver()): Promise<VariationResult[]> {
  const results: VariationResult[] = [];
  // Variations share schemas (one 400 KB schema serves 70 of them): each document is read once.
  const documentCache = new Map<string, ReturnType<typeof readDocument>>();
  // and instances sharing a DTS compile its schemas once; the compiled sets live in the wasm heap until the run ends.
  const schemaSets = new SchemaSetCache();
  try {
    for (const variation of await readSuite(indexUrl)) results.push(await runVariation(variation, resolver, documentCache, schemaSets));
  } finally {
    await schemaSets.dispose();
  }
  return results;
}

export interface SectionSummary {
  section: string;
  total: number;
  passed: number;
}

/** Pass counts per section, in the suite's order, and the total last. */
export function summarize(results: readonly VariationResult[]): SectionSummary[] {
  const sections = new Map<string, SectionSummary>();
  for (const r of results) {
    const s = sections.get(r.section) ?? { section: r.section, total: 0, passed: 0 };
    s.total++;
    if (r.actual === r.expected) s.passed++;
    sections.set(r.section, s);
  }
  const all = [...sections.values()];
  return [...all, { section: 'total', total: results.length, passed: all.reduce((n, s) => n + s.passed, 0) }];
}
