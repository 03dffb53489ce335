import type { ApiError } from '@ea/contracts';
import { SaxesParser } from 'saxes';
import { UploadRefusals } from './upload-refusals.ts';

/** `<!DOCTYPE html>` or an XHTML page's public doctype, without entities of its own. */
const HTML_DOCTYPE = /^\s*html(?:\s[^[]*)?$/i;

/**
 * Refuses XML that is not well-formed (`notXml`) or that carries a DOCTYPE (422): no entity of
 * any kind is declared, expanded or fetched, so neither a billion laughs nor an external entity
 * can reach the reader or whoever opens the file later. An HTML page's `<!DOCTYPE html>` says
 * the file is no XML form at all: `notXml`.
 */
export function checkXml(text: string, notXml: () => ApiError): void {
  const parser = new SaxesParser({ xmlns: false, position: false });
  let declarations = false;
  parser.on('doctype', (doctype) => {
    if (HTML_DOCTYPE.test(doctype)) throw notXml();
    declarations = true;
    throw UploadRefusals.xmlDeclarations();
  });
  try {
    parser.write(text).close();
  } catch (error) {
    throw declarations ? error : notXml();
  }
}
