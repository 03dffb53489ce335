import { Extension, Node } from '@tiptap/core';
import {
  addColumnAfter,
  addColumnBefore,
  addRowAfter,
  addRowBefore,
  columnResizing,
  deleteColumn,
  deleteRow,
  deleteTable,
  goToNextCell,
  mergeCells,
  splitCell,
  tableEditing,
} from '@tiptap/pm/tables';
import { NODE } from '../model/model-json.ts';
import { cellAttributes, tableAttributes } from '../xhtml/html-attributes.ts';
import { colwidthOf, MAX_COLSPAN, MAX_ROWSPAN, spanOf } from './attribute-rules.ts';
import type { DomElement } from './dom-element.ts';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    filingTables: {
      insertTable: (size: { rows: number; cols: number; headerRows?: number }) => ReturnType;
      addColumnBefore: () => ReturnType;
      addColumnAfter: () => ReturnType;
      deleteColumn: () => ReturnType;
      addRowBefore: () => ReturnType;
      addRowAfter: () => ReturnType;
      deleteRow: () => ReturnType;
      deleteTable: () => ReturnType;
      mergeCells: () => ReturnType;
      splitCell: () => ReturnType;
      /** Rows repeated at the top of every page (the first `count` rows). */
      setHeaderRows: (count: number) => ReturnType;
    };
  }
}

const MAX_HEADER_ROWS = 50;

/** Leading rows repeated on every page: `data-header-rows`, else the rows of `<thead>`. */
function headerRowsOf(table: DomElement): number {
  const declared = Number.parseInt(table.getAttribute('data-header-rows') ?? '', 10);
  if (Number.isInteger(declared) && declared >= 0) return Math.min(declared, MAX_HEADER_ROWS);
  let count = 0;
  for (const section of Array.from(table.children)) if (section.tagName.toLowerCase() === 'thead') count += section.children.length;
  return Math.min(count, MAX_HEADER_ROWS);
}

const cellAttributeSpecs = () => ({
  colspan: { default: 1, rendered: false, parseHTML: (el: DomElement) => spanOf(el.getAttribute('colspan'), MAX_COLSPAN) },
  rowspan: { default: 1, rendered: false, parseHTML: (el: DomElement) => spanOf(el.getAttribute('rowspan'), MAX_ROWSPAN) },
  colwidth: {
    default: null,
    rendered: false,
    parseHTML: (el: DomElement) => colwidthOf(el.getAttribute('data-colwidth'), spanOf(el.getAttribute('colspan'), MAX_COLSPAN)),
  },
});

export const TableCell = Node.create({
  name: NODE.tableCell,
  content: 'block+',
  isolating: true,
  addAttributes: cellAttributeSpecs,
  parseHTML: () => [{ tag: 'td' }],
  renderHTML: ({ node }) => ['td', cellAttributes(node.attrs, true), 0],
});

export const TableHeader = Node.create({
  name: NODE.tableHeader,
  content: 'block+',
  isolating: true,
  addAttributes: cellAttributeSpecs,
  parseHTML: () => [{ tag: 'th' }],
  renderHTML: ({ node }) => ['th', cellAttributes(node.attrs, true), 0],
});

export const TableRow = Node.create({
  name: NODE.tableRow,
  content: '(tableCell | tableHeader)*',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: () => ['tr', 0],
});

export const Table = Node.create({
  name: NODE.table,
  group: 'block',
  content: 'tableRow+',
  isolating: true,
  addAttributes: () => ({
    headerRows: { default: 0, rendered: false, parseHTML: headerRowsOf },
  }),
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: ({ node }) => ['table', tableAttributes(node.attrs.headerRows, true), ['tbody', 0]],
  addCommands() {
    return {
      insertTable:
        ({ rows, cols, headerRows = 0 }) =>
        ({ commands }) =>
          rows >= 1 && cols >= 1 && commands.insertContent(emptyTable(rows, cols, Math.min(headerRows, rows - 1))),
      addColumnBefore:
        () =>
        ({ state, dispatch }) =>
          addColumnBefore(state, dispatch),
      addColumnAfter:
        () =>
        ({ state, dispatch }) =>
          addColumnAfter(state, dispatch),
      deleteColumn:
        () =>
        ({ state, dispatch }) =>
          deleteColumn(state, dispatch),
      addRowBefore:
        () =>
        ({ state, dispatch }) =>
          addRowBefore(state, dispatch),
      addRowAfter:
        () =>
        ({ state, dispatch }) =>
          addRowAfter(state, dispatch),
      deleteRow:
        () =>
        ({ state, dispatch }) =>
          deleteRow(state, dispatch),
      deleteTable:
        () =>
        ({ state, dispatch }) =>
          deleteTable(state, dispatch),
      mergeCells:
        () =>
        ({ state, dispatch }) =>
          mergeCells(state, dispatch),
      splitCell:
        () =>
        ({ state, dispatch }) =>
          splitCell(state, dispatch),
      setHeaderRows:
        (count) =>
        ({ commands }) =>
          count >= 0 && count <= MAX_HEADER_ROWS && commands.updateAttributes(this.name, { headerRows: count }),
    };
  },
  addKeyboardShortcuts() {
    return {
      Tab: () => goToNextCell(1)(this.editor.state, this.editor.view.dispatch),
      'Shift-Tab': () => goToNextCell(-1)(this.editor.state, this.editor.view.dispatch),
    };
  },
  addProseMirrorPlugins() {
    return [columnResizing(), tableEditing()];
  },
});

function emptyTable(rows: number, cols: number, headerRows: number) {
  return {
    type: NODE.table,
    attrs: { headerRows },
    content: Array.from({ length: rows }, (_, r) => ({
      type: NODE.tableRow,
      content: Array.from({ length: cols }, () => ({
        type: r < headerRows ? NODE.tableHeader : NODE.tableCell,
        content: [{ type: NODE.paragraph }],
      })),
    })),
  };
}

const TABLE_ROLES: Record<string, string> = {
  [NODE.table]: 'table',
  [NODE.tableRow]: 'row',
  [NODE.tableCell]: 'cell',
  [NODE.tableHeader]: 'header_cell',
};

/** prosemirror-tables finds the table's node types by their `tableRole` in the schema. */
export const TableRoles = Extension.create({
  name: 'tableRoles',
  extendNodeSchema: (extension) => (TABLE_ROLES[extension.name] ? { tableRole: TABLE_ROLES[extension.name] } : {}),
});
