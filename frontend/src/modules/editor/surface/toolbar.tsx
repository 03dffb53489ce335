import { MARK, NODE } from '@ea/document-model';
import type { EditorState } from '@tiptap/pm/state';
import { findTable, isInTable } from '@tiptap/pm/tables';
import { type Editor, useEditorState } from '@tiptap/react';
import { memo } from 'react';
import { canRedo, canUndo, runRedo, runUndo } from './history.ts';
import { titleWithKeys } from './shortcuts.ts';
import { ToolbarButton } from './toolbar-button.tsx';
import { Icon } from './toolbar-icons.tsx';

export type SurfaceDialog = 'link' | 'insertTable' | 'headerRows' | 'footnote';

export interface ToolbarProps {
  editor: Editor;
  editable: boolean;
  findOpen: boolean;
  /** Present when the page can store images: the image button shows. */
  onImage: (() => void) | null;
  uploading: boolean;
  onDialog: (dialog: SurfaceDialog) => void;
  onFind: () => void;
}

const mark = (name: string) => ({
  pressed: (e: Editor) => e.isActive(name),
  applies: (e: Editor) => e.can().toggleMark(name),
  run: (e: Editor) => e.chain().focus().toggleMark(name).run(),
});

/**
 * Superscript and subscript exclude each other; TipTap refuses to set one over the other, so
 * choosing one takes the other off first.
 */
const script = (name: string, other: string) => ({
  pressed: (e: Editor) => e.isActive(name),
  // can() does not apply the unset before trying the set, so the other mark counts as room for this one.
  applies: (e: Editor) => e.isActive(name) || e.isActive(other) || e.can().setMark(name),
  run: (e: Editor) => (e.isActive(name) ? e.chain().focus().unsetMark(name).run() : e.chain().focus().unsetMark(other).setMark(name).run()),
});

const inTable = (e: Editor) => isInTable(e.state);

/** A table of the selection with more than one row: it can have header rows. */
const inTableOfRows = (e: Editor) => {
  const table = inTable(e) ? findTable(e.state.selection.$from) : null;
  return table !== null && table.node.childCount > 1;
};

type BlockType = 'p' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | '';

function blockTypeOf(state: EditorState): BlockType {
  const { $from, $to } = state.selection;
  const block = $from.parent;
  if ($to.parent !== block) return '';
  if (block.type.name === NODE.paragraph) return 'p';
  if (block.type.name === NODE.heading) return `h${block.attrs.level}` as BlockType;
  return '';
}

/** Paragraph or heading of the selection's block: re-renders only when that changes. */
function BlockTypeSelect({ editor, editable }: { editor: Editor; editable: boolean }) {
  const value = useEditorState({ editor, selector: ({ editor: e }) => blockTypeOf(e.state) });
  const change = (next: string) => {
    if (next === 'p') editor.chain().focus().setParagraph().run();
    else if (/^h[1-6]$/.test(next))
      editor
        .chain()
        .focus()
        .setHeading(Number(next.slice(1)))
        .run();
  };
  return (
    <select
      className="select topic-toolbar__select"
      aria-label="Text style"
      title={titleWithKeys('Text style', ['Mod-Alt-1', 'Mod-Alt-2', 'Mod-Alt-3', 'Mod-Alt-4'])}
      value={value}
      disabled={!editable}
      onChange={(event) => change(event.target.value)}
    >
      {value === '' && <option value="">Mixed</option>}
      <option value="p">Paragraph</option>
      <option value="h1">Heading 1</option>
      <option value="h2">Heading 2</option>
      <option value="h3">Heading 3</option>
      <option value="h4">Heading 4</option>
      {(value === 'h5' || value === 'h6') && <option value={value}>Heading {value.slice(1)}</option>}
    </select>
  );
}

/**
 * The editor's toolbar. Each control selects its own state from the editor, so the toolbar as a
 * whole renders only when the surface does (a dialog opens, the lock changes hands).
 */
export const Toolbar = memo(function Toolbar({ editor, editable, findOpen, onImage, uploading, onDialog, onFind }: ToolbarProps) {
  const off = !editable;
  return (
    <div className="topic-toolbar" role="toolbar" aria-label="Editor toolbar">
      <fieldset className="topic-toolbar__group">
        <legend className="visually-hidden">History</legend>
        <ToolbarButton editor={editor} label="Undo" keys={['Mod-z']} off={off} applies={(e) => canUndo(e.state)} run={runUndo}>
          <Icon name="undo" />
        </ToolbarButton>
        <ToolbarButton
          editor={editor}
          label="Redo"
          keys={['Mod-y', 'Mod-Shift-z']}
          off={off}
          applies={(e) => canRedo(e.state)}
          run={runRedo}
        >
          <Icon name="redo" />
        </ToolbarButton>
      </fieldset>

      <fieldset className="topic-toolbar__group">
        <legend className="visually-hidden">Text style</legend>
        <BlockTypeSelect editor={editor} editable={editable} />
      </fieldset>

      <fieldset className="topic-toolbar__group">
        <legend className="visually-hidden">Formatting</legend>
        <ToolbarButton editor={editor} label="Bold" keys={['Mod-b']} off={off} {...mark(MARK.bold)}>
          <b>B</b>
        </ToolbarButton>
        <ToolbarButton editor={editor} label="Italic" keys={['Mod-i']} off={off} {...mark(MARK.italic)}>
          <i>I</i>
        </ToolbarButton>
        <ToolbarButton editor={editor} label="Underline" keys={['Mod-u']} off={off} {...mark(MARK.underline)}>
          <span className="topic-toolbar__underline">U</span>
        </ToolbarButton>
        <ToolbarButton editor={editor} label="Strikethrough" keys={['Mod-Shift-s']} off={off} {...mark(MARK.strike)}>
          <span className="topic-toolbar__strike">S</span>
        </ToolbarButton>
        <ToolbarButton editor={editor} label="Superscript" keys={['Mod-.']} off={off} {...script(MARK.superscript, MARK.subscript)}>
          <span>
            x<sup>2</sup>
          </span>
        </ToolbarButton>
        <ToolbarButton editor={editor} label="Subscript" keys={['Mod-,']} off={off} {...script(MARK.subscript, MARK.superscript)}>
          <span>
            x<sub>2</sub>
          </span>
        </ToolbarButton>
      </fieldset>

      <fieldset className="topic-toolbar__group">
        <legend className="visually-hidden">Lists</legend>
        <ToolbarButton
          editor={editor}
          label="Bullet list"
          keys={['Mod-Shift-8']}
          off={off}
          pressed={(e) => e.isActive(NODE.bulletList)}
          run={(e) => e.chain().focus().toggleBulletList().run()}
        >
          <Icon name="bulletList" />
        </ToolbarButton>
        <ToolbarButton
          editor={editor}
          label="Numbered list"
          keys={['Mod-Shift-7']}
          off={off}
          pressed={(e) => e.isActive(NODE.orderedList)}
          run={(e) => e.chain().focus().toggleOrderedList().run()}
        >
          <Icon name="orderedList" />
        </ToolbarButton>
      </fieldset>

      <fieldset className="topic-toolbar__group">
        <legend className="visually-hidden">Insert</legend>
        <ToolbarButton editor={editor} label="Link" off={off} pressed={(e) => e.isActive(MARK.link)} run={() => onDialog('link')}>
          <Icon name="link" />
        </ToolbarButton>
        <ToolbarButton
          editor={editor}
          label="Insert footnote"
          off={off}
          applies={(e) => e.can().insertFootnote('note')}
          run={() => onDialog('footnote')}
        >
          <Icon name="footnote" />
        </ToolbarButton>
        <ToolbarButton
          editor={editor}
          label="Insert page break"
          keys={['Mod-Enter']}
          off={off}
          applies={(e) => e.can().insertPageBreak()}
          run={(e) => e.chain().focus().insertPageBreak().run()}
        >
          <Icon name="pageBreak" />
        </ToolbarButton>
        {onImage && (
          <ToolbarButton editor={editor} label="Insert image" off={off || uploading} busy={uploading} run={onImage}>
            <Icon name="image" />
          </ToolbarButton>
        )}
      </fieldset>

      <fieldset className="topic-toolbar__group">
        <legend className="visually-hidden">Find</legend>
        <ToolbarButton editor={editor} label="Find and replace" keys={['Mod-f']} pressed={() => findOpen} run={onFind}>
          <Icon name="find" />
        </ToolbarButton>
      </fieldset>

      <fieldset className="topic-toolbar__group topic-toolbar__group--table">
        <legend className="visually-hidden">Table</legend>
        <ToolbarButton
          editor={editor}
          label="Insert table"
          off={off}
          applies={(e) => e.can().insertTable({ rows: 1, cols: 1 })}
          run={() => onDialog('insertTable')}
        >
          <Icon name="table" />
        </ToolbarButton>
        <ToolbarButton
          editor={editor}
          label="Add row before"
          off={off}
          applies={(e) => inTable(e) && e.can().addRowBefore()}
          run={(e) => e.chain().focus().addRowBefore().run()}
        >
          Row before
        </ToolbarButton>
        <ToolbarButton
          editor={editor}
          label="Add row after"
          off={off}
          applies={(e) => inTable(e) && e.can().addRowAfter()}
          run={(e) => e.chain().focus().addRowAfter().run()}
        >
          Row after
        </ToolbarButton>
        <ToolbarButton
          editor={editor}
          label="Delete row"
          off={off}
          applies={(e) => inTable(e) && e.can().deleteRow()}
          run={(e) => e.chain().focus().deleteRow().run()}
        >
          Delete row
        </ToolbarButton>
        <ToolbarButton
          editor={editor}
          label="Add column before"
          off={off}
          applies={(e) => inTable(e) && e.can().addColumnBefore()}
          run={(e) => e.chain().focus().addColumnBefore().run()}
        >
          Column before
        </ToolbarButton>
        <ToolbarButton
          editor={editor}
          label="Add column after"
          off={off}
          applies={(e) => inTable(e) && e.can().addColumnAfter()}
          run={(e) => e.chain().focus().addColumnAfter().run()}
        >
          Column after
        </ToolbarButton>
        <ToolbarButton
          editor={editor}
          label="Delete column"
          off={off}
          applies={(e) => inTable(e) && e.can().deleteColumn()}
          run={(e) => e.chain().focus().deleteColumn().run()}
        >
          Delete column
        </ToolbarButton>
        <ToolbarButton
          editor={editor}
          label="Merge cells"
          off={off}
          applies={(e) => inTable(e) && e.can().mergeCells()}
          run={(e) => e.chain().focus().mergeCells().run()}
        >
          Merge cells
        </ToolbarButton>
        <ToolbarButton
          editor={editor}
          label="Split cell"
          off={off}
          applies={(e) => inTable(e) && e.can().splitCell()}
          run={(e) => e.chain().focus().splitCell().run()}
        >
          Split cell
        </ToolbarButton>
        <ToolbarButton editor={editor} label="Header rows" off={off} applies={inTableOfRows} run={() => onDialog('headerRows')}>
          Header rows
        </ToolbarButton>
        <ToolbarButton
          editor={editor}
          label="Delete table"
          off={off}
          applies={(e) => inTable(e) && e.can().deleteTable()}
          run={(e) => e.chain().focus().deleteTable().run()}
        >
          Delete table
        </ToolbarButton>
      </fieldset>
    </div>
  );
});
