import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { XbrlMessage } from '../model/message.ts';
import { type CompiledSchema, compileSchema, describeLibxmlError, validateAgainst } from './libxml.ts';

/** The driver of the XHTML 1.1 + Inline XBRL 1.1 schema. */
export const IXBRL_SCHEMA_ENTRY = 'xhtml-inlinexbrl-1_1.xsd';

/** The complete schema set shipped with this package (see schemas/README.md). */
export const BUNDLED_IXBRL_SCHEMA_DIR = fileURLToPath(new URL('../../schemas/inlinexbrl-1.1/', import.meta.url));

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
const sets = new Map<string, Promise<CompiledSchema | XbrlMessage>>();

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

const setupError = (message: string): XbrlMessage => ({ ruleId: 'ix.schemaSetup', severity: 'error', message });

/**
 * The compiled schema of a set of directories, compiled once per process (about 0.2 s) and kept
 * for its life: every Inline XBRL document is validated against it.
 */
function schemaSet(dirs: readonly string[]): Promise<CompiledSchema | XbrlMessage> {
  const id = JSON.stringify(dirs.map((d) => path.resolve(d)));
  let set = sets.get(id);
  if (!set) {
    set = (async () => {
      const entry = schemaFile(dirs, IXBRL_SCHEMA_ENTRY);
      if (!entry) return setupError(`The Inline XBRL schema ${IXBRL_SCHEMA_ENTRY} is not in ${dirs.join(path.delimiter)}`);
      const files = (url: string) => {
        if (url.startsWith(`${SCHEME}//set/`)) return schemaFile(dirs, url.slice(`${SCHEME}//set/`.length));
        const known = KNOWN_URLS[url];
        return known ? schemaFile(dirs, known) : null;
      };
      try {
        return await compileSchema(`${SCHEME}//set/${IXBRL_SCHEMA_ENTRY}`, entry, files);
      } catch (error) {
        const detail = await describeLibxmlError(error);
        return setupError(`The Inline XBRL schema in ${dirs.join(path.delimiter)} could not be compiled: ${detail.slice(0, 2000)}`);
      }
    })();
    sets.set(id, set);
    // A set that failed (files missing) is tried again next time: the directory may be fixed meanwhile.
    void set.then((result) => {
      if ('ruleId' in result) sets.delete(id);
    });
  }
  return set;
}

/**
 * Every way an Inline XBRL document breaks well-formedness ('xml.malformed') or the XHTML 1.1 +
 * Inline XBRL 1.1 schema ('ix.schemaInvalid'), with its line and column; the schema files are
 * read only from `schemaDir` (one directory or several searched in order). Empty when it
 * validates. A schema set that cannot be compiled is one 'ix.schemaSetup' message.
 */
export async function validateInlineSchema(
  document: Uint8Array | string,
  file: string,
  schemaDir: string | readonly string[] = BUNDLED_IXBRL_SCHEMA_DIR,
): Promise<XbrlMessage[]> {
  const set = await schemaSet(typeof schemaDir === 'string' ? [schemaDir] : [...schemaDir]);
  if ('ruleId' in set) return [set];
  const bytes = typeof document === 'string' ? new TextEncoder().encode(document) : document;
  return validateAgainst(set, bytes, file, 'ix.schemaInvalid');
}
