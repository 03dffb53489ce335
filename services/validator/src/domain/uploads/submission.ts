import { ApiError } from '@ea/contracts';
import { FILING_ZIP_MAX_ENTRIES, FILING_ZIP_MAX_UNPACKED_BYTES } from '@ea/contracts/validator';
import { ArchiveRefusals, DeclarationWatch, readArchive } from '@ea/workbook/read-archive';
import type { RunKind } from '../../db/schema.ts';
import { type DocumentKind, documentKind, isUtf16 } from './document-kind.ts';
import { UploadRefusals } from './upload-refusals.ts';

/** One document of a submission the validation reads, named as in the submission. */
export interface FilingDocument {
  name: string;
  kind: DocumentKind;
  bytes: Buffer;
}

/**
 * An upload opened: what it is, the documents to validate, every XBRL file it brought (the
 * extension taxonomy of a zip) and, when asked for, the images of a zip (what a viewer shows).
 */
export interface Submission {
  kind: RunKind;
  documents: FilingDocument[];
  files: Map<string, Buffer>;
  images: Map<string, Buffer>;
}

const ZIP_MAGIC = Buffer.from('PK\u0003\u0004', 'latin1');
const EMPTY_ZIP_MAGIC = Buffer.from('PK\u0005\u0006', 'latin1');
/** What the validation may read of a zip: documents, schemas and linkbases; images and the rest are only sized. */
const XBRL_FILE = /\.(?:x?html?|xml|xsd)$/i;
/** The images EDGAR accepts in a submission, by name; their content is judged where they are shown. */
const IMAGE_FILE = /\.(?:jpe?g|png|gif)$/i;
const ARCHIVE_LIMITS = {
  maxEntries: FILING_ZIP_MAX_ENTRIES,
  maxEntryBytes: FILING_ZIP_MAX_UNPACKED_BYTES,
  maxTotalBytes: FILING_ZIP_MAX_UNPACKED_BYTES,
  // XBRL's XML compresses about 10 to 1 and a filing's HTML about 8 to 1; zip bombs about 1,000 to 1.
  maxRatio: 200,
};

/**
 * Opens an upload by its content, never its name: a zip of a submission (its central directory
 * judged before anything is inflated, every file checked for DOCTYPE and entity declarations), an
 * Inline XBRL document or an XBRL instance. Refuses (4xx, ApiError) anything else or anything
 * hostile, so the same check guards the upload and, run again, the worker's reading of it.
 */
export async function openSubmission(bytes: Buffer, name: string, options: { images?: boolean } = {}): Promise<Submission> {
  if (bytes.length === 0) throw UploadRefusals.fileEmpty();
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC) || bytes.subarray(0, 4).equals(EMPTY_ZIP_MAGIC))
    return openZip(bytes, options.images ?? false);
  const kind = singleDocumentKind(bytes);
  return { kind, documents: [{ name: baseName(name), kind, bytes }], files: new Map([[baseName(name), bytes]]), images: new Map() };
}

function singleDocumentKind(bytes: Buffer): DocumentKind {
  if (!isUtf16(bytes) && bytes.includes(0)) throw UploadRefusals.fileKind();
  const kind = documentKind(bytes);
  if (kind === null) throw UploadRefusals.fileKind();
  new DeclarationWatch().feed(bytes);
  return kind;
}

async function openZip(bytes: Buffer, withImages: boolean): Promise<Submission> {
  const files = new Map<string, Buffer>();
  const images = new Map<string, Buffer>();
  try {
    const archive = await readArchive(bytes, {
      limits: ARCHIVE_LIMITS,
      unreadable: UploadRefusals.fileKind,
      keep: (name) => XBRL_FILE.test(name) || (withImages && IMAGE_FILE.test(name)),
      refuseDeclarations: true,
    });
    for (const [name, content] of archive.files) (IMAGE_FILE.test(name) ? images : files).set(name, content);
  } catch (error) {
    throw archiveRefusal(error);
  }
  const documents: FilingDocument[] = [];
  for (const [name, content] of files) {
    if (!/\.(?:x?html?|xml)$/i.test(name) || (!isUtf16(content) && content.includes(0))) continue;
    const kind = documentKind(content);
    if (kind) documents.push({ name, kind, bytes: content });
  }
  // An iXBRL submission's instance is generated from its documents (EDGAR's *_htm.xml): validated once, through the documents.
  const inline = documents.filter((d) => d.kind === 'ixbrl');
  const chosen = inline.length > 0 ? inline : documents;
  if (chosen.length === 0) throw UploadRefusals.zipNoEntry();
  return { kind: 'zip', documents: chosen.sort((a, b) => a.name.localeCompare(b.name)), files, images };
}

function archiveRefusal(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.message === ArchiveRefusals.xmlDeclarations().message || error.message === UploadRefusals.fileKind().message) return error;
  return UploadRefusals.zipRefused(error.status);
}

/** The name the user's machine gave the file, without any folder it claims. */
function baseName(name: string): string {
  return name.split(/[\\/]/).pop() || 'filing';
}
