/**
 * Uploads through the converter the library service calls (`convertUpload`): a 100-page Word
 * filing to topics of the document model, its images stored in a real local object storage, and
 * how fast hostile files are refused.
 *
 *   node --import tsx services/library/bench/docx-upload.ts
 */
import { pathToFileURL } from 'node:url';
import { convertUpload, type UploadedFile } from '../src/uploads/index.ts';
import { filingDocx } from '../src/uploads/testing/filing-docx.ts';
import { samplePng } from '../src/uploads/testing/sample-png.ts';
import { uploadStorage } from '../src/uploads/testing/upload-storage.ts';
import { longDocumentPart, part, partText, withParts, zerosPart, zipArchive } from '../src/uploads/testing/zip-parts.ts';

export interface DocxUploadBench {
  pages: number;
  docxBytes: number;
  topics: number;
  blocks: number;
  tables: number;
  images: number;
  /** Median wall-clock and process CPU time of convertUpload, images stored included. */
  ms: number;
  cpuMs: number;
  targetMs: number;
  /** Slowest of `runs` refusals of each hostile file. */
  refusals: { name: string; message: string; ms: number }[];
}

const GB = 1024 ** 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function countOf(nodes: { type: string; content?: unknown[] }[], type: string): number {
  let count = 0;
  const visit = (node: { type: string; content?: unknown[] }) => {
    if (node.type === type) count++;
    for (const child of (node.content ?? []) as { type: string }[]) visit(child);
  };
  for (const node of nodes) visit(node);
  return count;
}

async function hostileFiles(docx: Buffer): Promise<{ name: string; file: UploadedFile }[]> {
  const page = '<html><body><h1>Report</h1><img src="logo.png"></body></html>';
  const document = partText(docx, 'word/document.xml');
  return [
    { name: '.docx with a 3 GB part', file: { fileName: 'bomb.docx', bytes: withParts(docx, zerosPart('word/media/x.bin', 3 * GB)) } },
    {
      name: '.docx part declaring 40 KB, inflating to 3 GB',
      file: { fileName: 'liar.docx', bytes: withParts(docx, zerosPart('word/document.xml', 3 * GB, 40_000)) },
    },
    {
      name: '.docx of the filing repeated to an honest 100 MB document',
      file: { fileName: 'long.docx', bytes: withParts(docx, longDocumentPart(document, 100 * 1024 ** 2)) },
    },
    {
      name: '.zip of HTML with a 2 GB image, declared 10 KB',
      file: { fileName: 'site.zip', bytes: zipArchive([part('index.html', page), zerosPart('logo.png', 2 * GB, 10_000)]) },
    },
    {
      name: '.zip with an entry named ../../x.html',
      file: {
        fileName: 'site.zip',
        bytes: zipArchive([part('index.html', page), part('logo.png', samplePng()), part('../../x.html', page)]),
      },
    },
    {
      name: '.docx of the filing with an external entity in its document',
      file: {
        fileName: 'xxe.docx',
        bytes: withParts(
          docx,
          part('word/document.xml', document.replace('?>', '?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]>')),
        ),
      },
    },
    {
      name: '.zip of 2,001 files',
      file: { fileName: 'crowded.zip', bytes: zipArchive(Array.from({ length: 2001 }, (_, i) => part(`${i}.html`, page))) },
    },
  ];
}

export async function runDocxUploadBench(options: { pages?: number; runs?: number } = {}): Promise<DocxUploadBench> {
  const pages = options.pages ?? 100;
  const runs = options.runs ?? 5;
  const docx = await filingDocx(pages);
  const uploads = uploadStorage();
  try {
    const wall: number[] = [];
    const cpu: number[] = [];
    let converted: Awaited<ReturnType<typeof convertUpload>> | null = null;
    // One run first, not counted: the first conversion of a process compiles the code it runs.
    for (let i = 0; i <= runs; i++) {
      const cpuStart = process.cpuUsage();
      const started = performance.now();
      converted = await convertUpload({ fileName: 'filing.docx', bytes: docx }, { storeImage: uploads.storeImage });
      if (i === 0) continue;
      wall.push(performance.now() - started);
      const used = process.cpuUsage(cpuStart);
      cpu.push((used.user + used.system) / 1000);
    }
    if (converted?.kind !== 'model') throw new Error('the filing did not convert to a model');
    const models = converted.topics.map((topic) => topic.model);

    const refusals: DocxUploadBench['refusals'] = [];
    for (const { name, file } of await hostileFiles(docx)) {
      const times: number[] = [];
      let message = '';
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        const error = await convertUpload(file, { storeImage: uploads.storeImage }).then(
          () => null,
          (e: unknown) => e,
        );
        times.push(performance.now() - started);
        if (!(error instanceof Error)) throw new Error(`${name} was not refused`);
        message = error.message;
      }
      refusals.push({ name, message, ms: Math.max(...times) });
    }
    return {
      pages,
      docxBytes: docx.length,
      topics: models.length,
      blocks: models.reduce((sum, model) => sum + (model.content?.length ?? 0), 0),
      tables: countOf(models, 'table'),
      images: countOf(models, 'image'),
      ms: median(wall),
      cpuMs: median(cpu),
      targetMs: 1500,
      refusals,
    };
  } finally {
    await uploads.close();
  }
}

export function formatDocxUploadBench(r: DocxUploadBench): string {
  return [
    'Upload conversion (convertUpload: checks, mammoth, HTML → model, topics, images stored)',
    `  .docx → model, ${r.pages}-page filing (${(r.docxBytes / 1024).toFixed(0)} KiB → ${r.topics} topics, ${r.blocks} blocks, ${r.tables} tables, ${r.images} images):` +
      ` median ${r.ms.toFixed(0)} ms (cpu ${r.cpuMs.toFixed(0)} ms) (target ≤ ${r.targetMs} ms)`,
    '  hostile files refused (slowest of the runs; target < 1000 ms):',
    ...r.refusals.map((refusal) => `    ${refusal.name}: ${refusal.ms.toFixed(1)} ms: "${refusal.message}"`),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(formatDocxUploadBench(await runDocxUploadBench()));
}
