import { Mark } from '@tiptap/core';
import { isBoldWeight, parseInlineStyle } from '../html/inline-style.ts';
import { MARK } from '../model/model-json.ts';
import { formatElement } from '../xhtml/html-attributes.ts';
import type { DomElement } from './dom-element.ts';

function styleIs(property: 'fontWeight' | 'fontStyle' | 'textDecoration' | 'verticalAlign', test: (value: string) => boolean) {
  return (el: DomElement) => {
    const value = parseInlineStyle(el.getAttribute('style'))[property];
    return value !== undefined && test(value) ? null : false;
  };
}

function formatMark(name: string, shortcut: string | null, tags: string[], styleRule?: ReturnType<typeof styleIs>, excludes?: string) {
  const { tag, attributes } = formatElement(name);
  return Mark.create({
    name,
    excludes,
    parseHTML: () => [...tags.map((t) => ({ tag: t })), ...(styleRule ? [{ tag: 'span', getAttrs: styleRule }] : [])],
    renderHTML: () => [tag, attributes, 0],
    addKeyboardShortcuts() {
      return shortcut ? { [shortcut]: () => this.editor.commands.toggleMark(this.name) } : {};
    },
  });
}

export const Bold = formatMark(
  MARK.bold,
  'Mod-b',
  ['b', 'strong'],
  styleIs('fontWeight', (v) => isBoldWeight(v) === true),
);
export const Italic = formatMark(
  MARK.italic,
  'Mod-i',
  ['i', 'em'],
  styleIs('fontStyle', (v) => v === 'italic' || v === 'oblique'),
);
export const Underline = formatMark(
  MARK.underline,
  'Mod-u',
  ['u', 'ins'],
  styleIs('textDecoration', (v) => v.includes('underline')),
);
export const Strike = formatMark(
  MARK.strike,
  'Mod-Shift-s',
  ['s', 'strike', 'del'],
  styleIs('textDecoration', (v) => v.includes('line-through')),
);
export const Superscript = formatMark(
  MARK.superscript,
  'Mod-.',
  ['sup'],
  styleIs('verticalAlign', (v) => v === 'super'),
  `${MARK.superscript} ${MARK.subscript}`,
);
export const Subscript = formatMark(
  MARK.subscript,
  'Mod-,',
  ['sub'],
  styleIs('verticalAlign', (v) => v === 'sub'),
  `${MARK.superscript} ${MARK.subscript}`,
);
