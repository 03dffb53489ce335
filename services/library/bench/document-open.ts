/**
 * Opening a 300-page filing as the editor does, through the real HTTP routes on a listening
 * server: the document with its map (`GET api/document/{id}`, recorded in recent documents and
 * audited as a Read), then the first topic of the map (`GET api/document/{id}/topics/{topicId}`).
 *
 *   node --import tsx services/library/bench/document-open.ts
 */
import { pathToFileURL } from 'node:url';
import type { DocumentDetail } from '@ea/contracts/library';
import { openFilingDocument } from './filing-document.ts';
import { cores, type Latencies, latencies, loadAverage, timed } from './request-timing.ts';

export interface DocumentOpenBench {
  pages: number;
  docxBytes: number;
  topics: number;
  /** Bytes of the two answers. */
  mapBytes: number;
  topicBytes: number;
  /** The two requests one after the other, and each alone. */
  opens: Latencies;
  map: Latencies;
  topic: Latencies;
  /** This process's CPU time per open, server and client together. */
  cpu: Latencies;
  load: { before: number; after: number; cores: number };
  targetMs: number;
}

const PAGES = 300;
const OPENS = 300;
/** Opens before the measured ones, not counted: a just-started process still compiles its hot code. */
const WARM_UP = 30;

export async function runDocumentOpenBench(options: { opens?: number } = {}): Promise<DocumentOpenBench> {
  const opens = options.opens ?? OPENS;
  const filing = await openFilingDocument(PAGES);
  try {
    const documentUrl = `${filing.baseUrl}/api/document/${filing.documentId}`;
    const sizes = { map: 0, topic: 0 };
    const open = async (): Promise<{ map: number; topic: number }> => {
      const started = performance.now();
      const mapResponse = await fetch(documentUrl, { headers: filing.headers });
      const mapBody = await mapResponse.text();
      if (mapResponse.status !== 200) throw new Error(`the document answered ${mapResponse.status}: ${mapBody}`);
      const opened = performance.now();
      const first = (JSON.parse(mapBody) as DocumentDetail).topics[0]!;
      const topicResponse = await fetch(`${documentUrl}/topics/${first.id}`, { headers: filing.headers });
      const topicBody = await topicResponse.text();
      if (topicResponse.status !== 200) throw new Error(`the topic answered ${topicResponse.status}: ${topicBody}`);
      sizes.map = Buffer.byteLength(mapBody);
      sizes.topic = Buffer.byteLength(topicBody);
      return { map: opened - started, topic: performance.now() - opened };
    };

    for (let n = 0; n < WARM_UP; n++) await open();
    const before = loadAverage();
    const samples: { map: number; topic: number; cpuMs: number }[] = [];
    for (let n = 0; n < opens; n++) {
      const { value, cpuMs } = await timed(open);
      samples.push({ ...value, cpuMs });
    }
    const after = loadAverage();
    return {
      pages: filing.pages,
      docxBytes: filing.docxBytes,
      topics: filing.topics.length,
      mapBytes: sizes.map,
      topicBytes: sizes.topic,
      opens: latencies(samples.map((s) => s.map + s.topic)),
      map: latencies(samples.map((s) => s.map)),
      topic: latencies(samples.map((s) => s.topic)),
      cpu: latencies(samples.map((s) => s.cpuMs)),
      load: { before, after, cores },
      targetMs: 150,
    };
  } finally {
    await filing.close();
  }
}

export function formatDocumentOpenBench(b: DocumentOpenBench): string {
  const line = (label: string, l: Latencies) =>
    `  ${label.padEnd(22)}p50 ${l.p50Ms} ms / p95 ${l.p95Ms} ms / p99 ${l.p99Ms} ms / max ${l.maxMs} ms`;
  const verdict = (ms: number) => (ms <= b.targetMs ? 'met' : 'missed');
  return [
    'Document open (GET api/document/{id}, then GET api/document/{id}/topics/{first topic} over HTTP)',
    `  document              ${b.pages}-page filing uploaded as .docx (${(b.docxBytes / 1024).toFixed(0)} KiB): ${b.topics} topics; answers of ${(b.mapBytes / 1024).toFixed(1)} KiB and ${(b.topicBytes / 1024).toFixed(0)} KiB`,
    `${line('map + first topic', b.opens)} over ${b.opens.runs} opens` +
      ` (target ≤ ${b.targetMs} ms: p95 ${verdict(b.opens.p95Ms)}, p99 ${verdict(b.opens.p99Ms)})`,
    line('  map alone', b.map),
    line('  first topic alone', b.topic),
    `  cpu per open          p50 ${b.cpu.p50Ms} ms / p99 ${b.cpu.p99Ms} ms (this process, server and client: the rest of the wall-clock is Postgres and waiting for a core)`,
    `  machine               load average ${b.load.before} → ${b.load.after} on ${b.load.cores} cores while measuring`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(formatDocumentOpenBench(await runDocumentOpenBench()));
  process.exit(0);
}
