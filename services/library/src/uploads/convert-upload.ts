import { DocumentType, type DocumentTypeId } from '@ea/contracts';
import type { XbrlMetadata } from '@ea/contracts/library';
import { readArchive } from '@ea/workbook/read-archive';
import { looksLikeXlsx } from '@ea/workbook/xlsx-content';
import { type ConversionPool, uploadConversions } from './conversion/conversion-pool.ts';
import type { ModelJob } from './conversion/model-conversion.ts';
import { claimedKind, looksLikeZip, notOfKind } from './file-kind.ts';
import type { StoreFile } from './images/pending-images.ts';
import { storeImages } from './images/store-images.ts';
import { looksLikePdf } from './pdf-check.ts';
import type { ConvertedTopic } from './split-topics.ts';
import { decodeText } from './text-decoding.ts';
import { UPLOAD_LIMITS, type UploadLimits } from './upload-limits.ts';
import { UploadRefusals } from './upload-refusals.ts';
import { checkXml } from './xml-check.ts';

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

export type Converted =
  | {
      kind: 'model';
      documentType: DocumentTypeId;
      topics: ConvertedTopic[];
      /** An Inline XBRL upload's header as XBRL metadata, not yet checked against the library's rules; null for any other. */
      xbrl: XbrlMetadata | null;
      warnings: string[];
    }
  /** .xml, .xlsx, .pdf: kept as the file itself (the caller stores it) and previewed. */
  | { kind: 'stored'; documentType: DocumentTypeId; contentType: string };

export interface ConvertUploadOptions {
  /** The document type the user chose: the file must be one it is made from (ACCEPTED_FILES). */
  expected?: DocumentTypeId;
  /** Stores an image of the document; called only once every check of the upload has passed. */
  storeImage: StoreFile;
  limits?: Partial<UploadLimits>;
  /** The workers Word and HTML files are converted in; by default the process's. */
  conversions?: ConversionPool;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An uploaded file checked by its content and turned into a document: Word and HTML files into
 * topics of the document model (split at Heading 1), XML, spreadsheets and PDFs kept as files.
 * Every refusal is an ApiError: the spec message of the expected file type when the file is not
 * one (by name or by content), a clear message when it is hostile (zip bomb, traversal, too many
 * files, DOCTYPE) or too large. Nothing is stored for a refused file: images go to `storeImage`
 * last. The document type answered is the one expected, else the one the content shows.
 * Word and HTML files are read into the model in a worker thread (conversion/), which can take
 * seconds of CPU for a long filing; the checks of the name, size and first bytes are made here first.
 */
export async function convertUpload(file: UploadedFile, options: ConvertUploadOptions): Promise<Converted> {
  const limits: UploadLimits = { ...UPLOAD_LIMITS, ...options.limits };
  // A NUL or line break in a name can cut it short or forge a line wherever the name goes (logs, paths, headers).
  if (CONTROL_CHARACTERS.test(file.fileName)) throw UploadRefusals.controlCharactersInName();
  const kind = claimedKind(file.fileName, options.expected);
  if (file.bytes.length > limits.maxFileBytes) throw UploadRefusals.fileTooLarge(limits.maxFileBytes);
  const { bytes } = file;
  const typed = (detected: DocumentTypeId) => options.expected ?? detected;
  const model = (job: Omit<ModelJob, 'fileName' | 'limits'>) => modelOf({ ...job, fileName: file.fileName, limits }, options);

  switch (kind) {
    case 'word':
      // A Word 97–2003 binary .doc (OLE2) is no zip and is refused: only a .doc saved as Office Open XML is read.
      if (!looksLikeZip(bytes)) throw notOfKind('word');
      return model({ kind: 'word', bytes });
    case 'html':
      return model({ kind: 'html', bytes });
    case 'zip':
      if (!looksLikeZip(bytes)) throw notOfKind('zip');
      return model({ kind: 'zip', bytes });
    case 'xml': {
      const text = decodeText(bytes);
      if (text === null) throw notOfKind('xml');
      checkXml(text, () => notOfKind('xml'));
      return { kind: 'stored', documentType: typed(DocumentType.xmlForm), contentType: 'application/xml' };
    }
    case 'xlsx': {
      if (!looksLikeXlsx(bytes)) throw notOfKind('xlsx');
      const archive = await readArchive(bytes, {
        limits,
        unreadable: () => notOfKind('xlsx'),
        keep: () => false,
        refuseDeclarations: true,
      });
      if (!archive.names.includes('xl/workbook.xml') || !archive.names.includes('[Content_Types].xml')) throw notOfKind('xlsx');
      return { kind: 'stored', documentType: typed(DocumentType.none), contentType: XLSX_CONTENT_TYPE };
    }
    case 'pdf': {
      if (!looksLikePdf(bytes)) throw notOfKind('pdf');
      return { kind: 'stored', documentType: typed(DocumentType.pdf), contentType: 'application/pdf' };
    }
  }
}

/** The upload converted in a worker; its images stored last, once the conversion passed every check. */
async function modelOf(job: ModelJob, options: ConvertUploadOptions): Promise<Converted> {
  const { documentType, xbrl, topics, warnings, images } = await (options.conversions ?? uploadConversions).run(job);
  await storeImages(
    topics.map((topic) => topic.model),
    images,
    options.storeImage,
  );
  return { kind: 'model', documentType: options.expected ?? documentType, topics, xbrl, warnings };
}
