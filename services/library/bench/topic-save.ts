/**
 * Saving one topic of a 300-page filing through the real HTTP route (`PUT
 * api/document/{id}/topics/{topicId}` on a listening server): each save a new revision of the
 * topic, with a revision description and the revision it was based on, and a new version of the
 * document pinning it beside the 29 other topics.
 *
 *   node --import tsx services/library/bench/topic-save.ts
 */
import { pathToFileURL } from 'node:url';
import type { Topic, TopicModelJson, VersionWritten } from '@ea/contracts/library';
import { openFilingDocument } from './filing-document.ts';
import { cores, type Latencies, latencies, loadAverage, timed } from './request-timing.ts';

export interface TopicSaveBench {
  pages: number;
  docxBytes: number;
  topics: number;
  /** The saved topic: its pages, blocks, tables and the bytes of the request body. */
  topic: { title: string; blocks: number; tables: number; bodyBytes: number };
  saves: Latencies;
  /** This process's CPU time per save, server and client together. */
  cpu: Latencies;
  versions: number;
  load: { before: number; after: number; cores: number };
  targetP99Ms: number;
}

const PAGES = 300;
const SAVES = 300;
/** Saves before the measured ones, not counted: a just-started process still compiles its hot code. */
const WARM_UP = 30;

/** The model's first text node, which each save edits. */
function firstText(node: TopicModelJson): TopicModelJson | undefined {
  if (node.text !== undefined) return node;
  for (const child of node.content ?? []) {
    const found = firstText(child);
    if (found) return found;
  }
  return undefined;
}

export async function runTopicSaveBench(options: { saves?: number } = {}): Promise<TopicSaveBench> {
  const saves = options.saves ?? SAVES;
  const filing = await openFilingDocument(PAGES);
  try {
    const topicId = filing.topics[0]!.id;
    const url = `${filing.baseUrl}/api/document/${filing.documentId}/topics/${topicId}`;
    const opened = (await (await fetch(url, { headers: filing.headers })).json()) as Topic;
    const model = opened.model;
    const edited = firstText(model);
    if (!edited) throw new Error('the topic has no text to edit');
    const original = edited.text!;
    let baseRevision = opened.revisionNumber;
    let bodyBytes = 0;

    const save = async (n: number) => {
      edited.text = `${original} (edit ${n})`;
      const body = JSON.stringify({ model, revisionDescription: `edit_${n}`, baseRevision });
      bodyBytes = Buffer.byteLength(body);
      const {
        value: response,
        ms,
        cpuMs,
      } = await timed(async () => {
        const response = await fetch(url, { method: 'PUT', headers: { ...filing.headers, 'content-type': 'application/json' }, body });
        return { status: response.status, written: (await response.json()) as VersionWritten };
      });
      if (response.status !== 200) throw new Error(`save ${n} answered ${response.status}: ${JSON.stringify(response.written)}`);
      baseRevision = response.written.topics.find((topic) => topic.id === topicId)!.revisionNumber;
      return { ms, cpuMs };
    };

    for (let n = 1; n <= WARM_UP; n++) await save(n);
    const before = loadAverage();
    const samples: { ms: number; cpuMs: number }[] = [];
    for (let n = WARM_UP + 1; n <= WARM_UP + saves; n++) samples.push(await save(n));
    const after = loadAverage();

    const versions = await filing.t.db
      .selectFrom('document_versions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('document_id', '=', filing.documentId)
      .executeTakeFirstOrThrow();
    const blocks = model.content ?? [];
    return {
      pages: filing.pages,
      docxBytes: filing.docxBytes,
      topics: filing.topics.length,
      topic: { title: opened.title, blocks: blocks.length, tables: blocks.filter((b) => b.type === 'table').length, bodyBytes },
      saves: latencies(samples.map((s) => s.ms)),
      cpu: latencies(samples.map((s) => s.cpuMs)),
      versions: Number(versions.n),
      load: { before, after, cores },
      targetP99Ms: 50,
    };
  } finally {
    await filing.close();
  }
}

export function formatTopicSaveBench(b: TopicSaveBench): string {
  const s = b.saves;
  return [
    'Topic save (PUT api/document/{id}/topics/{topicId} over HTTP: a new revision and version, audited, announced)',
    `  document              ${b.pages}-page filing uploaded as .docx (${(b.docxBytes / 1024).toFixed(0)} KiB): ${b.topics} topics, ${b.versions} versions after the run`,
    `  topic saved           "${b.topic.title}": ${b.topic.blocks} blocks, ${b.topic.tables} tables, ${(b.topic.bodyBytes / 1024).toFixed(0)} KiB request body`,
    `  latency               p50 ${s.p50Ms} ms / p95 ${s.p95Ms} ms / p99 ${s.p99Ms} ms / max ${s.maxMs} ms over ${s.runs} saves` +
      ` (target p99 ≤ ${b.targetP99Ms} ms: ${s.p99Ms <= b.targetP99Ms ? 'met' : 'missed'})`,
    `  cpu per save          p50 ${b.cpu.p50Ms} ms / p99 ${b.cpu.p99Ms} ms (this process, server and client: the rest of the wall-clock is Postgres and waiting for a core)`,
    `  machine               load average ${b.load.before} → ${b.load.after} on ${b.load.cores} cores while measuring`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(formatTopicSaveBench(await runTopicSaveBench()));
  process.exit(0);
}
