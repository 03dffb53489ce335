import { ErrorMessages } from '@ea/contracts';
import type { SessionClient } from '@/app/session/session-client.ts';
import { ApiRequestError } from './api-request-error.ts';

/** Downloads a bearer-protected file (template, error report) under the name the server gives it. */
export async function downloadFile(session: SessionClient, url: string, fallbackName: string): Promise<void> {
  const response = await session.request(url);
  if (!response.ok) throw await ApiRequestError.fromResponse(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * What to tell when a download failed: a file the server does not have says so ("File not
 * Available for Download"); anything else may pass on a retry.
 */
export function downloadFailure(error: unknown): string {
  return error instanceof ApiRequestError && error.status === 404 ? error.message : ErrorMessages.downloadFailed;
}
