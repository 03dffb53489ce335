import { ApiError } from '@ea/contracts';
import type { FastifyRequest } from 'fastify';

export interface Upload {
  fileName: string;
  bytes: Buffer;
  /** The form's other fields, as text. */
  fields: Record<string, string>;
  /** The file was cut at the size limit. */
  truncated: boolean;
}

/**
 * Reads a multipart request's one file (and its text fields) into memory, up to `maxBytes`.
 * The caller judges the content; the declared type and name are only reported.
 */
export async function readUpload(request: FastifyRequest, fileField: string, maxBytes: number, missingMessage: string): Promise<Upload> {
  if (!request.isMultipart()) throw new ApiError('unsupportedMediaType', missingMessage);
  let file: { fileName: string; bytes: Buffer; truncated: boolean } | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        const fileName = part.filename;
        if (part.fieldname !== fileField) {
          part.file.resume();
          continue;
        }
        file = { fileName, bytes: Buffer.alloc(0), truncated: true };
        file = { fileName, bytes: await part.toBuffer(), truncated: part.file.truncated };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    // Over the limit: the file is reported cut off and the route answers with its own message.
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    return { fileName: file?.fileName ?? '', bytes: Buffer.alloc(0), fields, truncated: true };
  }
  if (!file) throw new ApiError('validation', missingMessage, { [fileField]: missingMessage });
  return { ...file, fields };
}
