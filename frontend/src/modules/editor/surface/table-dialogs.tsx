import { findTable } from '@tiptap/pm/tables';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { TextField } from '@/ui/form-fields/text-field.tsx';
import { ModalDialog } from '@/ui/modal-dialog/modal-dialog.tsx';

/** Bounds of a table made from the toolbar; larger tables come from imports. */
export const TABLE_LIMITS = { rows: 500, cols: 50 } as const;

/** The whole number `text` holds when it lies in min..max, else null. */
export function wholeNumberIn(text: string, min: number, max: number): number | null {
  if (!/^\s*\d{1,6}\s*$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

const rangeMessage = (what: string, min: number, max: number) => `Enter a whole number of ${what} from ${min} to ${max}.`;

export function InsertTableDialog({ editor, onClose }: { editor: Editor; onClose(): void }) {
  const [rows, setRows] = useState('3');
  const [cols, setCols] = useState('3');
  const [headerRows, setHeaderRows] = useState('1');
  const [errors, setErrors] = useState<{ rows?: string; cols?: string; headerRows?: string }>({});

  const submit = () => {
    const r = wholeNumberIn(rows, 1, TABLE_LIMITS.rows);
    const c = wholeNumberIn(cols, 1, TABLE_LIMITS.cols);
    // At most all rows but one repeat on every page (the document model's normal form).
    const maxHeader = Math.max(0, (r ?? 1) - 1);
    const h = wholeNumberIn(headerRows, 0, maxHeader);
    const next = {
      rows: r === null ? rangeMessage('rows', 1, TABLE_LIMITS.rows) : undefined,
      cols: c === null ? rangeMessage('columns', 1, TABLE_LIMITS.cols) : undefined,
      headerRows: h === null ? rangeMessage('header rows', 0, maxHeader) : undefined,
    };
    setErrors(next);
    if (r === null || c === null || h === null) return;
    editor.chain().focus().insertTable({ rows: r, cols: c, headerRows: h }).run();
    onClose();
  };

  return (
    <ModalDialog title="Insert table" submitLabel="Insert" onSubmit={submit} onClose={onClose}>
      <div className="topic-editor-dialog__row">
        <TextField label="Rows" inputMode="numeric" value={rows} onChange={setRows} error={errors.rows} required />
        <TextField label="Columns" inputMode="numeric" value={cols} onChange={setCols} error={errors.cols} required />
        <TextField
          label="Header rows"
          inputMode="numeric"
          value={headerRows}
          onChange={setHeaderRows}
          error={errors.headerRows}
          hint="Repeated at the top of every page"
        />
      </div>
    </ModalDialog>
  );
}

/** How many leading rows of the table at the cursor repeat on every page. */
export function HeaderRowsDialog({ editor, onClose }: { editor: Editor; onClose(): void }) {
  const [table] = useState(() => findTable(editor.state.selection.$from)?.node ?? null);
  const max = Math.max(0, (table?.childCount ?? 1) - 1);
  const [count, setCount] = useState(String(Math.min(Number(table?.attrs.headerRows) || 0, max)));
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const n = wholeNumberIn(count, 0, max);
    if (n === null) {
      setError(rangeMessage('header rows', 0, max));
      return;
    }
    editor.chain().focus().setHeaderRows(n).run();
    onClose();
  };

  return (
    <ModalDialog title="Header rows" submitLabel="Apply" onSubmit={submit} onClose={onClose}>
      <TextField
        label="Header rows"
        inputMode="numeric"
        value={count}
        onChange={(value) => {
          setCount(value);
          setError(null);
        }}
        error={error}
        hint="The first rows of the table, repeated at the top of every page"
        required
      />
    </ModalDialog>
  );
}
