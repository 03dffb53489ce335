import type { HubLogger } from './hub-logger.ts';
import type { HubSocket, RoomAck } from './hub-types.ts';
import { type AuthorizeRoom, parseRequestableRoom } from './room-policy.ts';

const FORBIDDEN: RoomAck = { ok: false, code: 'forbidden' };
const OK: RoomAck = { ok: true };

/** Handles a socket's `subscribe` / `unsubscribe { room }` requests for company, document and form rooms. */
export function handleRoomRequests(socket: HubSocket, authorizeRoom: AuthorizeRoom, logger: HubLogger): void {
  socket.on('subscribe', async (request, ack) => {
    const room = roomOf(request);
    let allowed = false;
    if (room !== null) {
      try {
        allowed = await authorizeRoom(socket.data.claims, room);
      } catch (error) {
        // Failing closed: a policy that cannot answer (Redis down) must not let anyone in.
        logger.error({ err: error, room, userId: socket.data.claims.sub }, 'room authorization failed');
      }
    }
    if (allowed && room !== null) await socket.join(room);
    reply(ack, allowed ? OK : FORBIDDEN);
  });

  socket.on('unsubscribe', async (request, ack) => {
    const room = roomOf(request);
    if (room === null) return reply(ack, FORBIDDEN);
    await socket.leave(room);
    reply(ack, OK);
  });
}

function roomOf(request: unknown): string | null {
  const room = typeof request === 'object' && request !== null ? (request as { room?: unknown }).room : undefined;
  return parseRequestableRoom(room) === null ? null : (room as string);
}

function reply(ack: unknown, answer: RoomAck): void {
  if (typeof ack === 'function') ack(answer);
}
