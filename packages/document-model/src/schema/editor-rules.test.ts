import { DOMSerializer, DOMParser as PmDOMParser } from '@tiptap/pm/model';
import fc from 'fast-check';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlToModel } from '../html/html-to-model.ts';
import { MARK_ORDER } from '../model/model-json.ts';
import { normalizeModel } from '../model/normalize-model.ts';
import { modelArbitrary } from '../testing/model-arbitrary.ts';
import { modelToXhtml } from '../xhtml/model-to-xhtml.ts';
import { filingSchema } from './filing-extensions.ts';

// The editor runs these extensions over a real DOM; happy-dom stands in for the browser here.
const window = new Window();
const document = window.document;
afterAll(() => window.happyDOM.close());

describe('the filing schema', () => {
  it('is built from the TipTap extensions without a DOM, with every node and mark of a filing', () => {
    expect('document' in globalThis).toBe(false);
    const schema = filingSchema();
    expect(Object.keys(schema.nodes).sort()).toEqual(
      [
        'bulletList',
        'doc',
        'footnote',
        'hardBreak',
        'heading',
        'image',
        'listItem',
        'orderedList',
        'pageBreak',
        'paragraph',
        'table',
        'tableCell',
        'tableHeader',
        'tableRow',
        'text',
        'xbrlBlock',
      ].sort(),
    );
    expect(Object.keys(schema.marks)).toEqual(MARK_ORDER);
    expect(schema.nodes.table!.spec.tableRole).toBe('table');
    expect(schema.nodes.tableHeader!.spec.tableRole).toBe('header_cell');
  });
});

describe('the editor’s parse and render rules', () => {
  it('read the XHTML writer’s output to the same model', () => {
    const parser = PmDOMParser.fromSchema(filingSchema());
    fc.assert(
      fc.property(modelArbitrary(), (doc) => {
        const container = document.createElement('div');
        container.innerHTML = modelToXhtml(doc);
        document.body.replaceChildren(container);
        const parsed = parser.parse(container as never).toJSON();
        expect(normalizeModel(parsed)).toEqual(normalizeModel(doc));
      }),
      { numRuns: 60 },
    );
  });

  it('copy what paste reads back to the same model', () => {
    const schema = filingSchema();
    const serializer = DOMSerializer.fromSchema(schema);
    fc.assert(
      fc.property(modelArbitrary(), (doc) => {
        const normal = normalizeModel(doc);
        const fragment = serializer.serializeFragment(schema.nodeFromJSON(normal).content, { document: document as never });
        const container = document.createElement('div');
        container.appendChild(fragment as never);
        expect(htmlToModel(container.innerHTML)).toEqual(normal);
      }),
      { numRuns: 60 },
    );
  });
});
