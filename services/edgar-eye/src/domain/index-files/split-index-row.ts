/** A row cut into its five fields, still unchecked text. */
export interface RowFields {
  cik: string;
  companyName: string;
  formType: string;
  dateFiled: string;
  fileName: string;
}

const SPACE = 32;
const BAR = '|';
/** Form types hold single spaces at most ("SC 13D/A", "1-A POS"), so two spaces end one. */
const COLUMN_GAP = '  ';

/**
 * Fixed-width columns are separated by spaces only (EDGAR pads with spaces; a tab would be part of
 * a word and fail that word's check), which lets the native lastIndexOf find the words.
 */
function skipSpacesBack(line: string, end: number): number {
  let at = end;
  while (at > 0 && line.charCodeAt(at - 1) === SPACE) at -= 1;
  return at;
}

/** Where the word that ends at `end` starts. */
function skipWordBack(line: string, end: number): number {
  return end === 0 ? 0 : line.lastIndexOf(' ', end - 1) + 1;
}

/** Where the spaces that start at `from` end. */
function skipSpacesForward(line: string, from: number, end: number): number {
  let at = from;
  while (at < end && line.charCodeAt(at) === SPACE) at += 1;
  return at;
}

function barsIn(line: string): number {
  let bars = 0;
  for (let at = line.indexOf(BAR); at >= 0; at = line.indexOf(BAR, at + 1)) bars += 1;
  return bars;
}

/**
 * CIK|Company Name|Form Type|Date Filed|File Name. Found with indexOf rather than split so that a
 * 300,000-row file allocates no array per row. Returns the fields, or what is wrong with the line.
 */
export function splitMasterRow(line: string): RowFields | string {
  const bar1 = line.indexOf(BAR);
  const bar2 = bar1 < 0 ? -1 : line.indexOf(BAR, bar1 + 1);
  const bar3 = bar2 < 0 ? -1 : line.indexOf(BAR, bar2 + 1);
  const bar4 = bar3 < 0 ? -1 : line.indexOf(BAR, bar3 + 1);
  if (bar4 < 0 || line.includes(BAR, bar4 + 1)) return `expected 5 fields separated by '|', found ${barsIn(line) + 1}`;
  return {
    cik: line.slice(0, bar1).trim(),
    companyName: line.slice(bar1 + 1, bar2).trim(),
    formType: line.slice(bar2 + 1, bar3).trim(),
    dateFiled: line.slice(bar3 + 1, bar4).trim(),
    fileName: line.slice(bar4 + 1).trim(),
  };
}

/** Whether the line holds two spaces in a row between `from` and `to`. */
function hasGap(line: string, from: number, to: number): boolean {
  const gap = line.indexOf(COLUMN_GAP, from);
  return gap >= 0 && gap + 1 < to;
}

/**
 * Where the second of the two columns left of the CIK starts, in [start, end) of the line. The
 * header's column is the boundary when the row has white space just before it; when the left
 * column ran over it, the boundary falls back to a run of two or more spaces, which EDGAR always
 * leaves between columns: the first such run when the form type is on the left (company names may
 * hold double spaces, "NOLAN THOMAS  H JR", form types never do), the last when it is on the right.
 * Returns -1 when there is no boundary.
 */
function secondColumnStart(line: string, start: number, end: number, boundary: number, formFirst: boolean): number {
  if (boundary > 0 && boundary < end && line.charCodeAt(boundary - 1) === SPACE && line.charCodeAt(boundary) !== SPACE) {
    // A split that leaves two spaces inside the form type cut through an overflowing name instead.
    if (!(formFirst ? hasGap(line, start, skipSpacesBack(line, boundary)) : hasGap(line, boundary, end))) return boundary;
  }
  const gap = formFirst ? line.indexOf(COLUMN_GAP, start) : line.lastIndexOf(COLUMN_GAP, end - 1);
  return gap >= start && gap < end ? skipSpacesForward(line, gap, end) : -1;
}

/**
 * A fixed-width row, read from the right: the file name, the date and the CIK are single words, so
 * they are found whatever the columns' widths, where slicing at the header's columns breaks as
 * soon as a company name is longer than its column (EDGAR then shifts the rest of the row). What
 * is left holds the form type and the company name, in the layout's order. Works on positions and
 * slices each field once: this runs for every row of files of 300,000 rows. Returns the fields, or
 * what is wrong with the line.
 */
export function splitFixedWidthRow(line: string, layout: 'form' | 'company', secondColumn: number): RowFields | string {
  const fileEnd = skipSpacesBack(line, line.length);
  const fileStart = skipWordBack(line, fileEnd);
  const dateEnd = skipSpacesBack(line, fileStart);
  const dateStart = skipWordBack(line, dateEnd);
  const cikEnd = skipSpacesBack(line, dateStart);
  const cikStart = skipWordBack(line, cikEnd);
  const leftEnd = skipSpacesBack(line, cikStart);
  const formFirst = layout === 'form';
  if (leftEnd === 0) return `expected ${formFirst ? 'form type, company name' : 'company name, form type'}, CIK, date filed and file name`;
  const leftStart = skipSpacesForward(line, 0, leftEnd);
  const second = secondColumnStart(line, leftStart, leftEnd, secondColumn, formFirst);
  if (second < 0) return `cannot tell the ${formFirst ? 'form type from the company name' : 'company name from the form type'}`;
  const first = line.slice(leftStart, skipSpacesBack(line, second));
  const rest = line.slice(second, leftEnd);
  return {
    cik: line.slice(cikStart, cikEnd),
    companyName: formFirst ? rest : first,
    formType: formFirst ? first : rest,
    dateFiled: line.slice(dateStart, dateEnd),
    fileName: line.slice(fileStart, fileEnd),
  };
}
