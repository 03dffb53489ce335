import fc from 'fast-check';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { htmlToModel } from '../html/html-to-model.ts';
import { normalizeModel } from '../model/normalize-model.ts';
import { modelArbitrary } from '../testing/model-arbitrary.ts';
import { modelToXhtml } from './model-to-xhtml.ts';
import { xhtmlDocument } from './xhtml-document.ts';

/** Parses as namespace-aware XML; throws on anything not well-formed. */
function parseXml(xml: string): void {
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(xml).close();
}

describe('model → XHTML → model', () => {
  it('gives back the normalised model for any valid model', () => {
    fc.assert(
      fc.property(modelArbitrary(), (doc) => {
        expect(htmlToModel(modelToXhtml(doc))).toEqual(normalizeModel(doc));
      }),
      { numRuns: 250 },
    );
  });

  it('always writes well-formed, namespace-correct XHTML, in both forms', () => {
    fc.assert(
      fc.property(modelArbitrary(), fc.boolean(), fc.boolean(), (doc, modelAttributes, asciiOnly) => {
        parseXml(xhtmlDocument({ title: 'T <&>', body: modelToXhtml(doc, { modelAttributes, asciiOnly }) }));
      }),
      { numRuns: 200 },
    );
  });
});
