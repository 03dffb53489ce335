import { ApiError } from '@ea/contracts';
import { ValidatorErrors } from '@ea/contracts/validator';

/** Why an upload was refused, each in the product's error shape; nothing is stored for any of them. */
export const UploadRefusals = {
  fileKind: () => new ApiError('unsupportedMediaType', ValidatorErrors.fileKind, { file: ValidatorErrors.fileKind }),
  fileTooLarge: () => new ApiError('payloadTooLarge', ValidatorErrors.fileTooLarge, { file: ValidatorErrors.fileTooLarge }),
  fileEmpty: () => new ApiError('validation', ValidatorErrors.fileEmpty, { file: ValidatorErrors.fileEmpty }),
  zipNoEntry: () => new ApiError('unprocessable', ValidatorErrors.zipNoEntry, { file: ValidatorErrors.zipNoEntry }),
  /** The archive's own refusal (a bomb, a path outside it, a link) keeps its status, in the Validator's words. */
  zipRefused: (status: number) =>
    new ApiError(status === 413 ? 'payloadTooLarge' : 'unprocessable', ValidatorErrors.zipRefused, { file: ValidatorErrors.zipRefused }),
  controlCharactersInName: () => new ApiError('unprocessable', 'The file name holds control characters; it was refused'),
} as const;
