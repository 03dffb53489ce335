import { Messages } from '@ea/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Node as PmNode } from '@tiptap/pm/model';
import { TextSelection } from '@tiptap/pm/state';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doc, paragraph, positionIn, renderSurface, table, text } from './test-harness.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const KEY = `sha256/ab/cd/abcd${'0'.repeat(60)}`;

function typeAt(editor: ReturnType<typeof renderSurface>['editor'], value: string, pos: number) {
  act(() => {
    editor.view.dispatch(editor.state.tr.insertText(value, pos));
  });
}

function selectText(editor: ReturnType<typeof renderSurface>['editor'], from: number, to: number) {
  act(() => {
    editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, from, to)));
  });
}

describe('TopicEditor', () => {
  it('opens on the initial model and hands its editor to the page, then null when it goes', () => {
    const handed: unknown[] = [];
    const { editor } = renderSurface(doc(paragraph(text('Revenue'))), { onEditor: (e) => handed.push(e) });
    expect(handed).toEqual([editor]);
    expect(editor.state.doc.textContent).toBe('Revenue');
    expect(editor.view.dom.getAttribute('aria-label')).toBe('Topic content');
    cleanup();
    expect(handed.at(-1)).toBeNull();
  });

  it('reports every change with a getter, and serialises the topic only when the getter is read', () => {
    const { editor, changes } = renderSurface(doc(paragraph(text('Revenue'))));
    const toJSON = vi.spyOn(PmNode.prototype, 'toJSON');
    typeAt(editor, ' for', 8);
    typeAt(editor, ' 2026', 12);
    expect(changes).toHaveLength(2);
    expect(toJSON).not.toHaveBeenCalled();
    const model = changes.at(-1)!();
    expect(toJSON).toHaveBeenCalled();
    expect(model).toMatchObject({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Revenue for 2026' }] }] });
    // Moving the selection changes nothing and reports nothing.
    selectText(editor, 1, 3);
    expect(changes).toHaveLength(2);
  });

  it('renders nothing again while typing, once the undo button has turned on', () => {
    let commits = 0;
    const { editor } = renderSurface(doc(paragraph(text('Revenue'))), {}, { onCommit: () => commits++ });
    typeAt(editor, ' f', 8);
    const afterFirst = commits;
    for (const [i, ch] of [...'or the year'].entries()) typeAt(editor, ch, 10 + i);
    expect(editor.state.doc.textContent).toBe('Revenue for the year');
    expect(commits).toBe(afterFirst);
    // A change the toolbar shows (the cursor moves into bold text) re-renders only then.
    act(() => {
      editor.view.dispatch(editor.state.tr.addMark(1, 8, editor.schema.marks.bold!.create()));
    });
    selectText(editor, 3, 3);
    expect(commits).toBeGreaterThan(afterFirst);
  });

  it('refuses typing while read-only but keeps the text selectable, and edits again once editable', () => {
    const surface = renderSurface(doc(paragraph(text('Revenue'))), { editable: false });
    const { editor, changes } = surface;
    const dom = editor.view.dom;
    expect(dom.getAttribute('contenteditable')).toBe('false');
    expect(dom.getAttribute('aria-readonly')).toBe('true');
    selectText(editor, 1, 8);
    expect(editor.state.selection.empty).toBe(false);
    fireEvent.keyDown(dom, { key: 'b', ctrlKey: true });
    fireEvent.keyDown(dom, { key: 'Enter' });
    expect(editor.state.doc.textContent).toBe('Revenue');
    expect(editor.isActive('bold')).toBe(false);
    expect(editor.state.doc.childCount).toBe(1);
    expect(changes).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Bold' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Insert footnote' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Find and replace' }) as HTMLButtonElement).disabled).toBe(false);

    surface.rerender({ editable: true });
    expect(dom.getAttribute('contenteditable')).toBe('true');
    expect(dom.getAttribute('aria-readonly')).toBe('false');
    selectText(editor, 1, 8);
    fireEvent.keyDown(dom, { key: 'b', ctrlKey: true });
    expect(editor.isActive('bold')).toBe(true);
    expect(changes).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps a topic that does not fit the schema read-only instead of opening it empty', () => {
    const { editor, changes } = renderSurface({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'tableRow' }] }] });
    expect(screen.getByRole('alert').textContent).toContain('does not match the document model');
    expect(editor.view.dom.getAttribute('contenteditable')).toBe('false');
    expect(changes).toHaveLength(0);
  });

  it('cleans a Word paste through the document model, keeping the table’s rows, cells and spans', () => {
    const { editor, changes } = renderSurface(doc(paragraph()));
    const word =
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{mso-style-parent:""}</style></head><body>' +
      '<!--[if gte mso 9]><xml><o:OfficeDocumentSettings/></xml><![endif]--><!--StartFragment-->' +
      '<p class=MsoNormal style="mso-margin-top-alt:auto"><b><span style="mso-bidi-font-size:11.0pt">Segment results<o:p></o:p></span></b></p>' +
      '<table class=MsoTableGrid border=1 style="border-collapse:collapse;mso-yfti-tbllook:1184">' +
      '<tr style="mso-yfti-irow:0"><td colspan=2 style="mso-border-alt:solid windowtext .5pt"><p class=MsoNormal align=center>Segment<o:p></o:p></p></td><td><p>2026</p></td></tr>' +
      '<tr><td><p>Americas</p></td><td><p>East</p></td><td><p align=right>167,045<o:p></o:p></p></td></tr>' +
      '</table>' +
      '<p class=MsoListParagraphCxSpFirst style="text-indent:-18.0pt;mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">1.<span style="font:7.0pt">&nbsp;&nbsp;</span></span>Leases</p>' +
      '<p class=MsoListParagraphCxSpLast style="text-indent:-18.0pt;mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">2.<span style="font:7.0pt">&nbsp;&nbsp;</span></span>Revenue</p>' +
      '<p><span data-comment="t1">copied anchor</span></p>' +
      '<script>alert(1)</script><!--EndFragment--></body></html>';
    act(() => {
      editor.view.pasteHTML(word);
    });
    const model = changes.at(-1)!();
    const tableNode = model.content!.find((n) => n.type === 'table')!;
    expect(tableNode.content).toHaveLength(2);
    const [first, second] = tableNode.content!;
    expect(first!.content!.map((c) => c.attrs!.colspan)).toEqual([2, 1]);
    expect(second!.content!.map((c) => c.attrs!.colspan)).toEqual([1, 1, 1]);
    expect(first!.content![0]!.content![0]).toMatchObject({ type: 'paragraph', attrs: { textAlign: 'center' } });
    const heading = model.content!.find((n) => n.type === 'paragraph' && n.content?.[0]?.text === 'Segment results');
    expect(heading?.content?.[0]?.marks).toEqual([{ type: 'bold' }]);
    // Only the document model's reader knows Word's list paragraphs and drops copied comment anchors.
    const list = model.content!.find((n) => n.type === 'orderedList');
    expect(list?.content?.map((item) => item.content?.[0]?.content?.[0]?.text)).toEqual(['Leases', 'Revenue']);
    const serialised = JSON.stringify(model);
    expect(serialised).toContain('copied anchor');
    expect(serialised).not.toContain('"comment"');
    expect(serialised).not.toContain('mso');
    expect(serialised).not.toContain('alert(1)');
  });

  it('inserts a page break with Ctrl+Enter, and undo and redo take it back and forth', () => {
    const { editor } = renderSurface(doc(paragraph(text('Revenue'))));
    selectText(editor, 8, 8);
    fireEvent.keyDown(editor.view.dom, { key: 'Enter', ctrlKey: true });
    const types = () => {
      const names: string[] = [];
      editor.state.doc.forEach((n) => {
        names.push(n.type.name);
      });
      return names;
    };
    expect(types()).toContain('pageBreak');
    const undo = screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
    expect(undo.title).toBe('Undo (Ctrl+Z)');
    expect(undo.disabled).toBe(false);
    fireEvent.click(undo);
    expect(types()).toEqual(['paragraph']);
    const redo = screen.getByRole('button', { name: 'Redo' }) as HTMLButtonElement;
    expect(redo.disabled).toBe(false);
    fireEvent.keyDown(editor.view.dom, { key: 'y', ctrlKey: true });
    expect(types()).toContain('pageBreak');
    fireEvent.keyDown(editor.view.dom, { key: 'z', ctrlKey: true });
    expect(types()).toEqual(['paragraph']);
  });

  it('hides the image button when the page cannot store images', () => {
    renderSurface(doc(paragraph()));
    expect(screen.queryByRole('button', { name: 'Insert image' })).toBeNull();
  });

  it('uploads a chosen image through the page and inserts it by its storage key, shown through the image route', async () => {
    const uploaded: string[] = [];
    const uploadImage = async (file: File) => {
      uploaded.push(file.name);
      return { key: KEY };
    };
    const { editor, calls } = renderSurface(doc(paragraph(text('Logo'))), { uploadImage });
    const button = screen.getByRole('button', { name: 'Insert image' });
    const input = document.querySelector<HTMLInputElement>('.topic-editor input[type="file"]')!;
    expect(input.accept).toContain('image/gif');
    const click = vi.spyOn(input, 'click').mockImplementation(() => {});
    fireEvent.click(button);
    expect(click).toHaveBeenCalled();

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    await waitFor(() => expect(positionIn(editor, 'image')).toBeGreaterThan(0));
    expect(uploaded).toEqual(['logo.png']);
    const image = editor.state.doc.nodeAt(positionIn(editor, 'image'))!;
    expect(image.attrs.key).toBe(KEY);
    await waitFor(() => expect(calls).toContain(`GET /api/document/doc-1/image?key=${encodeURIComponent(KEY)}`));
    const img = editor.view.dom.querySelector('img[data-key]')!;
    await waitFor(() => expect(img.getAttribute('src')).toMatch(/^blob:/));
  });

  it('shows stored images in StrictMode as the app renders, and frees them when the editor goes', async () => {
    const image = { type: 'image', attrs: { key: KEY, alt: 'Logo', width: 120, height: null } };
    const { editor } = renderSurface(doc(paragraph(text('Logo '), image)), {}, { strict: true });
    const img = editor.view.dom.querySelector('img[data-key]')!;
    expect(img.getAttribute('alt')).toBe('Logo');
    expect(img.getAttribute('width')).toBe('120');
    await waitFor(() => expect(img.getAttribute('src')).toMatch(/^blob:/));
    const url = img.getAttribute('src');
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    cleanup();
    await waitFor(() => expect(revoke).toHaveBeenCalledWith(url));
  });

  it('numbers an ordered list from its start in its style, with the attributes browsers number from', () => {
    const list = {
      type: 'orderedList',
      attrs: { start: 4, listStyle: 'lower-roman' },
      content: [{ type: 'listItem', content: [paragraph(text('Leases'))] }],
    };
    const { editor } = renderSurface(doc(list));
    const ol = editor.view.dom.querySelector('ol')!;
    expect([ol.getAttribute('start'), ol.getAttribute('type')]).toEqual(['4', 'i']);
    act(() => {
      editor.view.dispatch(editor.state.tr.setNodeMarkup(0, undefined, { start: 1, listStyle: null }));
    });
    expect([ol.getAttribute('start'), ol.getAttribute('type')]).toEqual([null, null]);
  });

  it('marks the rows a table repeats on every page, and follows a change of their number', () => {
    const headed = { ...table([['Segment'], ['Americas'], ['Europe']]), attrs: { headerRows: 1 } };
    const { editor } = renderSurface(doc(headed));
    const element = editor.view.dom.querySelector('table')!;
    expect(element.getAttribute('data-header-rows')).toBe('1');
    expect(element.querySelectorAll('colgroup col')).toHaveLength(1);
    act(() => {
      editor.view.dispatch(editor.state.tr.setNodeMarkup(0, undefined, { headerRows: 0 }));
    });
    expect(editor.view.dom.querySelector('table')).toBe(element);
    expect(element.hasAttribute('data-header-rows')).toBe(false);
  });

  it('refuses a file that is not a PNG, JPEG or GIF before uploading it', async () => {
    const uploaded: string[] = [];
    const { editor, notifications } = renderSurface(doc(paragraph()), {
      uploadImage: async (file) => {
        uploaded.push(file.name);
        return { key: KEY };
      },
    });
    const input = document.querySelector<HTMLInputElement>('.topic-editor input[type="file"]')!;
    const disguised = new File(['<svg onload="alert(1)"/>'], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [disguised] } });
    await waitFor(() => expect(notifications.getSnapshot().map((n) => n.message)).toEqual([Messages.files.imageInvalid]));
    expect(uploaded).toEqual([]);
    expect(() => positionIn(editor, 'image')).toThrow();
  });

  it('tells the user when the upload fails and inserts nothing', async () => {
    const { editor, notifications } = renderSurface(doc(paragraph()), {
      uploadImage: async () => {
        throw new Error('The image could not be stored');
      },
    });
    const input = document.querySelector<HTMLInputElement>('.topic-editor input[type="file"]')!;
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0])], 'chart.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [gif] } });
    await waitFor(() => expect(notifications.getSnapshot().map((n) => n.message)).toEqual(['The image could not be stored']));
    expect(() => positionIn(editor, 'image')).toThrow();
  });
});
