import ExcelJS from 'exceljs';

/** Every row of an exported .xlsx's sheet as text (empty cells as ''), header first, read with ExcelJS. */
export async function readXlsxRows(data: Uint8Array): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(data) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) => {
    const cells: string[] = [];
    for (let column = 1; column <= sheet.columnCount; column += 1) cells.push(row.getCell(column).text);
    rows.push(cells);
  });
  return rows;
}

/**
 * An exported CSV's rows, header first: checks the UTF-8 byte order mark and parses RFC 4180
 * (quoted fields with doubled quotes and line breaks, CRLF between records).
 */
export function readCsvRows(data: Uint8Array): string[][] {
  const text = Buffer.from(data).toString('utf8');
  if (!text.startsWith('\uFEFF')) throw new Error('the CSV does not start with a UTF-8 byte order mark');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 1; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) throw new Error('the CSV does not end with CRLF');
  return rows;
}
