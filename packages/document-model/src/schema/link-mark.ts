import { Mark } from '@tiptap/core';
import { MARK } from '../model/model-json.ts';
import { linkAttributes } from '../xhtml/html-attributes.ts';
import { safeHref } from './attribute-rules.ts';
import type { DomElement } from './dom-element.ts';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    link: {
      /** Refused (false) unless the href is http(s) or mailto. */
      setLink: (href: string) => ReturnType;
      unsetLink: () => ReturnType;
    };
  }
}

export const Link = Mark.create({
  name: MARK.link,
  inclusive: false,
  addAttributes: () => ({
    href: { default: null, rendered: false, parseHTML: (el: DomElement) => safeHref(el.getAttribute('href')) },
  }),
  parseHTML: () => [{ tag: 'a[href]', getAttrs: (el: DomElement) => (safeHref(el.getAttribute('href')) ? null : false) }],
  renderHTML: ({ mark }) => ['a', linkAttributes(mark.attrs.href), 0],
  addCommands() {
    return {
      setLink:
        (href) =>
        ({ commands }) => {
          const safe = safeHref(href);
          return safe !== null && commands.setMark(this.name, { href: safe });
        },
      unsetLink:
        () =>
        ({ commands }) =>
          commands.unsetMark(this.name, { extendEmptyMarkRange: true }),
    };
  },
});
