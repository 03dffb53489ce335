/**
 * The part of a DOM element the editor's parse rules read. The package is type-checked without
 * the DOM library (it also runs on the server), so the rules name this instead of HTMLElement.
 */
export interface DomElement {
  readonly tagName: string;
  readonly children: ArrayLike<DomElement>;
  readonly ownerDocument: { getElementById(id: string): DomElement | null } | null;
  getAttribute(name: string): string | null;
  querySelector(selectors: string): DomElement | null;
}
