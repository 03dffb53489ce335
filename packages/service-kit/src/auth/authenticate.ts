import { type AccessClaims, ApiError } from '@ea/contracts';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { assertAccess, type RouteAccess } from './access-policy.ts';
import { InvalidTokenError, type VerifyAccessToken } from './access-tokens.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** Set on every non-public route once the bearer token is verified. */
    claims?: AccessClaims;
  }
}

export interface AuthOptions {
  verifyToken: VerifyAccessToken;
  /**
   * Checked after the signature: false when the user behind a valid token was suspended, locked,
   * deprovisioned or signed out since it was issued (supplied by the identity service).
   */
  isSessionActive?: (claims: AccessClaims) => boolean;
}

/** Routes outside the API (SPA files, docs UI assets) are not guarded here. */
function isApiRoute(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/dita/');
}

export const authenticate = fp(
  async (app: FastifyInstance, options: AuthOptions) => {
    app.decorateRequest('claims', undefined);

    app.addHook('onRoute', (route) => {
      if (!isApiRoute(route.url) || route.url.startsWith('/api/docs')) return;
      const access = route.config?.access;
      if (access === undefined) {
        throw new Error(`route ${route.method} ${route.url} declares no access policy (config.access)`);
      }
      if (access === 'public') return;
      // A callback hook with a synchronous path for tokens verified before: authentication then
      // costs a map lookup, not a promise chain (see `pnpm bench auth`).
      const check: onRequestHookHandler = (request, _reply, done) => {
        const header = request.headers.authorization;
        const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
        if (!token) return done(new ApiError('unauthorized'));
        const known = options.verifyToken.cached?.(token);
        if (known) return done(authorize(request, known, access, options));
        options.verifyToken(token).then(
          (claims) => done(authorize(request, claims, access, options)),
          (error: unknown) => done(error instanceof InvalidTokenError ? new ApiError('unauthorized') : (error as Error)),
        );
      };
      // onRequest, before body validation: an unauthenticated caller learns nothing about the route's input.
      route.onRequest = [check, ...toArray(route.onRequest)];
    });
  },
  { name: 'ea-authenticate' },
);

/** Revocation, then the route's declared access; sets request.claims when both pass. */
function authorize(
  request: FastifyRequest,
  claims: AccessClaims,
  access: Exclude<RouteAccess, 'public'>,
  options: AuthOptions,
): Error | undefined {
  if (options.isSessionActive && !options.isSessionActive(claims)) return new ApiError('unauthorized');
  try {
    assertAccess(claims, access);
  } catch (error) {
    return error as Error;
  }
  request.claims = claims;
  return undefined;
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The verified claims of a guarded route's request. */
export function claimsOf(request: FastifyRequest): AccessClaims {
  if (!request.claims) throw new ApiError('unauthorized');
  return request.claims;
}
