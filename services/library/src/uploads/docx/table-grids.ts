import type { ApiError } from '@ea/contracts';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { UploadRefusals } from '../upload-refusals.ts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const MC = 'http://schemas.openxmlformats.org/markup-compatibility/2006';

/**
 * Content mammoth does not turn into HTML, so its tables must not be counted either: the
 * DrawingML branch of alternate content (mammoth reads the fallback), drawings (only their
 * pictures are read), deleted and moved-away text.
 */
const SKIPPED: ReadonlySet<string> = new Set([`${MC} Choice`, `${W} drawing`, `${W} del`, `${W} moveFrom`]);

/**
 * The column widths of every table of `word/document.xml`, in twentieths of a point as
 * `w:tblGrid/w:gridCol/@w:w` gives them (null where a column has none), in the order mammoth
 * writes the tables (document order, outer table before the tables in its cells). The grid of a
 * revision (`w:tblGridChange`) is the old one and is not read. A DOCTYPE is refused (422);
 * XML that is not well-formed is `unreadable`.
 */
export function readTableGrids(documentXml: string, unreadable: () => ApiError): (number | null)[][] {
  const parser = new SaxesParser({ xmlns: true, position: false });
  const grids: (number | null)[][] = [];
  const open: { name: string; grid: (number | null)[] | null }[] = [];
  let skipping = 0;
  let declarations = false;
  parser.on('doctype', () => {
    declarations = true;
    throw UploadRefusals.xmlDeclarations();
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    const name = `${tag.uri} ${tag.local}`;
    const parent = open[open.length - 1];
    if (skipping > 0 || SKIPPED.has(name)) skipping++;
    let grid: (number | null)[] | null = null;
    if (skipping === 0 && name === `${W} tbl`) {
      grid = [];
      grids.push(grid);
    } else if (name === `${W} gridCol` && parent?.name === `${W} tblGrid` && skipping === 0) {
      const table = open[open.length - 2];
      table?.grid?.push(twipsOf(attributeValue(tag, 'w')));
    }
    open.push({ name, grid });
  });
  parser.on('closetag', () => {
    open.pop();
    if (skipping > 0) skipping--;
  });
  try {
    parser.write(documentXml).close();
  } catch (error) {
    throw declarations ? error : unreadable();
  }
  return grids;
}

function attributeValue(tag: SaxesTagNS, local: string): string | undefined {
  for (const attribute of Object.values(tag.attributes)) if (attribute.uri === W && attribute.local === local) return attribute.value;
  return undefined;
}

function twipsOf(value: string | undefined): number | null {
  const twips = value ? Number(value) : Number.NaN;
  return Number.isFinite(twips) && twips > 0 ? twips : null;
}
