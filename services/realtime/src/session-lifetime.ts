import type { AccessClaims } from '@ea/contracts';
import type { HubServer, HubSocket } from './hub-types.ts';

/** False once the user's sessions were revoked after this token was issued (see SessionRevocation in service-kit). */
export type IsSessionActive = (claims: Pick<AccessClaims, 'sub' | 'issuedAt'>) => boolean;

/** setTimeout's ceiling; a token living longer than ~24 days is cut at this point instead. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Claims are checked once, at the handshake; ending the connection when the token expires keeps
 * a signed-out user from listening forever. The client reconnects with a refreshed token.
 */
export function disconnectAtExpiry(socket: HubSocket): void {
  const { expiresAt } = socket.data;
  if (expiresAt === null) return;
  const timer = setTimeout(() => socket.disconnect(true), Math.min(Math.max(expiresAt - Date.now(), 0), MAX_TIMER_MS));
  socket.once('disconnect', () => clearTimeout(timer));
}

/**
 * Disconnects this hub's sockets whose user was revoked (suspended, locked, signed out) every
 * intervalMs. The revocation check is an in-memory lookup, so a sweep over every socket is cheap
 * and bounds how long a revoked user keeps receiving messages. Returns a function that stops it.
 */
export function sweepRevokedSessions(io: HubServer, isSessionActive: IsSessionActive, intervalMs: number): () => void {
  const timer = setInterval(() => {
    for (const socket of io.of('/').sockets.values()) {
      if (!isSessionActive(socket.data.claims)) socket.disconnect(true);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
