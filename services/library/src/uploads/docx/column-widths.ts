/** The part of mammoth's document tree this reads: tables, rows and cells with their column spans. */
export interface MammothElement {
  type: string;
  colSpan?: number;
  children?: MammothElement[];
}

/** Grid columns of each table mammoth writes, in the order it writes them: the widest row's sum of spans. */
export function tableColumnCounts(root: MammothElement): number[] {
  const counts: number[] = [];
  const visit = (element: MammothElement) => {
    if (element.type === 'table') {
      let columns = 0;
      for (const row of element.children ?? []) {
        let sum = 0;
        for (const cell of row.children ?? []) sum += cell.colSpan ?? 1;
        columns = Math.max(columns, sum);
      }
      counts.push(columns);
    }
    for (const child of element.children ?? []) visit(child);
  };
  visit(root);
  return counts;
}

/** Twentieths of a point per CSS pixel (1440 per inch, 96 px per inch). */
const TWIPS_PER_PIXEL = 15;

/**
 * Each written table's column widths in pixels, or null where they cannot be told: mammoth drops
 * the OOXML grid, so the widths are read from `word/document.xml` and paired with mammoth's tables
 * by order. A table is given its grid only when both agree on its number of columns; when the
 * number of tables differs, no table is given one (pairing by order would be guesswork).
 */
export function pairColumnWidths(
  grids: readonly (number | null)[][],
  columnCounts: readonly number[],
): ((number | null)[] | null)[] | null {
  if (grids.length !== columnCounts.length) return null;
  return grids.map((grid, i) =>
    grid.length === columnCounts[i] && grid.some((twips) => twips !== null)
      ? grid.map((twips) => (twips === null ? null : Math.max(1, Math.round(twips / TWIPS_PER_PIXEL))))
      : null,
  );
}

const TABLE_OPEN = /<table(?=[\s>])[^>]*>/g;

/**
 * mammoth's HTML with a `<colgroup>` after the opening tag of each of its first tables that has
 * widths. mammoth escapes `<` in text and attributes, so every `<table` in its output is a tag.
 */
export function withColumnWidths(html: string, widths: readonly ((number | null)[] | null)[]): string {
  let index = 0;
  return html.replace(TABLE_OPEN, (tag) => {
    const columns = widths[index++];
    if (!columns) return tag;
    return `${tag}<colgroup>${columns.map((px) => (px === null ? '<col>' : `<col style="width:${px}px">`)).join('')}</colgroup>`;
  });
}
