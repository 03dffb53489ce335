import { ApiError, DocumentType, type DocumentTypeId, Messages } from '@ea/contracts';

/** What an upload claims to be, by its name: the kind its content must then prove. */
export type FileKind = 'word' | 'html' | 'zip' | 'xml' | 'xlsx' | 'pdf';

const KIND_BY_EXTENSION: Record<string, FileKind> = {
  doc: 'word',
  docx: 'word',
  htm: 'html',
  html: 'html',
  xhtml: 'html',
  zip: 'zip',
  xml: 'xml',
  xlsx: 'xlsx',
  pdf: 'pdf',
};

export function fileKindOf(fileName: string): FileKind | null {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? null : (KIND_BY_EXTENSION[fileName.slice(dot + 1).toLowerCase()] ?? null);
}

/** The spec message (§5) refusing a file that claims this kind and is not. */
const KIND_MESSAGES: Record<FileKind, string> = {
  word: Messages.files.wordOnly,
  html: Messages.files.zipOrHtmlOnly,
  zip: Messages.files.zipOnly,
  xml: Messages.files.xmlOnly,
  xlsx: Messages.files.xlsxOnly,
  pdf: Messages.files.renderedInvalid,
};

export function notOfKind(kind: FileKind): ApiError {
  return new ApiError('unsupportedMediaType', KIND_MESSAGES[kind]);
}

interface Accepted {
  kinds: readonly FileKind[];
  /** The spec message when another kind of file is chosen for this document type. */
  message: string;
}

const WORD: Accepted = { kinds: ['word'], message: Messages.files.wordOnly };
const HTML: Accepted = { kinds: ['html', 'zip'], message: Messages.files.zipOrHtmlOnly };

/**
 * The files each document type is made from. Filings prepared in the product (XBRL, EDGAR,
 * non-XBRL, WordML, FERC) start from a Word document; HTML and Inline XBRL documents from an
 * .htm or a zip of HTML and images; an XML form from its .xml; a PDF document is kept as its PDF.
 * "None" takes any file the product can read, spreadsheets included.
 */
export const ACCEPTED_FILES: Record<DocumentTypeId, Accepted> = {
  [DocumentType.none]: { kinds: ['word', 'html', 'zip', 'xml', 'xlsx', 'pdf'], message: Messages.files.renderedInvalid },
  [DocumentType.html]: HTML,
  [DocumentType.xbrl]: WORD,
  [DocumentType.ixbrl]: HTML,
  [DocumentType.xbrlWithEdgar]: WORD,
  [DocumentType.nonXbrl]: WORD,
  [DocumentType.wordML]: WORD,
  [DocumentType.ferc]: WORD,
  [DocumentType.ixbrlReview]: HTML,
  [DocumentType.xmlForm]: { kinds: ['xml'], message: Messages.files.xmlOnly },
  [DocumentType.pdf]: { kinds: ['pdf'], message: Messages.files.renderedInvalid },
};

/** The kind the file's name claims, refused unless the expected document type is made from it. */
export function claimedKind(fileName: string, expected: DocumentTypeId | undefined): FileKind {
  const kind = fileKindOf(fileName);
  const accepted = ACCEPTED_FILES[expected ?? DocumentType.none];
  if (!kind || !accepted.kinds.includes(kind)) throw new ApiError('unsupportedMediaType', accepted.message);
  return kind;
}

const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');
const EMPTY_ZIP_MAGIC = Buffer.from('PK\x05\x06', 'latin1');

export function looksLikeZip(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4);
  return head.equals(ZIP_MAGIC) || head.equals(EMPTY_ZIP_MAGIC);
}
