import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'ea_refresh';
/** Only the sign-in, refresh, logout and password calls need it; no other path ever carries it. */
export const REFRESH_COOKIE_PATH = '/api/auth';

/**
 * Secure when the browser reaches the product over HTTPS: either this request arrived over TLS,
 * or PUBLIC_URL is https (TLS ends at a proxy in front of us). X-Forwarded-Proto is not read:
 * no app of ours sets Fastify's trustProxy, so any caller could send it.
 */
function isSecure(request: FastifyRequest, publicUrl: string): boolean {
  return request.protocol === 'https' || publicUrl.startsWith('https:');
}

function cookie(request: FastifyRequest, publicUrl: string, value: string, maxAgeSeconds: number): string {
  const secure = isSecure(request, publicUrl) ? '; Secure' : '';
  return `${REFRESH_COOKIE}=${value}; Path=${REFRESH_COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

/**
 * The refresh token travels only in this cookie: HttpOnly so no script (nor an injected one) can
 * read it, SameSite=Strict so no other site can make the browser send it.
 */
export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { token: string; maxAgeSeconds: number; publicUrl: string },
): void {
  reply.header('set-cookie', cookie(request, options.publicUrl, options.token, options.maxAgeSeconds));
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply, publicUrl: string): void {
  reply.header('set-cookie', cookie(request, publicUrl, '', 0));
}

/** The refresh token the browser sent, if any. */
export function readRefreshCookie(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === REFRESH_COOKIE) {
      const value = part.slice(index + 1).trim();
      return value === '' ? undefined : value;
    }
  }
  return undefined;
}
