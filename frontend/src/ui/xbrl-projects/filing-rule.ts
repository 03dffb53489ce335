import { FILING_UPLOAD_MAX_BYTES, ValidatorErrors } from '@ea/contracts/validator';
import type { FileRule } from '@/ui/file-drop/file-rules.ts';

/**
 * What the Validator takes: an Inline XBRL document, an XBRL instance or a submission zip. An
 * Inline XBRL file often opens with an XML declaration and comments before <html>, so its bytes
 * read as XML; the server tells the kinds apart by content.
 */
export const filingRule: FileRule = {
  extensions: ['htm', 'html', 'xhtml', 'xml', 'zip'],
  accepts: ['html', 'xml', 'zip'],
  maxBytes: FILING_UPLOAD_MAX_BYTES,
  typeMessage: ValidatorErrors.fileKind,
  contentMessage: ValidatorErrors.fileKind,
  sizeMessage: ValidatorErrors.fileTooLarge,
};
