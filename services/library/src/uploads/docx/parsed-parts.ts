import type { ApiError } from '@ea/contracts';
import { SaxesParser, type SaxesTag } from 'saxes';
import { decodeText } from '../text-decoding.ts';

/** The relationships by which mammoth finds the parts it parses: the main document and what it names. */
const PARSED_TYPES: ReadonlySet<string> = new Set(['officeDocument', 'styles', 'numbering', 'footnotes', 'endnotes', 'comments']);

/**
 * Refuses (`unreadable`) a package whose relationships (its `.rels` parts) point mammoth at a
 * part to parse that is not named `.xml`: the limit on XML parts goes by name, so a document
 * named as an image would escape it.
 */
export function checkParsedParts(relationshipParts: Iterable<Buffer>, unreadable: () => ApiError): void {
  for (const bytes of relationshipParts) {
    const text = decodeText(bytes);
    if (text === null) throw unreadable();
    const parser = new SaxesParser();
    let escapes = false;
    parser.on('opentag', (tag: SaxesTag) => {
      if (tag.name.replace(/^.*:/, '') !== 'Relationship') return;
      const type = String(tag.attributes.Type ?? '').replace(/^.*\//, '');
      if (PARSED_TYPES.has(type) && !/\.xml$/i.test(String(tag.attributes.Target ?? ''))) escapes = true;
    });
    try {
      parser.write(text).close();
    } catch {
      throw unreadable();
    }
    if (escapes) throw unreadable();
  }
}
