import { SaxesParser, type SaxesTagNS } from 'saxes';
import type { Location } from '../model/instance.ts';
import type { XbrlMessage } from '../model/message.ts';
import { xmlDecoder } from './decode-xml.ts';
import { NamespaceScope } from './qname.ts';

const XMLNS = 'http://www.w3.org/2000/xmlns/';

export interface XmlAttribute {
  namespace: string;
  localName: string;
  prefix: string;
  /** The name as written, with its prefix. */
  name: string;
  value: string;
}

export interface XmlElement {
  namespace: string;
  localName: string;
  prefix: string;
  /** The name as written, with its prefix. */
  name: string;
  /** The element's attributes without the namespace declarations (those are in `scope`). */
  attributes: XmlAttribute[];
  /** The namespace bindings in scope at this element, its own declarations included. */
  scope: NamespaceScope;
  /** The prefixes this element itself declares, for re-serialising markup as written. */
  declared: Readonly<Record<string, string>>;
  /** Where the start tag begins. */
  location: Location;
  /** 0 for the root element. */
  depth: number;
}

/** What a reader does with the parse: elements arrive in document order, text between them. */
export interface XmlHandler {
  startElement(element: XmlElement): void;
  endElement(element: XmlElement): void;
  /** Character data, CDATA sections included, with entities already expanded. */
  text(text: string): void;
}

/** The value of an attribute, by namespace ('' for unqualified) and local name. */
export function attribute(element: XmlElement, localName: string, namespace = ''): string | undefined {
  for (const a of element.attributes) if (a.localName === localName && a.namespace === namespace) return a.value;
  return undefined;
}

// Thrown from inside the parser's callbacks to stop it at the first fatal problem.
class StopParsing extends Error {}

// Deeper than any XBRL or XHTML document needs; past it a document is an attack on memory.
export const MAX_DEPTH = 4096;

// Strings are fed to the parser in slices of this many characters, bytes decoded in this many bytes:
// memory stays proportional to what the handler keeps, not to the document.
const CHUNK = 1 << 16;

/**
 * Streams one XML document through `handler` with namespace processing. Never throws for bad input:
 * the first well-formedness error stops the parse and is returned as an 'xml.malformed' message with
 * its line; a DOCTYPE stops it too ('xml.doctypeRefused'), because XBRL needs none and its entity
 * declarations are how billion-laughs and external-entity attacks get in.
 */
export function streamXml(input: string | Uint8Array, file: string, handler: XmlHandler): XbrlMessage[] {
  const messages: XbrlMessage[] = [];
  const parser = new SaxesParser({ xmlns: true, position: true, fileName: file });
  const scopes: NamespaceScope[] = [new NamespaceScope({})];
  const open: XmlElement[] = [];
  let start: Location = { file };

  const stop = (ruleId: string, message: string): never => {
    messages.push({ ruleId, severity: 'error', message, location: { file, line: parser.line, column: parser.column + 1 } });
    throw new StopParsing(message);
  };

  parser.on('error', (error) => stop('xml.malformed', `The document is not well-formed XML: ${error.message}`));
  parser.on('doctype', () =>
    stop('xml.doctypeRefused', 'The document has a DOCTYPE declaration; DTDs and entity declarations are refused.'),
  );
  parser.on('opentagstart', (tag) => {
    // The parser has just read "<name" and the character after it: the tag began that far back,
    // unless that character was a line break, which leaves the tag on the line before.
    const column = parser.column - tag.name.length - 1;
    start = column >= 1 ? { file, line: parser.line, column, element: tag.name } : { file, line: parser.line - 1, element: tag.name };
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    if (open.length >= MAX_DEPTH) stop('xml.tooDeep', `Elements are nested more than ${MAX_DEPTH} deep; the document was not read.`);
    const declared = tag.ns ?? {};
    const scope = Object.keys(declared).length > 0 ? new NamespaceScope(declared, scopes[scopes.length - 1]) : scopes[scopes.length - 1]!;
    scopes.push(scope);
    const attributes: XmlAttribute[] = [];
    for (const a of Object.values(tag.attributes)) {
      if (a.uri === XMLNS || a.name === 'xmlns') continue;
      attributes.push({ namespace: a.uri, localName: a.local, prefix: a.prefix, name: a.name, value: a.value });
    }
    const element: XmlElement = {
      namespace: tag.uri,
      localName: tag.local,
      prefix: tag.prefix,
      name: tag.name,
      attributes,
      scope,
      declared,
      location: start,
      depth: open.length,
    };
    open.push(element);
    handler.startElement(element);
  });
  parser.on('closetag', () => {
    scopes.pop();
    handler.endElement(open.pop()!);
  });
  parser.on('text', (text) => handler.text(text));
  parser.on('cdata', (text) => handler.text(text));

  try {
    if (typeof input === 'string') {
      // A byte-order mark survives only when the caller decoded without stripping it.
      if (input.charCodeAt(0) === 0xfeff) input = input.slice(1);
      for (let at = 0; at < input.length; at += CHUNK) parser.write(input.slice(at, at + CHUNK));
    } else {
      const decoder = xmlDecoder(input, file, messages);
      for (let at = 0; at < input.length; at += CHUNK) parser.write(decoder.decode(input.subarray(at, at + CHUNK), { stream: true }));
      parser.write(decoder.decode());
    }
    parser.close();
  } catch (error) {
    if (!(error instanceof StopParsing)) throw error;
  }
  return messages;
}
