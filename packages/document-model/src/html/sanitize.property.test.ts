import fc from 'fast-check';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import type { ModelNode } from '../model/model-json.ts';
import { assertValidModel } from '../model/normalize-model.ts';
import { safeHref, storageKeyOf } from '../schema/attribute-rules.ts';
import { filingSchema } from '../schema/filing-extensions.ts';
import { modelToXhtml } from '../xhtml/model-to-xhtml.ts';
import { htmlToModel } from './html-to-model.ts';

const TAGS = [
  'script',
  'style',
  'img',
  'a',
  'iframe',
  'svg',
  'math',
  'object',
  'embed',
  'form',
  'input',
  'p',
  'div',
  'span',
  'table',
  'tr',
  'td',
  'th',
  'ul',
  'li',
  'sup',
  'b',
  'template',
  'noscript',
  'ix:nonNumeric',
  'base',
  'meta',
  'link',
];
const ATTRIBUTES = [
  'onclick',
  'onerror',
  'onload',
  'href',
  'src',
  'style',
  'data-key',
  'data-ix',
  'data-ix-id',
  'data-ix-name',
  'data-ix-context',
  'data-comment',
  'srcdoc',
  'formaction',
  'xlink:href',
  'colspan',
  'rowspan',
  'id',
  'name',
  'class',
];
const VALUES = [
  'javascript:alert(1)',
  ' jav&#x09;ascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'data:text/html;base64,PHNjcmlwdD4=',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'file:///etc/passwd',
  '//evil.example/x.js',
  'https://evil.example/x.png',
  'vbscript:msgbox(1)',
  'expression(alert(1))',
  'background:url(javascript:alert(1))',
  'us-gaap:Revenues',
  '"><script>alert(1)</script>',
  'sha256/ab/cd/ab',
  '#footnote-1',
  'page-break',
  '9999999',
];
const RAW = [
  '<img src=x onerror=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>x</script>]]>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<p style="background:url(javascript:alert(1))">s</p>',
  '<base href="javascript:/">',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
];

const attribute = fc.tuple(fc.constantFrom(...ATTRIBUTES), fc.oneof(fc.constantFrom(...VALUES), fc.string({ maxLength: 12 })));
const hostileHtml: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.string({ maxLength: 10 }).map((s) => s.replace(/[<&]/g, ' ')),
    fc.constantFrom(...RAW),
    fc
      .tuple(fc.constantFrom(...TAGS), fc.array(attribute, { maxLength: 4 }), fc.array(tie('node'), { maxLength: 4 }))
      .map(
        ([tag, attrs, children]) =>
          `<${tag}${attrs.map(([n, v]) => ` ${n}="${v.replace(/"/g, '&quot;')}"`).join('')}>${children.join('')}</${tag}>`,
      ),
  ),
})).node;

/** The only elements the XHTML writer produces. */
const WRITTEN_ELEMENTS = [
  'root',
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'table',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tr',
  'td',
  'th',
  'div',
  'span',
  'b',
  'i',
  'sup',
  'sub',
  'a',
  'img',
  'br',
];

function elementsOf(xhtml: string): { name: string; attributes: Record<string, string> }[] {
  const elements: { name: string; attributes: Record<string, string> }[] = [];
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => elements.push({ name: tag.name, attributes: tag.attributes as Record<string, string> }));
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(`<root>${xhtml}</root>`).close();
  return elements;
}

/** Every node and mark of the schema, every attribute one the schema defines, links and images only as allowed. */
function expectOnlyModelContent(node: ModelNode): void {
  const schema = filingSchema();
  const type = schema.nodes[node.type];
  expect(type, node.type).toBeDefined();
  for (const key of Object.keys(node.attrs ?? {})) expect(Object.keys(type!.spec.attrs ?? {})).toContain(key);
  if (node.type === 'image') expect(storageKeyOf(node.attrs!.key as string)).toBe(node.attrs!.key);
  for (const mark of node.marks ?? []) {
    expect(schema.marks[mark.type], mark.type).toBeDefined();
    if (mark.type === 'link') expect(safeHref(mark.attrs!.href as string)).toMatch(/^(https?:\/\/|mailto:)/i);
  }
  for (const child of node.content ?? []) expectOnlyModelContent(child);
}

describe('htmlToModel with hostile HTML', () => {
  it('never lets a script, an event handler or an external reference into the model or its XHTML', () => {
    fc.assert(
      fc.property(hostileHtml, (html) => {
        const doc = htmlToModel(html);
        assertValidModel(doc);
        expectOnlyModelContent(doc);
        for (const element of elementsOf(modelToXhtml(doc))) {
          expect(WRITTEN_ELEMENTS).toContain(element.name);
          for (const [name, value] of Object.entries(element.attributes)) {
            expect(name).not.toMatch(/^on/i);
            if (name === 'href' || name === 'src') expect(value).toMatch(/^(https?:\/\/|mailto:|#fn-\d+$|sha256\/)/);
          }
        }
      }),
      { numRuns: 1500 },
    );
  });
});
