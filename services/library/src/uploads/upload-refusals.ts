import { ApiError } from '@ea/contracts';
import { ArchiveRefusals, megabytes } from '@ea/workbook/read-archive';

/**
 * Refusals of an upload whose content is hostile or too large. A file of the wrong type is
 * refused with its spec message instead (file-kind.ts); these say what was wrong with a file of
 * the right type, so the user knows it was not a mistake of choice.
 */
export const UploadRefusals = {
  ...ArchiveRefusals,
  controlCharactersInName: () => new ApiError('unprocessable', 'The file name holds control characters; it was refused'),
  fileTooLarge: (max: number) => new ApiError('payloadTooLarge', `The file is larger than ${megabytes(max)}; split it into smaller files`),
  conversionTooSlow: () => new ApiError('unprocessable', 'The document could not be converted in time; split it into smaller files'),
  conversionFailed: () => new ApiError('unprocessable', 'The document could not be converted'),
  conversionStopped: () => new ApiError('unavailable', 'The service is stopping; upload the file again'),
} as const;
