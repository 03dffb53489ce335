import { ApiError } from '@ea/contracts';
import { megabytes } from './upload-limits.ts';

/**
 * Refusals of an upload whose content is hostile or too large. A file of the wrong type is
 * refused with its spec message instead (file-kind.ts); these say what was wrong with a file of
 * the right type, so the user knows it was not a mistake of choice.
 */
export const UploadRefusals = {
  controlCharactersInName: () => new ApiError('unprocessable', 'The file name holds control characters; it was refused'),
  fileTooLarge: (max: number) => new ApiError('payloadTooLarge', `The file is larger than ${megabytes(max)}; split it into smaller files`),
  tooManyEntries: (max: number) => new ApiError('payloadTooLarge', `The archive holds more than ${max} files; it was refused`),
  unpacksTooLarge: (max: number) => new ApiError('payloadTooLarge', `The archive unpacks to more than ${megabytes(max)}; it was refused`),
  compressedTooFar: (ratio: number) =>
    new ApiError('payloadTooLarge', `The archive is compressed over ${ratio} to 1, which no document is; it was refused`),
  xmlTooLarge: (max: number) =>
    new ApiError('payloadTooLarge', `The document holds more than ${megabytes(max)} of text and markup; split it into smaller files`),
  unpacksBeyondDeclared: () => new ApiError('payloadTooLarge', 'The archive unpacks to more than it declares; it was refused'),
  unsafeEntryName: (name: string) =>
    new ApiError('unprocessable', `The archive holds a file named "${printable(name)}" that points outside the archive; it was refused`),
  repeatedEntryName: (name: string) => new ApiError('unprocessable', `The archive holds "${printable(name)}" twice; it was refused`),
  encryptedEntry: () => new ApiError('unprocessable', 'The archive is encrypted or uses an unknown compression; it was refused'),
  xmlDeclarations: () =>
    new ApiError('unprocessable', 'The file declares a DOCTYPE or entities, which documents never need; it was refused'),
  conversionTooSlow: () => new ApiError('unprocessable', 'The document could not be converted in time; split it into smaller files'),
  conversionFailed: () => new ApiError('unprocessable', 'The document could not be converted'),
  conversionStopped: () => new ApiError('unavailable', 'The service is stopping; upload the file again'),
} as const;

/** A name as it can be shown in a message: control characters out, at most 100 characters. */
function printable(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '?');
  return clean.length > 100 ? `${clean.slice(0, 100)}…` : clean;
}
