import { register } from 'node:module';
import type { XmlDocument, XsdValidator } from 'libxml2-wasm';
import type { XbrlMessage } from '../model/message.ts';

export type Libxml = typeof import('libxml2-wasm');

/** A compiled schema and the schema document it was compiled from, both in the wasm heap. */
export interface CompiledSchema {
  validator: XsdValidator;
  doc: XmlDocument;
}

let libxml: Promise<Libxml> | null = null;
/** The files of the schema set being compiled: the only bytes libxml2 is ever given by URL. */
let serving: ((url: string) => Uint8Array | null) | null = null;
const open = new Map<number, { bytes: Uint8Array; at: number }>();
let nextFd = 1;

/**
 * libxml2-wasm with one input provider for the process. It claims every URL, so libxml2 never
 * falls back to a loader of its own: while a schema set compiles it answers from that set's files,
 * at any other time (a document's DOCTYPE, external entities, xsi:schemaLocation) with nothing.
 */
export async function library(): Promise<Libxml> {
  if (libxml) return libxml;
  register(new URL('./libxml-plain-load.mjs', import.meta.url));
  libxml = import('libxml2-wasm').then((lib) => {
    lib.xmlRegisterInputProvider({
      match: () => true,
      open: (url) => {
        const bytes = serving?.(url);
        if (!bytes) return undefined;
        const fd = nextFd++;
        open.set(fd, { bytes, at: 0 });
        return fd;
      },
      read: (fd, buffer) => {
        const file = open.get(fd);
        if (!file) return -1;
        const n = Math.min(buffer.byteLength, file.bytes.byteLength - file.at);
        buffer.set(file.bytes.subarray(file.at, file.at + n));
        file.at += n;
        return n;
      },
      close: (fd) => open.delete(fd),
    });
    return lib;
  });
  return libxml;
}

// Parsing never substitutes entities nor loads a DTD; the provider refuses what it would fetch anyway.
const PARSE_OPTIONS = (lib: Libxml) =>
  lib.ParseOption.XML_PARSE_NONET | lib.ParseOption.XML_PARSE_NO_XXE | lib.ParseOption.XML_PARSE_BIG_LINES;

/**
 * Compiles the schema at `entryUrl` (or the driver text given for it), reading every file it
 * includes or imports through `files` only. Throws libxml2's error when it does not compile; the
 * caller owns the result and disposes it with `disposeSchema`.
 */
export async function compileSchema(
  entryUrl: string,
  entry: Uint8Array,
  files: (url: string) => Uint8Array | null,
): Promise<CompiledSchema> {
  const lib = await library();
  let doc: XmlDocument | null = null;
  serving = files;
  try {
    doc = lib.XmlDocument.fromBuffer(entry, { url: entryUrl, option: PARSE_OPTIONS(lib) });
    return { validator: lib.XsdValidator.fromDoc(doc), doc };
  } catch (error) {
    doc?.dispose();
    throw error;
  } finally {
    serving = null;
  }
}

export function disposeSchema(schema: CompiledSchema): void {
  try {
    schema.validator.dispose();
  } finally {
    schema.doc.dispose();
  }
}

/** libxml2's details of an error, one line each (for a schema that would not compile). */
export async function describeLibxmlError(error: unknown): Promise<string> {
  const lib = await library();
  return error instanceof lib.XmlLibError
    ? error.details.map((d) => `${d.file ?? ''}:${d.line}: ${d.message.trim()}`).join('; ')
    : String(error);
}

const MAX_REPORTED = 500;

/**
 * Every way the document breaks well-formedness ('xml.malformed') or the schema (`ruleId`), with
 * its line and column; empty when it validates. The document lives in the wasm heap only while it
 * is validated. A DOCTYPE is refused before libxml2 sees the bytes: filings have none, and a DTD
 * is where external entities come from.
 */
export async function validateAgainst(schema: CompiledSchema, bytes: Uint8Array, file: string, ruleId: string): Promise<XbrlMessage[]> {
  const lib = await library();
  const doctype = findDoctype(bytes);
  if (doctype !== null) {
    return [
      {
        ruleId: 'xml.doctypeRefused',
        severity: 'error',
        message: 'The document has a DOCTYPE declaration; it was not schema-validated (DTDs and their entities are refused).',
        location: { file, line: doctype },
      },
    ];
  }
  let doc: XmlDocument | null = null;
  try {
    doc = lib.XmlDocument.fromBuffer(bytes, { url: file, option: PARSE_OPTIONS(lib) });
    schema.validator.validate(doc);
    return [];
  } catch (error) {
    if (!(error instanceof lib.XmlLibError)) {
      const message = error instanceof Error ? error.message : String(error);
      return [{ ruleId, severity: 'error', message: `The document could not be schema-validated: ${message}`, location: { file } }];
    }
    const id = error instanceof lib.XmlValidateError ? ruleId : 'xml.malformed';
    const messages: XbrlMessage[] = error.details.slice(0, MAX_REPORTED).map((d) => ({
      ruleId: id,
      severity: 'error',
      message: d.message.trim(),
      location: { file, line: d.line, ...(d.col > 0 ? { column: d.col } : {}) },
    }));
    if (error.details.length > MAX_REPORTED)
      messages.push({
        ruleId: id,
        severity: 'error',
        message: `${error.details.length - MAX_REPORTED} more problems of the same kind`,
        location: { file },
      });
    if (messages.length === 0)
      messages.push({
        ruleId: id,
        severity: 'error',
        message: error.message.trim() || 'The document could not be read as XML',
        location: { file },
      });
    return messages;
  } finally {
    doc?.dispose();
  }
}

/** The line of a `<!DOCTYPE` before the root element, or null (only the prolog is searched). */
function findDoctype(bytes: Uint8Array): number | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 64 * 1024)).toString('latin1');
  const at = head.search(/<!DOCTYPE/i);
  if (at < 0) return null;
  const root = head.search(/<[A-Za-z_]/);
  return root >= 0 && root < at ? null : head.slice(0, at).split('\n').length;
}
