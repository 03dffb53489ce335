import { Node } from '@tiptap/core';
import { NODE } from '../model/model-json.ts';
import { imageAttributes } from '../xhtml/html-attributes.ts';
import { pixelsOf, storageKeyOf } from './attribute-rules.ts';
import type { DomElement } from './dom-element.ts';

export interface ImageOptions {
  /** The URL the editor shows a stored image from (e.g. the files route of the library service). */
  imageSrc: (key: string) => string;
}

/**
 * An image is a stored file addressed by content hash (`key`), never a URL: outputs turn the key
 * into a local file name or URL of their own (`imageSrc` of the XHTML writer).
 */
export const Image = Node.create<ImageOptions>({
  name: NODE.image,
  group: 'inline',
  inline: true,
  draggable: true,
  addOptions: () => ({ imageSrc: (key: string) => key }),
  addAttributes: () => ({
    key: { default: null, rendered: false, parseHTML: (el: DomElement) => storageKeyOf(el.getAttribute('data-key')) },
    alt: { default: '', rendered: false, parseHTML: (el: DomElement) => el.getAttribute('alt') ?? '' },
    width: { default: null, rendered: false, parseHTML: (el: DomElement) => pixelsOf(el.getAttribute('width')) },
    height: { default: null, rendered: false, parseHTML: (el: DomElement) => pixelsOf(el.getAttribute('height')) },
  }),
  parseHTML: () => [{ tag: 'img[data-key]', getAttrs: (el: DomElement) => (storageKeyOf(el.getAttribute('data-key')) ? null : false) }],
  renderHTML({ node }) {
    return ['img', imageAttributes(node.attrs, this.options.imageSrc(node.attrs.key), true)];
  },
});
