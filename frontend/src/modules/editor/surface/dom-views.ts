import { NODE } from '@ea/document-model';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { TableView } from '@tiptap/pm/tables';
import type { NodeView, ViewMutationRecord } from '@tiptap/pm/view';
import { Extension } from '@tiptap/react';
import { ImageSources } from './image-sources.ts';

/** Narrowest a column without a stored width gets (financial statements have many columns). */
const CELL_MIN_WIDTH = 48;

/**
 * prosemirror-tables' table view (the colgroup column resizing drives), which also says how many
 * leading rows repeat on every page (`data-header-rows`, styled by the editor's stylesheet).
 */
class FilingTableView extends TableView {
  constructor(node: PmNode) {
    super(node, CELL_MIN_WIDTH);
    this.#mark(node);
  }

  override update(node: PmNode): boolean {
    if (!super.update(node)) return false;
    this.#mark(node);
    return true;
  }

  #mark(node: PmNode): void {
    const rows = Number(node.attrs.headerRows) || 0;
    if (rows > 0) this.table.setAttribute('data-header-rows', String(rows));
    else this.table.removeAttribute('data-header-rows');
  }
}

function setOrRemove(element: Element, name: string, value: unknown): void {
  if (value === null || value === undefined || value === '') element.removeAttribute(name);
  else element.setAttribute(name, String(value));
}

/** An image drawn from its stored key through the editor's authenticated image sources. */
function imageView(images: ImageSources) {
  return (initial: PmNode): NodeView => {
    let node = initial;
    let shownKey: string | null = null;
    const img = document.createElement('img');
    img.className = 'topic-editor__image';
    const show = (next: PmNode) => {
      img.alt = String(next.attrs.alt ?? '');
      setOrRemove(img, 'width', next.attrs.width);
      setOrRemove(img, 'height', next.attrs.height);
      const key = typeof next.attrs.key === 'string' ? next.attrs.key : null;
      setOrRemove(img, 'data-key', key);
      if (key === shownKey) return;
      shownKey = key;
      img.removeAttribute('src');
      if (key) {
        void images.source(key).then((url) => {
          if (url && shownKey === key) img.src = url;
        });
      }
    };
    show(node);
    return {
      dom: img,
      update(next) {
        if (next.type !== node.type) return false;
        node = next;
        show(next);
        return true;
      },
    };
  };
}

const LIST_TYPES: Record<string, string> = {
  decimal: '1',
  'lower-alpha': 'a',
  'upper-alpha': 'A',
  'lower-roman': 'i',
  'upper-roman': 'I',
};

/**
 * An ordered list numbered by the HTML `start` and `type` attributes. The schema writes the first
 * number as `counter-reset: list-item N` (XHTML 1.1 has no `start`), which Chromium does not
 * number from.
 */
function orderedListView(initial: PmNode): NodeView {
  let node = initial;
  const ol = document.createElement('ol');
  const show = (next: PmNode) => {
    setOrRemove(ol, 'start', next.attrs.start === 1 ? null : next.attrs.start);
    setOrRemove(ol, 'type', LIST_TYPES[String(next.attrs.listStyle)] ?? null);
  };
  show(node);
  return {
    dom: ol,
    contentDOM: ol,
    update(next) {
      if (next.type !== node.type) return false;
      node = next;
      show(next);
      return true;
    },
    ignoreMutation: (record: ViewMutationRecord) => record.type === 'attributes' && record.target === ol,
  };
}

export interface DomViewsOptions {
  /** Reads a stored image (with the session's token); null: images are drawn without a source. */
  fetchImage: ((key: string) => Promise<Blob | null>) | null;
}

interface DomViewsStorage {
  images: ImageSources | null;
}

/**
 * Plain DOM views (no React) for the few nodes the editor draws differently from the schema's
 * HTML. Cells and paragraphs keep ProseMirror's own rendering, so 100-row tables stay cheap.
 * Its priority puts its plugin before the table's own column-resizing plugin, whose table view
 * this one extends.
 */
export const DomViews = Extension.create<DomViewsOptions, DomViewsStorage>({
  name: 'surfaceDomViews',
  priority: 1000,
  addOptions: () => ({ fetchImage: null }),
  // One set of image URLs per editor, freed when that editor is destroyed.
  addStorage() {
    return { images: this.options.fetchImage ? new ImageSources(this.options.fetchImage) : null };
  },
  onDestroy() {
    this.storage.images?.close();
  },
  addProseMirrorPlugins() {
    const { images } = this.storage;
    return [
      new Plugin({
        key: new PluginKey('surfaceDomViews'),
        props: {
          nodeViews: {
            [NODE.table]: (node) => new FilingTableView(node),
            [NODE.orderedList]: orderedListView,
            ...(images ? { [NODE.image]: imageView(images) } : {}),
          },
        },
      }),
    ];
  },
});
