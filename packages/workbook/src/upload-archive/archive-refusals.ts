import { ApiError } from '@ea/contracts';

const MB = 1024 * 1024;

export function megabytes(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10} MB`;
}

/** A name as it can be shown in a message: control characters out, at most 100 characters. */
export function printable(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '?');
  return clean.length > 100 ? `${clean.slice(0, 100)}…` : clean;
}

/**
 * Refusals of an uploaded archive (or XML file) whose content is hostile or too large: they say
 * what was wrong with a file of the right type, so the user knows it was not a mistake of choice.
 */
export const ArchiveRefusals = {
  tooManyEntries: (max: number) => new ApiError('payloadTooLarge', `The archive holds more than ${max} files; it was refused`),
  unpacksTooLarge: (max: number) => new ApiError('payloadTooLarge', `The archive unpacks to more than ${megabytes(max)}; it was refused`),
  compressedTooFar: (ratio: number) =>
    new ApiError('payloadTooLarge', `The archive is compressed over ${ratio} to 1, which no document is; it was refused`),
  xmlTooLarge: (max: number) =>
    new ApiError('payloadTooLarge', `The document holds more than ${megabytes(max)} of text and markup; split it into smaller files`),
  unpacksBeyondDeclared: () => new ApiError('payloadTooLarge', 'The archive unpacks to more than it declares; it was refused'),
  unsafeEntryName: (name: string) =>
    new ApiError('unprocessable', `The archive holds a file named "${printable(name)}" that points outside the archive; it was refused`),
  linkEntry: (name: string) =>
    new ApiError('unprocessable', `The archive holds "${printable(name)}" as a link to another file; it was refused`),
  repeatedEntryName: (name: string) => new ApiError('unprocessable', `The archive holds "${printable(name)}" twice; it was refused`),
  encryptedEntry: () => new ApiError('unprocessable', 'The archive is encrypted or uses an unknown compression; it was refused'),
  xmlDeclarations: () =>
    new ApiError('unprocessable', 'The file declares a DOCTYPE or entities, which documents never need; it was refused'),
} as const;
