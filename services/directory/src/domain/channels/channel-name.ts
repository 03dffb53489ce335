import { ApiError, ErrorMessages, Messages } from '@ea/contracts';

/** A channel's name as saved: trimmed, and required with the spec's message. */
export function channelName(name: string | undefined): string {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '') throw new ApiError('validation', ErrorMessages.clientSaveFailed, { name: Messages.client.nameRequired });
  return trimmed;
}
