/**
 * Document model timings: a 100-page filing from .docx (mammoth) and from HTML to the model, the
 * model to XHTML, and the structural diff of two versions of a 300-page topic.
 *
 *   node --import tsx packages/document-model/bench/document-model.ts
 */
import { pathToFileURL } from 'node:url';
import {
  AlignmentType,
  Document,
  FootnoteReferenceRun,
  HeadingLevel,
  Packer,
  PageBreak,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';
import mammoth from 'mammoth';
import { diffModels } from '../src/diff/diff-models.ts';
import { htmlToModel } from '../src/html/html-to-model.ts';
import type { ModelNode } from '../src/model/model-json.ts';
import { filingHtml } from '../src/testing/filing-html.ts';
import { modelToText } from '../src/text/model-to-text.ts';
import { modelToXhtml } from '../src/xhtml/model-to-xhtml.ts';

/** Page breaks as a void element inside their paragraph (an `<hr>` there would split the paragraph in two). */
const PAGE_BREAK_STYLE = "br[type='page'] => br.page-break";

export interface DocumentModelBenchResult {
  pages: number;
  htmlBytes: number;
  htmlToModel: Timing;
  docxBytes: number;
  mammoth: Timing;
  docxHtmlToModel: Timing;
  modelToXhtml: Timing;
  modelToText: Timing;
  diffPages: number;
  diffBlocks: number;
  diff: Timing;
  diffTypical: Timing;
}

const TEXT = 'The Company recognizes revenue when control of the promised goods or services is transferred to customers';

/** A .docx of `pages` pages: headings, paragraphs, a merged-cell table with a repeated header row per page, footnotes, page breaks. */
async function filingDocx(pages: number): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [];
  const footnotes: Record<number, { children: Paragraph[] }> = {};
  for (let page = 1; page <= pages; page++) {
    if (page % 4 === 1) children.push(new Paragraph({ text: `Note ${(page + 3) / 4}. Revenue`, heading: HeadingLevel.HEADING_2 }));
    for (let p = 0; p < 4; p++) {
      const runs = [new TextRun(`${TEXT} ${TEXT}. `), new TextRun({ text: 'Net sales ', bold: true }), new TextRun(`${TEXT}.`)];
      if (p === 2 && page % 4 === 0) {
        footnotes[page] = { children: [new Paragraph(`Footnote to page ${page}: ${TEXT}.`)] };
        runs.push(new FootnoteReferenceRun(page));
      }
      children.push(new Paragraph({ children: runs }));
    }
    const cell = (text: string, extra: object = {}) =>
      new TableCell({ children: [new Paragraph({ text, alignment: AlignmentType.RIGHT })], ...extra });
    const rows = [
      new TableRow({
        tableHeader: true,
        children: [
          cell('(in millions)', { rowSpan: 2 }),
          cell('Three months ended', { columnSpan: 2 }),
          cell('Nine months ended', { columnSpan: 2 }),
        ],
      }),
      new TableRow({ tableHeader: true, children: [cell('2025'), cell('2024'), cell('2025'), cell('2024')] }),
    ];
    for (let r = 0; r < 12; r++)
      rows.push(
        new TableRow({ children: [cell(`Line ${r}`), ...[1, 2, 3, 4].map((c) => cell(`${(page * 131 + r * 17 + c) % 9000}.${c}`))] }),
      );
    children.push(new Table({ rows }));
    children.push(new Paragraph({ children: [new PageBreak()] }));
  }
  return Packer.toBuffer(new Document({ footnotes, sections: [{ children }] }));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

interface Timing {
  /** Median wall-clock time. */
  ms: number;
  /** Median CPU time of the process: steadier than wall time when other work shares the cores. */
  cpuMs: number;
}

async function timed<T>(runs: number, fn: () => T | Promise<T>): Promise<Timing & { value: T }> {
  let value!: T;
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const cpuStart = process.cpuUsage();
    const started = performance.now();
    value = await fn();
    wall.push(performance.now() - started);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  return { ms: median(wall), cpuMs: median(cpu), value };
}

/** A second version: a few paragraphs edited, one inserted, one table cell changed, one table removed. */
function edited(doc: ModelNode): ModelNode {
  const copy = structuredClone(doc);
  const blocks = copy.content!;
  for (const i of [5, 400, 900])
    if (blocks[i]?.type === 'paragraph') blocks[i] = { ...blocks[i]!, content: [{ type: 'text', text: 'Edited.' }] };
  blocks.splice(200, 0, { type: 'paragraph', attrs: { textAlign: null }, content: [{ type: 'text', text: 'Inserted.' }] });
  const tableIndex = blocks.findIndex((b, i) => i > 600 && b.type === 'table');
  blocks.splice(tableIndex, 1);
  const table = blocks.find((b, i) => i > 1000 && b.type === 'table')!;
  table.content![4]!.content![1]!.content = [
    { type: 'paragraph', attrs: { textAlign: 'right' }, content: [{ type: 'text', text: '42.0' }] },
  ];
  return copy;
}

export async function runDocumentModelBench(
  options: { pages?: number; diffPages?: number; runs?: number } = {},
): Promise<DocumentModelBenchResult> {
  const pages = options.pages ?? 100;
  const diffPages = options.diffPages ?? 300;
  const runs = options.runs ?? 5;

  const html = filingHtml(pages);
  const fromHtml = await timed(runs, () => htmlToModel(html));
  const xhtml = await timed(runs, () => modelToXhtml(fromHtml.value));
  const text = await timed(runs, () => modelToText(fromHtml.value));

  const docx = await filingDocx(pages);
  const converted = await timed(
    Math.min(runs, 3),
    async () => (await mammoth.convertToHtml({ buffer: docx }, { styleMap: [PAGE_BREAK_STYLE] })).value,
  );
  const fromDocxHtml = await timed(runs, () => htmlToModel(converted.value));

  const older = htmlToModel(filingHtml(diffPages));
  const newer = edited(older);
  const diff = await timed(runs, () => diffModels(older, newer));
  const typical = htmlToModel(filingHtml(10));
  const typicalEdited = structuredClone(typical);
  typicalEdited.content![3] = { type: 'paragraph', attrs: { textAlign: null }, content: [{ type: 'text', text: 'Edited.' }] };
  const diffTypical = await timed(runs, () => diffModels(typical, typicalEdited));

  const only = ({ ms, cpuMs }: Timing): Timing => ({ ms, cpuMs });
  return {
    pages,
    htmlBytes: html.length,
    htmlToModel: only(fromHtml),
    docxBytes: docx.length,
    mammoth: only(converted),
    docxHtmlToModel: only(fromDocxHtml),
    modelToXhtml: only(xhtml),
    modelToText: only(text),
    diffPages,
    diffBlocks: older.content!.length,
    diff: only(diff),
    diffTypical: only(diffTypical),
  };
}

export function formatDocumentModelBench(r: DocumentModelBenchResult): string {
  const t = ({ ms, cpuMs }: Timing) => `${ms.toFixed(1)} ms (cpu ${cpuMs.toFixed(0)} ms)`;
  const total = { ms: r.mammoth.ms + r.docxHtmlToModel.ms, cpuMs: r.mammoth.cpuMs + r.docxHtmlToModel.cpuMs };
  return [
    'Document model (medians; wall time, process CPU time in brackets)',
    `  HTML → model, ${r.pages} pages (${(r.htmlBytes / 1024).toFixed(0)} KiB, ${r.pages} tables with merged cells): ${t(r.htmlToModel)}`,
    `  .docx → model, ${r.pages} pages: mammoth ${t(r.mammoth)} + HTML → model ${t(r.docxHtmlToModel)} = ${t(total)} (target ≤ 1500 ms)`,
    `  model → XHTML, ${r.pages} pages: ${t(r.modelToXhtml)}; model → text: ${t(r.modelToText)}`,
    `  diff of two versions, ${r.diffPages}-page topic (${r.diffBlocks} blocks): ${t(r.diff)}; 10-page topic: ${t(r.diffTypical)} (target ≪ 50 ms)`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(formatDocumentModelBench(await runDocumentModelBench()));
}
