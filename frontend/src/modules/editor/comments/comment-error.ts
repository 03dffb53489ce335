import { ApiRequestError } from '@/api/api-request-error.ts';

/**
 * What a failed comment write says to the user: the server's message as it is (a missing editor
 * feature, a refused mention), and each refused field's own message when it adds something.
 */
export function commentErrorText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    const extra = Object.values(error.fields ?? {}).filter((text) => text !== error.message);
    return [error.message, ...new Set(extra)].join(' ');
  }
  return error instanceof Error ? error.message : String(error);
}
