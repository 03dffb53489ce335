import type { ModelNode } from '../model/model-json.ts';

/**
 * Column of each cell (merged cells above taken into account) and each column's width where a
 * cell spanning it declares one — what `<colgroup>` needs, since browsers size columns from it.
 */
export function tableGrid(rows: readonly ModelNode[]): { columns: number[][]; widths: (number | null)[] } {
  const coveredUntil: number[] = [];
  const widths: (number | null)[] = [];
  const columns = rows.map((row, r) => {
    let column = 0;
    return (row.content ?? []).map((cell) => {
      while ((coveredUntil[column] ?? -1) >= r) column++;
      const colspan = Number(cell.attrs?.colspan ?? 1);
      const rowspan = Number(cell.attrs?.rowspan ?? 1);
      const colwidth = cell.attrs?.colwidth;
      const start = column;
      for (let c = 0; c < colspan; c++) {
        coveredUntil[start + c] = Math.max(coveredUntil[start + c] ?? -1, r + rowspan - 1);
        const w = Array.isArray(colwidth) ? colwidth[c] : undefined;
        if (typeof w === 'number' && widths[start + c] == null) widths[start + c] = w;
        else widths[start + c] ??= null;
      }
      column += colspan;
      return start;
    });
  });
  return { columns, widths };
}
