import type { DocumentTypeId } from '@ea/contracts';
import { type XbrlMetadata, XbrlMetadataSchema } from '@ea/contracts/library';
import { Value } from 'typebox/value';
import type { LibraryDeps } from '../../deps.ts';
import { type ConvertedTopic, convertUpload, type UploadedFile } from '../../uploads/index.ts';
import { xbrlMetadataProblem } from '../xbrl/xbrl-metadata-rules.ts';

export interface StoredFile {
  key: string;
  name: string;
  contentType: string;
  size: number;
}

/** An upload's content once checked and stored: topics (their images stored) or the file itself, kept as it is. */
export type UploadContent =
  | {
      kind: 'model';
      documentType: DocumentTypeId;
      topics: ConvertedTopic[];
      images: StoredFile[];
      /** An Inline XBRL upload's header, as the document's XBRL metadata; null for any other upload. */
      xbrl: XbrlMetadata | null;
      warnings: string[];
    }
  | { kind: 'file'; documentType: DocumentTypeId; original: StoredFile; warnings: string[] };

/** Longest file name kept for a download. */
const MAX_FILE_NAME = 255;

/**
 * Converts an upload (convertUpload checks it by its content and refuses anything hostile or
 * not of the expected type) and stores what it keeps in object storage under content hashes:
 * the topics' images, or the original of a file kept as it is. Nothing is stored for a refused
 * upload. Runs before the change's transaction: a stored object no row names is only unused.
 */
export async function uploadContent(deps: LibraryDeps, file: UploadedFile, expected: DocumentTypeId | undefined): Promise<UploadContent> {
  const images: StoredFile[] = [];
  const converted = await convertUpload(file, {
    ...(expected === undefined ? {} : { expected }),
    limits: deps.uploadLimits,
    storeImage: async (bytes, contentType) => {
      const stored = await deps.storage.putContent(bytes, { contentType });
      images.push({ key: stored.key, name: stored.key.slice(stored.key.lastIndexOf('/') + 1), contentType, size: stored.size });
      return { key: stored.key };
    },
  });
  if (converted.kind === 'model') {
    const warnings = [...converted.warnings];
    const xbrl = keptXbrlMetadata(converted.xbrl, warnings);
    return { kind: 'model', documentType: converted.documentType, topics: converted.topics, images, xbrl, warnings };
  }
  const stored = await deps.storage.putContent(file.bytes, { contentType: converted.contentType });
  return {
    kind: 'file',
    documentType: converted.documentType,
    original: { key: stored.key, name: file.fileName.slice(0, MAX_FILE_NAME), contentType: converted.contentType, size: stored.size },
    warnings: [],
  };
}

/** A stored file as the files table keeps it. */
export function fileColumns(file: StoredFile) {
  return { key: file.key, name: file.name, content_type: file.contentType, size: file.size };
}

/**
 * An upload's XBRL metadata when the metadata route would save it (the contract's shape and
 * limits, the library's rules for contexts and units); otherwise none, with a warning saying why:
 * the topics and their facts are kept either way.
 */
function keptXbrlMetadata(xbrl: XbrlMetadata | null, warnings: string[]): XbrlMetadata | null {
  if (xbrl === null) return null;
  const [error] = Value.Errors(XbrlMetadataSchema, xbrl);
  const problem = error ? `${error.instancePath} ${error.message}` : xbrlMetadataProblem(xbrl);
  if (problem === null) return xbrl;
  warnings.push(`The Inline XBRL header was not kept as the document's XBRL metadata: ${problem}`);
  return null;
}
