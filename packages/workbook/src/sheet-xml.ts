import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { unreadable } from './zip-directory.ts';

/** A cell as the sheet stores it: text, or a number for a numeric cell. */
export type CellValue = string | number;

/** One `<row>` of a worksheet: its number and its cells by column number (1 = A). */
export interface XmlRow {
  number: number;
  cells: CellValue[];
}

/** Excel's last column, XFD. */
const MAX_COLUMN = 16_384;

/** The element name without its namespace prefix (some writers prefix every element, `x:row`). */
export function localName(tag: SaxesTagPlain): string {
  return tag.name.slice(tag.name.indexOf(':') + 1);
}

/**
 * One XML file of the archive, parsed as its UTF-8 chunks arrive. Workbook files never carry a
 * DOCTYPE, so one is refused rather than parsed (no entity expansion of any kind).
 */
export class XmlPart {
  protected readonly parser = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });
  readonly #decoder = new StringDecoder('utf8');

  constructor() {
    this.parser.on('doctype', () => {
      throw unreadable();
    });
  }

  write(chunk: Buffer): void {
    this.parser.write(this.#decoder.write(chunk));
  }

  end(): void {
    this.parser.write(this.#decoder.end());
    this.parser.close();
  }

  /** Text and CDATA alike go to the handler. */
  protected onText(handler: (text: string) => void): void {
    this.parser.on('text', handler);
    this.parser.on('cdata', handler);
  }
}

/**
 * The shared strings table (`xl/sharedStrings.xml`): each `<si>`'s text, its rich-text runs joined;
 * phonetic guides (`<rPh>`) are not part of the text.
 */
export class SharedStringsXml extends XmlPart {
  readonly strings: string[] = [];

  constructor() {
    super();
    let text: string | null = null;
    let inText = false;
    let phonetic = 0;
    this.parser.on('opentag', (tag) => {
      const name = localName(tag);
      if (name === 'si') text = '';
      else if (name === 't') inText = phonetic === 0;
      else if (name === 'rPh') phonetic++;
    });
    this.parser.on('closetag', (tag) => {
      const name = localName(tag);
      if (name === 'si') {
        this.strings.push(text ?? '');
        text = null;
      } else if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
    });
    this.onText((value) => {
      if (inText && text !== null) text += value;
    });
  }
}

/** A worksheet's rows, handed over as each `</row>` is parsed. */
export class WorksheetXml extends XmlPart {
  #rows: XmlRow[] = [];

  constructor(shared: readonly string[]) {
    super();
    let row: XmlRow | null = null;
    let rowNumber = 0;
    let column = 0;
    let type = 'n';
    let value = '';
    let inline = '';
    let inCell = false;
    let inValue = false;
    let inInline = false;
    let inText = false;
    let phonetic = 0;
    this.parser.on('opentag', (tag) => {
      switch (localName(tag)) {
        case 'row': {
          const r = Number(tag.attributes.r);
          rowNumber = Number.isInteger(r) && r > rowNumber ? r : rowNumber + 1;
          row = { number: rowNumber, cells: [] };
          column = 0;
          break;
        }
        case 'c':
          column = columnOf(tag.attributes.r) ?? column + 1;
          type = tag.attributes.t ?? 'n';
          value = '';
          inline = '';
          inCell = row !== null;
          break;
        case 'v':
          inValue = inCell;
          break;
        case 'is':
          inInline = inCell;
          break;
        case 't':
          inText = inInline && phonetic === 0;
          break;
        case 'rPh':
          phonetic++;
          break;
      }
    });
    this.parser.on('closetag', (tag) => {
      switch (localName(tag)) {
        case 'row':
          if (row) this.#rows.push(row);
          row = null;
          break;
        case 'c':
          if (inCell && row && column <= MAX_COLUMN) row.cells[column] = cellValue(type, value, inline, shared);
          inCell = false;
          break;
        case 'v':
          inValue = false;
          break;
        case 'is':
          inInline = false;
          break;
        case 't':
          inText = false;
          break;
        case 'rPh':
          phonetic--;
          break;
      }
    });
    this.onText((text) => {
      if (inValue) value += text;
      else if (inText) inline += text;
    });
  }

  /** The rows completed since the last call. */
  take(): XmlRow[] {
    const rows = this.#rows;
    this.#rows = [];
    return rows;
  }
}

/** The column number of a cell reference (`AB12` → 28), or undefined without one. */
function columnOf(ref: string | undefined): number | undefined {
  const letters = ref === undefined ? null : /^[A-Z]{1,3}/.exec(ref);
  if (!letters) return undefined;
  let column = 0;
  for (const letter of letters[0]) column = column * 26 + letter.charCodeAt(0) - 64;
  return column;
}

/** A cell's value by its type: shared or inline string, formula text, boolean, error, date or number. */
function cellValue(type: string, value: string, inline: string, shared: readonly string[]): CellValue {
  switch (type) {
    case 's':
      return value.trim() === '' ? '' : (shared[Number(value)] ?? '');
    case 'inlineStr':
      return inline;
    case 'str':
      return value;
    case 'b':
      return value === '1' ? 'true' : 'false';
    case 'e':
      return '';
    case 'd': {
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? value : date.toISOString().slice(0, 10);
    }
    default: {
      const number = Number(value);
      return value.trim() === '' || !Number.isFinite(number) ? value : number;
    }
  }
}
