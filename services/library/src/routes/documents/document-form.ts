import { ApiError, DefaultErrorMessages, isId, Messages } from '@ea/contracts';
import { LibraryErrors } from '@ea/contracts/library';
import type { FastifyRequest } from 'fastify';
import type { UploadedFile } from '../../uploads/index.ts';

export interface DocumentForm {
  fields: Record<string, string>;
  file: UploadedFile | undefined;
}

/**
 * The multipart form of a document upload: its text fields and at most one file (`file`), read
 * into memory up to `maxBytes`; a larger file is refused (413) before anything is stored.
 */
export async function readDocumentForm(request: FastifyRequest, maxBytes: number): Promise<DocumentForm> {
  if (!request.isMultipart()) throw new ApiError('unsupportedMediaType', Messages.files.renderedInvalid);
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  const tooLarge = () => new ApiError('payloadTooLarge', LibraryErrors.uploadTooLarge(Math.round(maxBytes / 1024 / 1024)));
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        file = { fileName: part.filename, bytes };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  return { fields, file };
}

/** A form field naming a record by id: absent or blank is none; anything but a whole number in range is a 400 naming the field. */
export function formId(fields: Record<string, string>, name: string): number | undefined {
  const text = fields[name]?.trim() ?? '';
  if (text === '') return undefined;
  const value = Number(text);
  if (!/^\d+$/.test(text) || !isId(value)) {
    throw new ApiError('validation', undefined, { [name]: `${name} must be a record id` });
  }
  return value;
}

/** A form field holding a number (the document type): absent or blank is undefined, text that is no number is NaN (the rules refuse it). */
export function formNumber(fields: Record<string, string>, name: string): number | undefined {
  const text = fields[name]?.trim() ?? '';
  return text === '' ? undefined : Number(text);
}

/** A form field naming a record the form cannot go without. */
export function requiredFormId(fields: Record<string, string>, name: string): number {
  const value = formId(fields, name);
  if (value === undefined) throw new ApiError('validation', undefined, { [name]: DefaultErrorMessages.validation });
  return value;
}
