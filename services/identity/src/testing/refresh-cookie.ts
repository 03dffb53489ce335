import type { LightMyRequestResponse } from 'fastify';
import { REFRESH_COOKIE } from '../routes/auth/refresh-cookie.ts';

export interface SetCookie {
  value: string;
  /** Attribute names lower-cased, with their values ('' for flags such as HttpOnly). */
  attributes: Record<string, string>;
}

/** The refresh cookie an answer sets (or clears, with an empty value), read as a browser would. */
export function refreshCookieOf(res: LightMyRequestResponse): SetCookie | undefined {
  const headers = [res.headers['set-cookie'] ?? []].flat();
  for (const header of headers) {
    const [pair, ...attributes] = String(header).split(';');
    const index = pair!.indexOf('=');
    if (pair!.slice(0, index).trim() !== REFRESH_COOKIE) continue;
    return {
      value: pair!.slice(index + 1).trim(),
      attributes: Object.fromEntries(
        attributes.map((attribute) => {
          const [name, ...rest] = attribute.split('=');
          return [name!.trim().toLowerCase(), rest.join('=').trim()];
        }),
      ),
    };
  }
  return undefined;
}

/** The Cookie header a browser sends with the refresh token. */
export function withRefreshCookie(token: string | undefined): { cookie: string } {
  return { cookie: `${REFRESH_COOKIE}=${token ?? ''}` };
}
