import { ApiError } from '@ea/contracts';
import { type ConvertUploadOptions, convertUpload, type UploadedFile } from '../convert-upload.ts';
import { uploadStorage } from './upload-storage.ts';

export interface Attempt {
  /** What convertUpload threw, or null when it answered. */
  error: unknown;
  ms: number;
  /** Calls made to `storeImage`. */
  stored: number;
  /** Keys left in the storage afterwards. */
  keys: string[];
}

/** Converts the file against a real storage of its own, answering what was thrown, how long it took and what was stored. */
export async function attemptUpload(file: UploadedFile, options: Omit<ConvertUploadOptions, 'storeImage'> = {}): Promise<Attempt> {
  const uploads = uploadStorage();
  try {
    const started = performance.now();
    const error = await convertUpload(file, { ...options, storeImage: uploads.storeImage }).then(
      () => null,
      (e: unknown) => e,
    );
    const ms = performance.now() - started;
    return { error, ms, stored: uploads.calls.length, keys: await uploads.keys() };
  } finally {
    await uploads.close();
  }
}

/** The error's `{code, message}` body, or what was thrown when it is no ApiError. */
export function refusalOf(attempt: Attempt): unknown {
  return attempt.error instanceof ApiError ? attempt.error.toBody() : attempt.error;
}
