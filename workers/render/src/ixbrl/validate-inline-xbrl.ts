import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { XmlDocument, XsdValidator } from 'libxml2-wasm';
import { type IxError, ixError } from './ix-error.ts';

/** The driver of the XHTML 1.1 + Inline XBRL 1.1 schema. */
export const IXBRL_SCHEMA_ENTRY = 'xhtml-inlinexbrl-1_1.xsd';

/** The complete schema set shipped with this package (see schemas/README.md). */
export const BUNDLED_IXBRL_SCHEMA_DIR = fileURLToPath(new URL('./schemas/inlinexbrl-1.1/', import.meta.url));

/**
 * The schema directories the product is configured with: `IXBRL_SCHEMA_DIR`, one directory or
 * several separated like PATH (each file is taken from the first that has it); null when unset.
 */
export function ixbrlSchemaDirs(env: Readonly<Record<string, string | undefined>>): string[] | null {
  const dirs = env.IXBRL_SCHEMA_DIR?.split(path.delimiter).filter((d) => d.trim() !== '');
  return dirs && dirs.length > 0 ? dirs : null;
}

/** Schema locations outside the set that its files import by absolute URL, and the file standing for each. */
const KNOWN_URLS: Readonly<Record<string, string>> = {
  'http://www.w3.org/2001/xml.xsd': 'xml.xsd',
  'https://www.w3.org/2001/xml.xsd': 'xml.xsd',
};

const SCHEME = 'ixbrl-schema:';
const MAX_REPORTED = 500;

interface SchemaSet {
  key: number;
  dirs: readonly string[];
  validator: XsdValidator;
  doc: XmlDocument;
}

type Libxml = typeof import('libxml2-wasm');
let libxml: Promise<Libxml> | null = null;
const sets = new Map<string, Promise<SchemaSet | IxError>>();
const setDirs = new Map<number, readonly string[]>();
const open = new Map<number, { bytes: Uint8Array; at: number }>();
let nextFd = 1;
/** The set being compiled: absolute URLs its files import are looked up in its directories. */
let compiling: readonly string[] | null = null;

/**
 * A schema file by its name relative to the set (`xhtml/xhtml-text-1.xsd`), from the first
 * directory that has it, under that name or with `.xml` appended (the shared copy's names).
 * Names climbing out of the directories are refused: the set's files decide what is read.
 */
function schemaFile(dirs: readonly string[], relative: string): Uint8Array | null {
  const name = path.posix.normalize(decodeURIComponent(relative));
  if (name.startsWith('../') || name === '..' || path.posix.isAbsolute(name) || name.includes('\0')) return null;
  for (const dir of dirs) {
    for (const candidate of [name, `${name}.xml`]) {
      try {
        return readFileSync(path.join(dir, candidate));
      } catch {
        // Not in this directory: the next one may have it.
      }
    }
  }
  return null;
}

function locate(url: string): Uint8Array | null {
  if (url.startsWith(SCHEME)) {
    const match = /^ixbrl-schema:\/\/set(\d+)\/(.*)$/.exec(url);
    const dirs = match ? setDirs.get(Number(match[1])) : undefined;
    return dirs ? schemaFile(dirs, match![2]!) : null;
  }
  const known = KNOWN_URLS[url];
  return known && compiling ? schemaFile(compiling, known) : null;
}

async function library(): Promise<Libxml> {
  libxml ??= import('libxml2-wasm').then((lib) => {
    // One provider for the process: it answers only for schema sets' files, nothing else is read.
    lib.xmlRegisterInputProvider({
      match: (url) => url.startsWith(SCHEME) || (compiling !== null && url in KNOWN_URLS),
      open: (url) => {
        const bytes = locate(url);
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

/** The compiled schema of a set of directories, compiled once per process (about 0.2 s). */
function schemaSet(dirs: readonly string[]): Promise<SchemaSet | IxError> {
  const id = JSON.stringify(dirs.map((d) => path.resolve(d)));
  let set = sets.get(id);
  if (!set) {
    set = (async () => {
      const lib = await library();
      const key = setDirs.size + 1;
      setDirs.set(key, dirs);
      const entry = schemaFile(dirs, IXBRL_SCHEMA_ENTRY);
      if (!entry) return ixError('schema-setup', `The Inline XBRL schema ${IXBRL_SCHEMA_ENTRY} is not in ${dirs.join(path.delimiter)}`);
      let doc: XmlDocument | null = null;
      compiling = dirs;
      try {
        doc = lib.XmlDocument.fromBuffer(entry, { url: `${SCHEME}//set${key}/${IXBRL_SCHEMA_ENTRY}` });
        const validator = lib.XsdValidator.fromDoc(doc);
        return { key, dirs, validator, doc };
      } catch (error) {
        doc?.dispose();
        const detail =
          error instanceof lib.XmlLibError
            ? error.details.map((d) => `${d.file ?? ''}:${d.line}: ${d.message.trim()}`).join('; ')
            : String(error);
        return ixError(
          'schema-setup',
          `The Inline XBRL schema in ${dirs.join(path.delimiter)} could not be compiled: ${detail.slice(0, 2000)}`,
        );
      } finally {
        compiling = null;
      }
    })();
    sets.set(id, set);
    // A set that failed (files missing) is tried again next time: the directory may be fixed meanwhile.
    void set.then((result) => {
      if ('code' in result) sets.delete(id);
    });
  }
  return set;
}

/**
 * Every way the document breaks XML well-formedness or the XHTML 1.1 + Inline XBRL 1.1 schema,
 * with its line and column (libxml2-wasm, the schema files read only from `schemaDir`: one
 * directory or several searched in order). Empty when it validates. The Inline XBRL rules the
 * schema cannot express (continuation chains, formats) are the writer's to keep.
 */
export async function validateInlineXbrl(xhtml: string, schemaDir: string | readonly string[]): Promise<IxError[]> {
  const dirs = typeof schemaDir === 'string' ? [schemaDir] : [...schemaDir];
  const set = await schemaSet(dirs);
  if ('code' in set) return [set];
  const lib = await library();
  let doc: XmlDocument | null = null;
  try {
    doc = lib.XmlDocument.fromString(xhtml, { url: 'inline-xbrl.xhtml' });
    set.validator.validate(doc);
    return [];
  } catch (error) {
    if (!(error instanceof lib.XmlLibError)) {
      // libxml2 gives up on some inputs without details (entity references it was told not to load).
      const message = error instanceof Error ? error.message : String(error);
      return [ixError('schema', `The document could not be validated: ${message}`)];
    }
    const code = error instanceof lib.XmlValidateError ? 'schema' : 'xml';
    const errors = error.details
      .slice(0, MAX_REPORTED)
      .map((d) => ixError(code, d.message.trim(), { line: d.line, ...(d.col > 0 ? { column: d.col } : {}) }));
    if (error.details.length > MAX_REPORTED)
      errors.push(ixError(code, `${error.details.length - MAX_REPORTED} more problems of the same kind`));
    if (errors.length === 0) errors.push(ixError(code, error.message.trim() || 'The document could not be read as XML'));
    return errors;
  } finally {
    doc?.dispose();
  }
}
