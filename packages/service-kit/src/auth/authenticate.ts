import { type AccessClaims, ApiError } from '@ea/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  isSessionActive?: (claims: AccessClaims, token: string) => Promise<boolean>;
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
      const check = async (request: FastifyRequest) => {
        const claims = await authenticateRequest(request, options);
        assertAccess(claims, access);
      };
      route.preHandler = [check, ...toArray(route.preHandler)];
    });
  },
  { name: 'ea-authenticate' },
);

async function authenticateRequest(request: FastifyRequest, options: AuthOptions): Promise<AccessClaims> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) throw new ApiError('unauthorized');
  let claims: AccessClaims;
  try {
    claims = await options.verifyToken(token);
  } catch (error) {
    if (error instanceof InvalidTokenError) throw new ApiError('unauthorized');
    throw error;
  }
  if (options.isSessionActive && !(await options.isSessionActive(claims, token))) throw new ApiError('unauthorized');
  request.claims = claims;
  return claims;
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
