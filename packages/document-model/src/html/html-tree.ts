import type { DefaultTreeAdapterTypes } from 'parse5';

export type HtmlNode = DefaultTreeAdapterTypes.ChildNode;
export type HtmlElement = DefaultTreeAdapterTypes.Element;
export type HtmlParent = DefaultTreeAdapterTypes.ParentNode;

const HTML_NS = 'http://www.w3.org/1999/xhtml';

export function isElement(node: HtmlNode | HtmlParent): node is HtmlElement {
  return 'tagName' in node;
}

/** Elements of the HTML namespace only: SVG and MathML content never enters the model. */
export function isHtmlElement(node: HtmlNode): node is HtmlElement {
  return 'tagName' in node && node.namespaceURI === HTML_NS;
}

export function attributeOf(element: HtmlElement, name: string): string | null {
  for (const attribute of element.attrs) if (attribute.name === name) return attribute.value;
  return null;
}

/** The element as the small `getAttribute` interface the shared attribute readers take. */
export function attributeReader(element: HtmlElement): { getAttribute(name: string): string | null } {
  return { getAttribute: (name) => attributeOf(element, name) };
}

export function hasClass(element: HtmlElement, name: string): boolean {
  const value = attributeOf(element, 'class');
  return value !== null && ` ${value} `.replace(/\s+/g, ' ').includes(` ${name} `);
}

/** Every element under `root`, in document order, without recursion (deep documents stay safe). */
export function* elementsUnder(root: HtmlParent): Generator<HtmlElement> {
  const stack: HtmlNode[] = [...root.childNodes].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    yield node;
    for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]!);
  }
}

export function textContentOf(root: HtmlParent): string {
  let out = '';
  const stack: HtmlNode[] = [...root.childNodes].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    if (node.nodeName === '#text') out += (node as DefaultTreeAdapterTypes.TextNode).value;
    else if (isElement(node)) for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]!);
  }
  return out;
}
