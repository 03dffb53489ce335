import { Limits, Messages } from '@ea/contracts';
import { FILING_UPLOAD_MAX_BYTES, TAXONOMY_PACKAGE_MAX_BYTES, TaxonomyPackageErrors, ValidatorErrors } from '@ea/contracts/validator';
import { type SniffedType, sniffFileType } from './sniff-file-type.ts';

export interface FileRule {
  extensions: readonly string[];
  accepts: readonly SniffedType[];
  maxBytes?: number;
  /** Wrong name extension. */
  typeMessage: string;
  /** Right name, wrong bytes. */
  contentMessage: string;
  sizeMessage?: string;
}

/** Upload kinds of spec §5 and §9 with their messages. */
export const fileRules = {
  logo: {
    extensions: Limits.logoExtensions,
    accepts: ['jpeg', 'png'],
    maxBytes: Limits.logoBytes,
    typeMessage: Messages.files.imageType,
    contentMessage: Messages.files.imageInvalid,
    sizeMessage: Messages.files.imageSize,
  },
  word: {
    extensions: ['doc', 'docx'],
    accepts: ['doc', 'docx'],
    typeMessage: Messages.files.wordOnly,
    contentMessage: Messages.files.wordOnly,
  },
  xlsx: { extensions: ['xlsx'], accepts: ['xlsx'], typeMessage: Messages.files.xlsxOnly, contentMessage: Messages.files.xlsxOnly },
  zip: {
    extensions: ['zip'],
    accepts: ['zip', 'docx', 'xlsx'],
    typeMessage: Messages.files.zipOnly,
    contentMessage: Messages.files.zipOnly,
  },
  xml: { extensions: ['xml'], accepts: ['xml'], typeMessage: Messages.files.xmlOnly, contentMessage: Messages.files.xmlOnly },
  zipOrHtml: {
    extensions: ['zip', 'html', 'htm'],
    accepts: ['zip', 'docx', 'xlsx', 'html'],
    typeMessage: Messages.files.zipOrHtmlOnly,
    contentMessage: Messages.files.zipOrHtmlOnly,
  },
  /**
   * A filing for the Validator or EAsyView: an Inline XBRL document, an XBRL instance or a
   * submission zip. An Inline XBRL file often opens with an XML declaration and comments before
   * <html>, so its bytes read as XML; the server tells the kinds apart by content.
   */
  filing: {
    extensions: ['htm', 'html', 'xhtml', 'xml', 'zip'],
    accepts: ['html', 'xml', 'zip'],
    maxBytes: FILING_UPLOAD_MAX_BYTES,
    typeMessage: ValidatorErrors.fileKind,
    contentMessage: ValidatorErrors.fileKind,
    sizeMessage: ValidatorErrors.fileTooLarge,
  },
  /** An XBRL Taxonomy Package: a zip; the server checks it holds META-INF/taxonomyPackage.xml. */
  taxonomyPackage: {
    extensions: ['zip'],
    accepts: ['zip'],
    maxBytes: TAXONOMY_PACKAGE_MAX_BYTES,
    typeMessage: TaxonomyPackageErrors.fileKind,
    contentMessage: TaxonomyPackageErrors.fileKind,
    sizeMessage: TaxonomyPackageErrors.fileTooLarge,
  },
} satisfies Record<string, FileRule>;
export type FileKind = keyof typeof fileRules;

/** Null when the file may be uploaded, else the message to show: name, then size, then content. */
export async function checkFile(file: File, rule: FileRule): Promise<string | null> {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!rule.extensions.includes(extension)) return rule.typeMessage;
  if (rule.maxBytes !== undefined && file.size > rule.maxBytes) return rule.sizeMessage ?? rule.typeMessage;
  const sniffed = await sniffFileType(file);
  return rule.accepts.includes(sniffed) ? null : rule.contentMessage;
}
