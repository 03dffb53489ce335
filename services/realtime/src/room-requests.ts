import type { TrackRoom } from './document-readers.ts';
import type { HubLogger } from './hub-logger.ts';
import type { HubSocket, RoomAck } from './hub-types.ts';
import { joinIfAllowed } from './room-admission.ts';
import { type AuthorizeRoom, parseRequestableRoom } from './room-policy.ts';

const FORBIDDEN: RoomAck = { ok: false, code: 'forbidden' };
const OK: RoomAck = { ok: true };

/**
 * Handles a socket's `subscribe` / `unsubscribe { room }` requests for company, document and form
 * rooms; trackRoom records a joined room where the changes that can take it away will look.
 */
export function handleRoomRequests(socket: HubSocket, authorizeRoom: AuthorizeRoom, logger: HubLogger, trackRoom?: TrackRoom): void {
  socket.on('subscribe', async (request, ack) => {
    const room = roomOf(request);
    const joined = room !== null && (await joinIfAllowed(socket, room, authorizeRoom, logger, trackRoom));
    reply(ack, joined ? OK : FORBIDDEN);
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
