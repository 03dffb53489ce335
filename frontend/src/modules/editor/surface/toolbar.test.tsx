import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { TextSelection } from '@tiptap/pm/state';
import { CellSelection } from '@tiptap/pm/tables';
import type { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LINK_INVALID } from './link-dialog.tsx';
import { doc, paragraph, positionIn, renderSurface, table, text } from './test-harness.tsx';

afterEach(cleanup);

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

function select(editor: Editor, from: number, to = from) {
  act(() => {
    editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, from, to)));
  });
}

/** The cursor inside the n-th cell's text. */
function intoCell(editor: Editor, n: number) {
  select(editor, positionIn(editor, 'tableCell', n) + 2);
}

function rowsOf(editor: Editor): number[] {
  const table = editor.state.doc.nodeAt(positionIn(editor, 'table'))!;
  const rows: number[] = [];
  table.forEach((row) => {
    rows.push(row.childCount);
  });
  return rows;
}

const TOPIC = doc(
  paragraph(text('Segment results')),
  table([
    ['Segment', '2026'],
    ['Americas', '167,045'],
  ]),
);

describe('the toolbar', () => {
  it('is a labelled toolbar whose titles name the keys', () => {
    renderSurface(TOPIC);
    const toolbar = screen.getByRole('toolbar', { name: 'Editor toolbar' });
    expect(within(toolbar).getByRole('button', { name: 'Bold' }).title).toBe('Bold (Ctrl+B)');
    expect(button('Redo').title).toBe('Redo (Ctrl+Y, Ctrl+Shift+Z)');
    expect(button('Insert page break').title).toBe('Insert page break (Ctrl+Enter)');
    expect(button('Find and replace').title).toBe('Find and replace (Ctrl+F)');
    expect(screen.getByRole('combobox', { name: 'Text style' }).title).toBe('Text style (Ctrl+Alt+1, Ctrl+Alt+2, Ctrl+Alt+3, Ctrl+Alt+4)');
  });

  it('toggles marks on the selection and shows which are active', () => {
    const { editor } = renderSurface(TOPIC);
    select(editor, 1, 8);
    expect(button('Bold').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button('Bold'));
    fireEvent.click(button('Superscript'));
    expect(editor.state.doc.nodeAt(1)!.marks.map((m) => m.type.name)).toEqual(['bold', 'superscript']);
    expect(button('Bold').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button('Subscript'));
    // Superscript and subscript exclude each other.
    expect(editor.state.doc.nodeAt(1)!.marks.map((m) => m.type.name)).toEqual(['bold', 'subscript']);
    select(editor, 10);
    expect(button('Bold').getAttribute('aria-pressed')).toBe('false');
  });

  it('turns the block into a heading or a list', () => {
    const { editor } = renderSurface(TOPIC);
    select(editor, 3);
    const style = screen.getByRole('combobox', { name: 'Text style' }) as HTMLSelectElement;
    expect(style.value).toBe('p');
    fireEvent.change(style, { target: { value: 'h2' } });
    expect(editor.state.doc.firstChild!.type.name).toBe('heading');
    expect(editor.state.doc.firstChild!.attrs.level).toBe(2);
    expect(style.value).toBe('h2');
    fireEvent.click(button('Numbered list'));
    expect(editor.state.doc.firstChild!.type.name).toBe('orderedList');
    expect(button('Numbered list').getAttribute('aria-pressed')).toBe('true');
  });

  it('answers the heading keys and moves between cells with Tab and Shift+Tab', () => {
    const { editor } = renderSurface(TOPIC);
    select(editor, 3);
    fireEvent.keyDown(editor.view.dom, { key: '3', ctrlKey: true, altKey: true });
    expect(editor.state.doc.firstChild!.attrs.level).toBe(3);
    expect((screen.getByRole('combobox', { name: 'Text style' }) as HTMLSelectElement).value).toBe('h3');
    intoCell(editor, 0);
    const cellText = () => editor.state.selection.$from.parent.textContent;
    fireEvent.keyDown(editor.view.dom, { key: 'Tab' });
    expect(cellText()).toBe('2026');
    fireEvent.keyDown(editor.view.dom, { key: 'Tab' });
    expect(cellText()).toBe('Americas');
    fireEvent.keyDown(editor.view.dom, { key: 'Tab', shiftKey: true });
    expect(cellText()).toBe('2026');
  });

  it('offers the table commands only inside a table', () => {
    const { editor } = renderSurface(TOPIC);
    select(editor, 3);
    for (const name of [
      'Add row before',
      'Add row after',
      'Delete row',
      'Add column after',
      'Merge cells',
      'Split cell',
      'Header rows',
      'Delete table',
    ]) {
      expect(button(name).disabled, name).toBe(true);
    }
    intoCell(editor, 0);
    for (const name of ['Add row before', 'Add row after', 'Delete row', 'Add column after', 'Header rows', 'Delete table']) {
      expect(button(name).disabled, name).toBe(false);
    }
    // One cell is nothing to merge.
    expect(button('Merge cells').disabled).toBe(true);
  });

  it('adds and deletes rows and columns', () => {
    const { editor, changes } = renderSurface(TOPIC);
    intoCell(editor, 0);
    fireEvent.click(button('Add row after'));
    expect(rowsOf(editor)).toEqual([2, 2, 2]);
    fireEvent.click(button('Add column before'));
    expect(rowsOf(editor)).toEqual([3, 3, 3]);
    intoCell(editor, 0);
    fireEvent.click(button('Delete column'));
    expect(rowsOf(editor)).toEqual([2, 2, 2]);
    intoCell(editor, 2);
    fireEvent.click(button('Delete row'));
    expect(rowsOf(editor)).toEqual([2, 2]);
    const cells = changes.at(-1)!().content![1]!.content!.map((row) => row.content!.map((c) => c.content![0]!.content?.[0]?.text));
    expect(cells).toEqual([
      ['Segment', '2026'],
      ['Americas', '167,045'],
    ]);
    fireEvent.click(button('Delete table'));
    expect(() => positionIn(editor, 'table')).toThrow();
  });

  it('merges selected cells into one spanning two columns, and splits it again', () => {
    const { editor, changes } = renderSurface(TOPIC);
    act(() => {
      const d = editor.state.doc;
      editor.view.dispatch(
        editor.state.tr.setSelection(CellSelection.create(d, positionIn(editor, 'tableCell', 0), positionIn(editor, 'tableCell', 1))),
      );
    });
    expect(button('Merge cells').disabled).toBe(false);
    fireEvent.click(button('Merge cells'));
    const merged = changes.at(-1)!().content![1]!.content![0]!;
    expect(merged.content).toHaveLength(1);
    expect(merged.content![0]!.attrs!.colspan).toBe(2);
    expect(rowsOf(editor)).toEqual([1, 2]);
    expect(editor.view.dom.querySelector('td[colspan="2"]')).not.toBeNull();

    intoCell(editor, 0);
    expect(button('Split cell').disabled).toBe(false);
    fireEvent.click(button('Split cell'));
    expect(rowsOf(editor)).toEqual([2, 2]);
  });

  it('sets the header rows of the table at the cursor, within all rows but one', () => {
    const { editor } = renderSurface(TOPIC);
    intoCell(editor, 2);
    fireEvent.click(button('Header rows'));
    const dialog = screen.getByRole('dialog', { name: 'Header rows' });
    const field = within(dialog).getByLabelText(/^Header rows/) as HTMLInputElement;
    expect(field.value).toBe('0');
    fireEvent.change(field, { target: { value: '2' } });
    fireEvent.submit(field.form!);
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter a whole number of header rows from 0 to 1.');
    fireEvent.change(field, { target: { value: '1' } });
    fireEvent.submit(field.form!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(editor.state.doc.nodeAt(positionIn(editor, 'table'))!.attrs.headerRows).toBe(1);
    expect(editor.view.dom.querySelector('table')!.getAttribute('data-header-rows')).toBe('1');
  });

  it('inserts a table of the size asked for', () => {
    const { editor } = renderSurface(doc(paragraph(text('Notes'))));
    select(editor, 6);
    fireEvent.click(button('Insert table'));
    const dialog = screen.getByRole('dialog', { name: 'Insert table' });
    fireEvent.change(within(dialog).getByLabelText(/^Rows/), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByLabelText(/^Columns/), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter a whole number of columns from 1 to 50.');
    fireEvent.change(within(dialog).getByLabelText(/^Columns/), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText(/^Header rows/), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
    expect(rowsOf(editor)).toEqual([5, 5, 5, 5]);
    const inserted = editor.state.doc.nodeAt(positionIn(editor, 'table'))!;
    expect(inserted.attrs.headerRows).toBe(2);
    expect(inserted.firstChild!.firstChild!.type.name).toBe('tableHeader');
    expect(inserted.child(2).firstChild!.type.name).toBe('tableCell');
  });

  it('inserts a footnote with the text typed in its dialog', () => {
    const { editor, changes } = renderSurface(doc(paragraph(text('Revenue'))));
    select(editor, 8);
    fireEvent.click(button('Insert footnote'));
    const dialog = screen.getByRole('dialog', { name: 'Insert footnote' });
    const field = within(dialog).getByLabelText(/^Footnote text/) as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    fireEvent.submit(field.form!);
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter the footnote text.');
    fireEvent.change(field, { target: { value: '  Restated for the   change in segments. ' } });
    fireEvent.submit(field.form!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes.at(-1)!().content![0]!.content).toEqual([
      { type: 'text', text: 'Revenue' },
      { type: 'footnote', content: [{ type: 'text', text: 'Restated for the change in segments.' }] },
    ]);
    expect(editor.view.dom.querySelector('span.footnote')!.textContent).toBe('Restated for the change in segments.');
  });

  it('links the selection only to addresses the document model keeps, and removes a link', () => {
    const { editor } = renderSurface(doc(paragraph(text('Annual report'))));
    select(editor, 1, 7);
    fireEvent.click(button('Link'));
    let dialog = screen.getByRole('dialog', { name: 'Insert link' });
    const field = within(dialog).getByLabelText(/^Address/) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'javascript:alert(1)' } });
    fireEvent.submit(field.form!);
    expect(within(dialog).getByRole('alert').textContent).toBe(LINK_INVALID);
    expect(editor.isActive('link')).toBe(false);
    fireEvent.change(field, { target: { value: ' https://www.sec.gov/edgar ' } });
    fireEvent.submit(field.form!);
    expect(editor.state.doc.nodeAt(1)!.marks.map((m) => [m.type.name, m.attrs.href])).toEqual([['link', 'https://www.sec.gov/edgar']]);
    expect(editor.state.doc.nodeAt(8)!.marks).toEqual([]);

    select(editor, 3);
    expect(button('Link').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button('Link'));
    dialog = screen.getByRole('dialog', { name: 'Edit link' });
    expect((within(dialog).getByLabelText(/^Address/) as HTMLInputElement).value).toBe('https://www.sec.gov/edgar');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove link' }));
    expect(editor.state.doc.nodeAt(1)!.marks).toEqual([]);
  });

  it('inserts the address as linked text when nothing is selected', () => {
    const { editor } = renderSurface(doc(paragraph(text('See '))));
    select(editor, 5);
    fireEvent.click(button('Link'));
    const field = screen.getByLabelText(/^Address/) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'mailto:ir@example.com' } });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(editor.state.doc.textContent).toBe('See ');
    fireEvent.click(button('Link'));
    fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: 'mailto:ir@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(editor.state.doc.textContent).toBe('See mailto:ir@example.com');
    expect(editor.state.doc.nodeAt(5)!.marks[0]!.attrs.href).toBe('mailto:ir@example.com');
  });
});
