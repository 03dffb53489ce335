import { ApiError } from '@ea/contracts';
import { LibraryErrors } from '@ea/contracts/library';

/** A comment as kept: without the blank lines and spaces around it; 400 when nothing is left. */
export function commentBody(text: string): string {
  const body = text.trim();
  if (body === '') throw new ApiError('validation', LibraryErrors.commentRequired, { body: LibraryErrors.commentRequired });
  return body;
}
