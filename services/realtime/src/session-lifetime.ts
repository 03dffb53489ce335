import { Rooms } from '@ea/contracts';
import type { SessionRevocation } from '@ea/service-kit';
import type { HubServer, HubSocket } from './hub-types.ts';

/** What the hub needs of service-kit's SessionRevocation: the check, and the announcement of each revocation. */
export type HubSessions = Pick<SessionRevocation, 'isActive' | 'onRevoked'>;

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
 * Ends revoked sessions (suspended, locked, deleted, signed out) on this hub. Every hub process
 * hears each revocation announced on Redis and at once disconnects its own sockets of that user
 * whose token predates it; a sweep over every socket each intervalMs is the backstop for an
 * announcement missed while Redis was unreachable (the check is an in-memory lookup, so the sweep
 * is cheap). Returns a function that stops both.
 */
export function endRevokedSessions(io: HubServer, sessions: HubSessions, intervalMs: number): () => void {
  const namespace = io.of('/');
  const disconnectIfRevoked = (socket: HubSocket | undefined) => {
    if (socket && !sessions.isActive(socket.data.claims)) socket.disconnect(true);
  };
  const stopListening = sessions.onRevoked((userId) => {
    for (const socketId of namespace.adapter.rooms.get(Rooms.user(userId)) ?? []) disconnectIfRevoked(namespace.sockets.get(socketId));
  });
  const timer = setInterval(() => {
    for (const socket of namespace.sockets.values()) disconnectIfRevoked(socket);
  }, intervalMs);
  timer.unref();
  return () => {
    stopListening();
    clearInterval(timer);
  };
}
