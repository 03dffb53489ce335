import { escapeAttribute, footnoteCount, type ModelNode, modelToXhtml, NODE, storageKeyOf, xhtmlDocument } from '@ea/document-model';
import type { RenderDocument, RenderTopic } from '../render-document.ts';
import { type PageSetup, sheetMm } from './page-setup.ts';

/** Storage keys of the images a topic shows. */
function imageKeys(node: ModelNode, into: Set<string>): Set<string> {
  if (node.type === NODE.image) {
    const key = storageKeyOf(node.attrs?.key as string | undefined);
    if (key) into.add(key);
  }
  for (const child of node.content ?? []) imageKeys(child, into);
  return into;
}

// A missing image prints as a visible empty frame, never as a failed render.
const MISSING_IMAGE =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="none" stroke="#999"/><text x="60" y="25" font-size="11" text-anchor="middle" fill="#666">image missing</text></svg>',
  ).toString('base64');

/** The name of the PDF destination where a topic starts (pdfInfo reads the page of each back). */
export const topicAnchor = (topicId: string) => `topic-${topicId}`;

/**
 * The print stylesheet: the sheet and its margins (where the title and page numbers go), table header rows repeated on every page (Chromium repeats a thead),
 * rows never split across pages, the model's page breaks as page breaks.
 */
function printCss(setup: PageSetup): string {
  const [w, h] = sheetMm(setup);
  const { top, right, bottom, left } = setup.margins;
  return `@page{size:${w}mm ${h}mm;margin:${top}mm ${right}mm ${bottom}mm ${left}mm}
html{-webkit-print-color-adjust:exact;print-color-adjust:exact}
body{margin:0;font-family:"Liberation Serif","Times New Roman",Times,serif;font-size:11pt;line-height:1.35;color:#000}
h1,h2,h3,h4,h5,h6{break-after:avoid;font-family:"Liberation Sans",Arial,Helvetica,sans-serif}
table{border-collapse:collapse;width:100%;margin:6pt 0}
thead{display:table-header-group}
tr{break-inside:avoid}
td,th{border:0.5pt solid #777;padding:2pt 4pt;vertical-align:top}
th{background:#eee}
td p,th p{margin:0}
img{max-width:100%}
.page-break{break-after:page;height:0;border:0;margin:0}
.footnotes{font-size:9pt;border-top:0.5pt solid #777;margin-top:8pt}`;
}

/**
 * The print document of some topics of a document: each topic through the model's XHTML (the one
 * path every output takes), footnotes numbered on from `footnoteStart`, images inlined as data:
 * URIs (the page may fetch nothing), the print stylesheet in its head. Each topic is the target of
 * a link in a hidden list: Chromium writes a named destination for each link target, so the page
 * each topic starts on can be read from the PDF without reading its text.
 */
export async function printHtml(doc: RenderDocument, topics: readonly RenderTopic[], setup: PageSetup, footnoteStart = 1): Promise<string> {
  const keys = new Set<string>();
  for (const topic of topics) imageKeys(topic.model, keys);
  const sources = new Map<string, string>();
  for (const key of keys) {
    const image = await doc.image(key);
    sources.set(key, image ? `data:${image.contentType};base64,${Buffer.from(image.bytes).toString('base64')}` : MISSING_IMAGE);
  }
  let next = footnoteStart;
  const body = topics
    .map((topic) => {
      const xhtml = modelToXhtml(topic.model, {
        modelAttributes: false,
        imageSrc: (key) => sources.get(key) ?? MISSING_IMAGE,
        footnoteStart: next,
      });
      next += footnoteCount(topic.model);
      return `<div class="topic" id="${escapeAttribute(topicAnchor(topic.id), false)}">${xhtml}</div>`;
    })
    .join('');
  const links = topics.map((topic) => `<a href="#${escapeAttribute(topicAnchor(topic.id), false)}"></a>`).join('');
  return xhtmlDocument({
    title: doc.title,
    body: `<nav style="display:none">${links}</nav>${body}`,
    head: `<style>${printCss(setup)}</style>`,
    xmlDeclaration: false,
  });
}
