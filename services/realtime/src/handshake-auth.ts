import type { VerifyAccessToken } from '@ea/service-kit/access-tokens';
import { decodeJwt } from 'jose';
import type { Socket } from 'socket.io';
import type { HubSocket } from './hub-types.ts';
import type { HubSessions } from './session-lifetime.ts';

/** The only reason a handshake is refused; the client sees it as the `connect_error` message. */
export const UNAUTHORIZED = 'unauthorized';

/** The bearer token from `auth.token` (browsers cannot set headers on WebSockets) or an Authorization header. */
function bearerTokenOf(handshake: Socket['handshake']): string | undefined {
  const fromAuth: unknown = handshake.auth?.token;
  if (typeof fromAuth === 'string' && fromAuth !== '') return fromAuth.replace(/^Bearer\s+/i, '');
  const header = handshake.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Socket.IO middleware that admits only sockets with a valid, unrevoked access token and keeps its claims
 * and expiry on `socket.data`. Every refusal carries the same message so a client cannot probe
 * why a token was rejected.
 */
export function authenticateHandshake(verifyToken: VerifyAccessToken, sessions: HubSessions) {
  return async (socket: HubSocket, next: (error?: Error) => void): Promise<void> => {
    const token = bearerTokenOf(socket.handshake);
    if (token === undefined) return next(new Error(UNAUTHORIZED));
    try {
      socket.data.claims = await verifyToken(token);
    } catch {
      return next(new Error(UNAUTHORIZED));
    }
    if (!sessions.isActive(socket.data.claims)) return next(new Error(UNAUTHORIZED));
    // The signature was just verified, so reading exp without verifying again is safe.
    const { exp } = decodeJwt(token);
    socket.data.expiresAt = typeof exp === 'number' ? exp * 1000 : null;
    next();
  };
}
