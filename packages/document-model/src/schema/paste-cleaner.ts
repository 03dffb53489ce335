import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { htmlToModel } from '../html/html-to-model.ts';
import { modelToXhtml } from '../xhtml/model-to-xhtml.ts';

/**
 * Pasted or dropped HTML as the editor should read it: through the server's reader (same
 * sanitising rules, Word lists and footnotes), without comment anchors (threads belong to the
 * document copied from), facts under new ids (the copied facts may still be in this document),
 * then written as this package's XHTML, which the schema's parse rules read exactly.
 */
export function cleanPastedHtml(html: string, imageKey?: (src: string, alt: string) => string | null): string {
  const factIdPrefix = `f${crypto.randomUUID().slice(0, 8)}-`;
  return modelToXhtml(htmlToModel(html, { imageKey, comments: false, renewFactIds: true, factIdPrefix }));
}

export interface PasteCleanerOptions {
  /** As `htmlToModel`'s `imageKey`: the stored key of a pasted image, or null to leave it out. */
  imageKey: ((src: string, alt: string) => string | null) | null;
}

/** Paste and drop in the editor go through `cleanPastedHtml`. */
export const PasteCleaner = Extension.create<PasteCleanerOptions>({
  name: 'pasteCleaner',
  addOptions: () => ({ imageKey: null }),
  addProseMirrorPlugins() {
    const imageKey = this.options.imageKey ?? undefined;
    return [
      new Plugin({
        key: new PluginKey('pasteCleaner'),
        props: {
          transformPastedHTML: (html) => cleanPastedHtml(html, imageKey),
        },
      }),
    ];
  },
});
