/**
 * XBRL processor figures: the XBRL 2.1 conformance suite's pass rate per section; load and validate
 * time and peak memory for the nflx 10-Q (its remote us-gaap and dei schemas unresolvable offline)
 * and for a generated 10-K-sized instance, against Arelle's published 10-K anchor.
 *
 *   node --import tsx packages/xbrl/bench/xbrl.ts
 */

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sharedData } from '@ea/shared-data';
import { type ConformanceExpectations, compareWithExpectations } from '../src/conformance/expectations.ts';
import { runSuite, type SectionSummary, summarize } from '../src/conformance/run-suite.ts';
import { fileResolver } from '../src/dts/resolver.ts';
import { validateInstanceDocument } from '../src/validate/validate-instance-document.ts';
import { writeTenK } from './generate-10k.ts';

/** Arelle's published figures for loading and validating a 10-K: the anchor the targets are ratios of. */
const ARELLE_10K = { seconds: 7.3, megabytes: 243 };
const TARGET = { time: 0.2, memory: 0.33 };

export interface LoadFigures {
  file: string;
  bytes: number;
  facts: number;
  ms: number;
  cpuMs: number;
  /** Highest rss and heapUsed sampled (before, between the phases, after), in MiB. */
  peakRssMb: number;
  /** rss before reading anything: the Node.js runtime and the loaded modules. */
  baselineRssMb: number;
  peakHeapMb: number;
  unresolved: string[];
  /** Messages by rule id. */
  messages: Record<string, number>;
}

export interface XbrlBenchResult {
  sections: SectionSummary[];
  applicable: { passed: number; total: number };
  suiteMs: number;
  nflx: LoadFigures;
  tenK: LoadFigures;
}

/**
 * Load and validate in a fresh process, so its memory is the processor's own and not what the
 * conformance run before it left behind.
 */
function measureInChild(instanceUrl: string): LoadFigures {
  const output = execFileSync(
    process.execPath,
    [...process.execArgv, '--expose-gc', fileURLToPath(import.meta.url), '--measure', instanceUrl],
    {
      encoding: 'utf8',
      maxBuffer: 16 * 2 ** 20,
    },
  );
  return JSON.parse(output.trim().split('\n').pop()!) as LoadFigures;
}

/** Reads an instance, discovers its DTS and validates both, sampling memory between the phases. */
async function loadAndValidate(instanceUrl: string): Promise<LoadFigures> {
  globalThis.gc?.();
  const samples: NodeJS.MemoryUsage[] = [process.memoryUsage()];
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  const bytes = readFileSync(new URL(instanceUrl));
  const { instance, dts, messages } = await validateInstanceDocument(bytes, instanceUrl, fileResolver(), {
    onPhase: () => samples.push(process.memoryUsage()),
  });
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuStart);
  const byRule: Record<string, number> = {};
  for (const m of messages) byRule[m.ruleId] = (byRule[m.ruleId] ?? 0) + 1;
  return {
    file: instanceUrl.split('/').pop()!,
    bytes: bytes.byteLength,
    facts: instance.facts.length,
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    peakRssMb: Math.max(...samples.map((s) => s.rss)) / 2 ** 20,
    baselineRssMb: samples[0]!.rss / 2 ** 20,
    peakHeapMb: Math.max(...samples.map((s) => s.heapUsed)) / 2 ** 20,
    unresolved: dts.unresolvedUrls,
    messages: byRule,
  };
}

export async function runXbrlBench(): Promise<XbrlBenchResult> {
  const expectations = JSON.parse(
    readFileSync(new URL('../conformance-expectations.json', import.meta.url), 'utf8'),
  ) as ConformanceExpectations;
  const suiteStarted = performance.now();
  const results = await runSuite(sharedData('xbrl/conformance/XBRL-CONF-2014-12-10/xbrl.xml').href);
  const suiteMs = performance.now() - suiteStarted;
  const { applicable, passed } = compareWithExpectations(results, expectations);

  const nflx = measureInChild(sharedData('xbrl/samples/nflx-10q-2010-xbrl21/nflx-20100930.xml').href);
  const dir = mkdtempSync(join(tmpdir(), 'xbrl-bench-'));
  try {
    const generated = writeTenK(dir);
    const tenK = measureInChild(generated.instanceUrl);
    return { sections: summarize(results), applicable: { passed, total: applicable.length }, suiteMs, nflx, tenK };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function formatXbrlBench(r: XbrlBenchResult): string {
  const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;
  const load = (f: LoadFigures) =>
    `${f.file} (${(f.bytes / 1e6).toFixed(2)} MB, ${f.facts} facts): ${f.ms.toFixed(0)} ms (cpu ${f.cpuMs.toFixed(0)} ms), peak rss ${f.peakRssMb.toFixed(0)} MiB (runtime ${f.baselineRssMb.toFixed(0)} MiB before loading), peak heap ${f.peakHeapMb.toFixed(0)} MiB`;
  const messages = (f: LoadFigures) =>
    Object.entries(f.messages)
      .map(([rule, n]) => `${rule} ×${n}`)
      .join(', ') || 'none';
  const timeRatio = r.tenK.ms / 1000 / ARELLE_10K.seconds;
  const cpuRatio = r.tenK.cpuMs / 1000 / ARELLE_10K.seconds;
  const memoryRatio = (r.tenK.peakRssMb * 2 ** 20) / (ARELLE_10K.megabytes * 1e6);
  const workRatio = ((r.tenK.peakRssMb - r.tenK.baselineRssMb) * 2 ** 20) / (ARELLE_10K.megabytes * 1e6);
  return [
    'XBRL 2.1 processor',
    `  conformance suite XBRL-CONF-2014-12-10 (${(r.suiteMs / 1000).toFixed(1)} s):`,
    ...r.sections.map(
      (s) => `    ${s.section.padEnd(18)} ${String(s.passed).padStart(3)}/${String(s.total).padEnd(3)} ${pct(s.passed, s.total)}`,
    ),
    `    applicable (without related-standards/xml-schema): ${r.applicable.passed}/${r.applicable.total} ${pct(r.applicable.passed, r.applicable.total)} (target ≥ 95%)`,
    `  nflx 10-Q (XBRL 2.1), load + validate: ${load(r.nflx)}`,
    `    unresolvable offline, reported and left out: ${r.nflx.unresolved.join(', ') || 'none'}`,
    `    messages: ${messages(r.nflx)}`,
    `  generated 10-K, load + validate: ${load(r.tenK)}`,
    `    messages: ${messages(r.tenK)}`,
    `    vs Arelle's 10-K anchor (${ARELLE_10K.seconds} s, ${ARELLE_10K.megabytes} MB): time ${timeRatio.toFixed(3)}× wall, ${cpuRatio.toFixed(3)}× cpu (target ≤ ${TARGET.time}×), memory ${memoryRatio.toFixed(2)}× of process rss (target ≤ ${TARGET.memory}×), ${workRatio.toFixed(2)}× above the runtime's own`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const measure = process.argv.indexOf('--measure');
  if (measure > 0) console.log(JSON.stringify(await loadAndValidate(process.argv[measure + 1]!)));
  else console.log(formatXbrlBench(await runXbrlBench()));
}
