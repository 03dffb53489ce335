import type { ModelNode } from '../model/model-json.ts';
import { NODE } from '../model/model-json.ts';
import { colwidthOf, MAX_COLSPAN, MAX_COLUMNS, MAX_ROWSPAN, pixelsOf, spanOf } from '../schema/attribute-rules.ts';
import { attributeOf, type HtmlElement, isHtmlElement } from './html-tree.ts';
import { isHidden, parseInlineStyle } from './inline-style.ts';

const MAX_HEADER_ROWS = 50;

interface CellRead {
  element: HtmlElement;
  header: boolean;
  colspan: number;
  rowspan: number;
  column: number;
  declaredWidths: number[] | null;
  width: number | null;
}

/**
 * A table as the model holds it: rows in rendering order (head, body, foot), merged cells kept,
 * spans clamped to the table, rows no cell occupies dropped, leading `<thead>` rows (or
 * `data-header-rows`) repeated as header rows, and column widths from `data-colwidth`, else from
 * `<col>`, else from single-column cells. `readCell` reads a cell's content as blocks.
 * Returns null for a table without cells.
 */
export function readTable(table: HtmlElement, readCell: (cell: HtmlElement) => ModelNode[]): ModelNode | null {
  const sections = { head: [] as HtmlElement[], body: [] as HtmlElement[], foot: [] as HtmlElement[] };
  const columnWidths: (number | null)[] = [];
  for (const child of table.childNodes) {
    if (!isHtmlElement(child) || isHidden(parseInlineStyle(attributeOf(child, 'style')))) continue;
    if (child.tagName === 'tr') sections.body.push(child);
    else if (child.tagName === 'thead' || child.tagName === 'tbody' || child.tagName === 'tfoot') {
      const rows = child.childNodes.filter(
        (r): r is HtmlElement => isHtmlElement(r) && r.tagName === 'tr' && !isHidden(parseInlineStyle(attributeOf(r, 'style'))),
      );
      (child.tagName === 'thead' ? sections.head : child.tagName === 'tfoot' ? sections.foot : sections.body).push(...rows);
    } else if (child.tagName === 'colgroup') readColumnWidths(child, columnWidths);
  }
  const rowElements = [...sections.head, ...sections.body, ...sections.foot];

  const coveredUntil: number[] = [];
  const rows: CellRead[][] = [];
  let headRows = 0;
  let anyDeclaredWidth = false;
  rowElements.forEach((tr, sourceIndex) => {
    const r = rows.length;
    const cells: CellRead[] = [];
    let column = 0;
    for (const td of tr.childNodes) {
      if (!isHtmlElement(td) || (td.tagName !== 'td' && td.tagName !== 'th')) continue;
      const style = parseInlineStyle(attributeOf(td, 'style'));
      if (isHidden(style)) continue;
      while ((coveredUntil[column] ?? -1) >= r) column++;
      if (column >= MAX_COLUMNS) break;
      const colspan = Math.min(spanOf(attributeOf(td, 'colspan'), MAX_COLSPAN), MAX_COLUMNS - column);
      const rowspanAttr = attributeOf(td, 'rowspan');
      const rowspan = rowspanAttr?.trim() === '0' ? MAX_ROWSPAN : spanOf(rowspanAttr, MAX_ROWSPAN);
      const declaredWidths = colwidthOf(attributeOf(td, 'data-colwidth'), colspan);
      anyDeclaredWidth ||= declaredWidths !== null;
      cells.push({
        element: td,
        header: td.tagName === 'th',
        colspan,
        rowspan,
        column,
        declaredWidths,
        width: colspan === 1 ? pixelsOf(style.width ?? attributeOf(td, 'width')) : null,
      });
      for (let c = column; c < column + colspan; c++) coveredUntil[c] = Math.max(coveredUntil[c] ?? -1, r + rowspan - 1);
      column += colspan;
    }
    // A row without cells of its own is kept only while a cell above spans into it.
    if (cells.length === 0 && !coveredUntil.some((until) => until >= r)) return;
    rows.push(cells);
    if (sourceIndex < sections.head.length) headRows++;
  });
  if (!rows.some((cells) => cells.length > 0)) return null;

  if (!anyDeclaredWidth) {
    for (const cells of rows)
      for (const cell of cells) if (cell.width !== null && columnWidths[cell.column] == null) columnWidths[cell.column] = cell.width;
  }
  const declaredHeaderRows = Number.parseInt(attributeOf(table, 'data-header-rows') ?? '', 10);
  const headerRows = Math.max(
    0,
    Math.min(
      Number.isInteger(declaredHeaderRows) && declaredHeaderRows >= 0 ? declaredHeaderRows : headRows,
      MAX_HEADER_ROWS,
      rows.length - 1,
    ),
  );

  return {
    type: NODE.table,
    attrs: { headerRows },
    content: rows.map((cells, r) => {
      const row: ModelNode = { type: NODE.tableRow };
      if (cells.length)
        row.content = cells.map((cell) => {
          const rowspan = Math.min(cell.rowspan, rows.length - r);
          const colwidth = anyDeclaredWidth ? cell.declaredWidths : widthsOf(columnWidths, cell.column, cell.colspan);
          const content = readCell(cell.element);
          return {
            type: cell.header ? NODE.tableHeader : NODE.tableCell,
            attrs: { colspan: cell.colspan, rowspan, colwidth },
            content: content.length ? content : [{ type: NODE.paragraph, attrs: { textAlign: null } }],
          };
        });
      return row;
    }),
  };
}

function readColumnWidths(colgroup: HtmlElement, widths: (number | null)[]): void {
  const cols = colgroup.childNodes.filter((c): c is HtmlElement => isHtmlElement(c) && c.tagName === 'col');
  const groupWidth = pixelsOf(parseInlineStyle(attributeOf(colgroup, 'style')).width ?? attributeOf(colgroup, 'width'));
  if (cols.length === 0) {
    const span = spanOf(attributeOf(colgroup, 'span'), MAX_COLSPAN);
    for (let i = 0; i < span && widths.length < MAX_COLUMNS; i++) widths.push(groupWidth);
    return;
  }
  for (const col of cols) {
    const width = pixelsOf(parseInlineStyle(attributeOf(col, 'style')).width ?? attributeOf(col, 'width'));
    const span = spanOf(attributeOf(col, 'span'), MAX_COLSPAN);
    for (let i = 0; i < span && widths.length < MAX_COLUMNS; i++) widths.push(width);
  }
}

function widthsOf(columnWidths: (number | null)[], column: number, colspan: number): number[] | null {
  const widths: number[] = [];
  for (let c = column; c < column + colspan; c++) {
    const w = columnWidths[c];
    if (w == null) return null;
    widths.push(w);
  }
  return widths;
}
