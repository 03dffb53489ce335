import { DocumentType, type DocumentTypeId, SPECIAL_FORM_TYPES } from '../documents.ts';
import { Messages } from '../messages.ts';
import { Patterns } from '../patterns.ts';

/**
 * Pure rules of the library's records, shared by the service and the SPA's forms, with the
 * spec's messages (§5). Imports nothing but plain constants, so the browser bundle can load it.
 */

/** Every document type of spec §3 by number. */
export const DOCUMENT_TYPE_IDS: readonly DocumentTypeId[] = Object.values(DocumentType);

export function isDocumentType(value: unknown): value is DocumentTypeId {
  return typeof value === 'number' && (DOCUMENT_TYPE_IDS as readonly number[]).includes(value);
}

/**
 * The form types a document may be prepared for: the EDGAR submission types filing agents work
 * with, the special ones of spec §9 included.
 */
export const FORM_TYPES = [
  '10-K',
  '10-K/A',
  '10-Q',
  '10-Q/A',
  '8-K',
  '8-K/A',
  '6-K',
  '20-F',
  '40-F',
  '11-K',
  'S-1',
  'S-3',
  'S-4',
  'S-8',
  'F-1',
  'F-3',
  '424B2',
  '424B3',
  '485BPOS',
  '497',
  'N-1A',
  'N-2',
  'N-CSR',
  'N-CSRS',
  'N-PORT',
  'PRE 14A',
  'DEF 14A',
  'DEFA14A',
  'SC 13D',
  'SC 13G',
  'ABS-15G',
  '1-A',
  'D',
] as const;
export type FormType = (typeof FORM_TYPES)[number];

export function isFormType(value: string): value is FormType {
  return (FORM_TYPES as readonly string[]).includes(value);
}

/**
 * The form types of spec §9 that get special handling: prospectuses, proxy statements, beneficial
 * ownership reports, current reports and asset-backed disclosures report on no fiscal period, so a
 * document prepared for one needs no period end date (every other form type does).
 */
export function isSpecialFormType(formType: string): boolean {
  return (SPECIAL_FORM_TYPES as readonly string[]).includes(formType);
}

/** Document types whose documents are EDGAR submissions, prepared for a form type. */
const FILED_TYPES: ReadonlySet<number> = new Set([
  DocumentType.xbrl,
  DocumentType.ixbrl,
  DocumentType.xbrlWithEdgar,
  DocumentType.nonXbrl,
  DocumentType.ixbrlReview,
]);

/** Whether documents of this type need a form type. */
export function needsFormType(documentType: number): boolean {
  return FILED_TYPES.has(documentType);
}

export const TITLE_MAX_LENGTH = 200;
export const FOLDER_NAME_MAX_LENGTH = 100;
export const RELEASE_VERSION_MAX_LENGTH = 20;

/** Messages of the library's rules beyond spec §5's, in the same plain words. */
export const LibraryRuleMessages = {
  titleTooLong: `The title is limited to ${TITLE_MAX_LENGTH} characters`,
  formTypeUnknown: 'Please select Form Type from the list',
  periodEndInvalid: 'Please select a valid period end date',
  revisionDescriptionFormat: 'Revision description is limited to 50 characters: letters, digits, underscore, hyphen',
  folderNameTooLong: `Folder name is limited to ${FOLDER_NAME_MAX_LENGTH} characters`,
  releaseVersionFormat: `Release version is limited to ${RELEASE_VERSION_MAX_LENGTH} characters: letters, digits, '.', '_' or '-'`,
} as const;

/** A document's metadata as a person types it: every field text (the form) or absent. */
export interface DocumentInput {
  documentType?: number | undefined;
  title?: string | undefined;
  formType?: string | null | undefined;
  periodEndDate?: string | null | undefined;
}

/** The metadata once valid: trimmed, the CUSIP upper-cased, empty optional fields null. */
export interface DocumentFields {
  documentType: DocumentTypeId;
  title: string;
  formType: string | null;
  periodEndDate: string | null;
}

export type DocumentValidation = { ok: true; fields: DocumentFields } | { ok: false; messages: Record<string, string> };

const D = Messages.document;

/**
 * The document rules of spec §5: a type; a title, which for WordML is the CUSIP (nine letters or
 * digits); a form type for EDGAR submissions; a period end date unless the form type is one of
 * the special ones of §9 that report on no period; and the XBRL file of an XBRL document created
 * without one (`fileGiven: false`).
 */
export function validateDocument(input: DocumentInput, options: { fileGiven?: boolean } = {}): DocumentValidation {
  const messages: Record<string, string> = {};
  const documentType = input.documentType;
  const title = clean(input.title);
  const formType = clean(input.formType ?? undefined);
  const periodEndDate = clean(input.periodEndDate ?? undefined);

  if (!isDocumentType(documentType)) messages.documentType = D.documentTypeRequired;
  if (documentType === DocumentType.wordML) {
    if (title === null) messages.title = D.cusipRequired;
    else if (!(Patterns.alphanumeric.test(title) && title.length === 9)) messages.title = D.cusipInvalid;
  } else if (title === null) messages.title = D.titleRequired;
  else if (title.length > TITLE_MAX_LENGTH) messages.title = LibraryRuleMessages.titleTooLong;

  if (formType === null) {
    if (isDocumentType(documentType) && needsFormType(documentType)) messages.formType = D.formTypeRequired;
  } else if (!isFormType(formType)) messages.formType = LibraryRuleMessages.formTypeUnknown;

  if (periodEndDate === null) {
    if (formType !== null && isFormType(formType) && !isSpecialFormType(formType)) messages.periodEndDate = D.periodEndRequired;
  } else if (!isIsoDate(periodEndDate)) messages.periodEndDate = LibraryRuleMessages.periodEndInvalid;

  if (options.fileGiven === false && documentType === DocumentType.xbrl) messages.file = D.xbrlFileRequired;

  if (Object.keys(messages).length > 0) return { ok: false, messages };
  return {
    ok: true,
    fields: {
      documentType: documentType as DocumentTypeId,
      title: documentType === DocumentType.wordML ? title!.toUpperCase() : title!,
      formType,
      periodEndDate,
    },
  };
}

/** The message for a folder name, or null when it is valid. */
export function folderNameMessage(name: string | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '') return Messages.folder.nameRequired;
  if (!Patterns.folderName.test(trimmed)) return Messages.folder.nameInvalid;
  if (trimmed.length > FOLDER_NAME_MAX_LENGTH) return LibraryRuleMessages.folderNameTooLong;
  return null;
}

/** The message for a revision description (every save has one), or null when it is valid. */
export function revisionDescriptionMessage(text: string | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return Messages.revision.descriptionRequired;
  return Patterns.revisionDescription.test(trimmed) ? null : LibraryRuleMessages.revisionDescriptionFormat;
}

const RELEASE_VERSION = /^[A-Za-z0-9._-]+$/;

/** The message for a release version, or null when it is valid. */
export function releaseVersionMessage(text: string | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return Messages.document.releaseVersionRequired;
  return RELEASE_VERSION.test(trimmed) && trimmed.length <= RELEASE_VERSION_MAX_LENGTH ? null : LibraryRuleMessages.releaseVersionFormat;
}

/** A calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function clean(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
