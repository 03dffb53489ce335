import type { TrackRoom } from './document-readers.ts';
import type { HubLogger } from './hub-logger.ts';
import type { HubSocket } from './hub-types.ts';
import type { AuthorizeRoom } from './room-policy.ts';

/** The policy's answer, failing closed: a policy that cannot answer (Redis down) lets no one in. */
async function allows(authorizeRoom: AuthorizeRoom, socket: HubSocket, room: string, logger: HubLogger): Promise<boolean> {
  try {
    return await authorizeRoom(socket.data.claims, room);
  } catch (error) {
    logger.error({ err: error, room, userId: socket.data.claims.sub }, 'room authorization failed');
    return false;
  }
}

/** Whether the socket could be recorded where later changes find it; a socket that cannot be is not let in. */
async function tracked(trackRoom: TrackRoom, socket: HubSocket, room: string, logger: HubLogger): Promise<boolean> {
  try {
    await trackRoom(socket, room);
    return true;
  } catch (error) {
    logger.error({ err: error, room, userId: socket.data.claims.sub }, 'room tracking failed');
    return false;
  }
}

/**
 * Joins the room when the policy allows it, and asks again once joined: a company or document
 * change applied between the first answer and the join has then either been seen by the second
 * answer or will find the socket in the room when the hub re-checks the room's members. The
 * socket is tracked (a document room's company readers) before the second answer for the same
 * reason. Returns whether it stayed.
 */
export async function joinIfAllowed(
  socket: HubSocket,
  room: string,
  authorizeRoom: AuthorizeRoom,
  logger: HubLogger,
  trackRoom?: TrackRoom,
): Promise<boolean> {
  if (!(await allows(authorizeRoom, socket, room, logger))) return false;
  await socket.join(room);
  const stays =
    (trackRoom === undefined || (await tracked(trackRoom, socket, room, logger))) && (await allows(authorizeRoom, socket, room, logger));
  if (!stays) await socket.leave(room);
  return stays;
}
