import type { SessionClient } from '@/app/session/session-client.ts';
import { ApiRequestError } from '../api-request-error.ts';

/** Bytes sent so far of the whole request; `total` is null while the browser cannot tell. */
export type UploadProgress = (sent: number, total: number | null) => void;

function send(url: string, form: FormData, token: string | null, onProgress: UploadProgress): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    if (token !== null) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : null);
    request.onload = () =>
      resolve(
        new Response(request.status === 204 ? null : request.responseText, {
          status: request.status,
          headers: { 'content-type': request.getResponseHeader('content-type') ?? 'application/json' },
        }),
      );
    request.onerror = () => reject(new ApiRequestError(0, 'network', 'The upload was interrupted. Please try again.'));
    request.send(form);
  });
}

/**
 * POSTs a multipart form with the bearer token and reports upload progress, which fetch cannot.
 * A 401 refreshes the session once (as SessionClient.request does) and sends the form again.
 */
export async function postWithProgress<T>(session: SessionClient, url: string, form: FormData, onProgress: UploadProgress): Promise<T> {
  if (session.accessToken === null && session.user !== null) await session.refresh();
  let response = await send(url, form, session.accessToken, onProgress);
  if (response.status === 401 && (await session.refresh())) response = await send(url, form, session.accessToken, onProgress);
  if (!response.ok) throw await ApiRequestError.fromResponse(response);
  return (await response.json()) as T;
}
