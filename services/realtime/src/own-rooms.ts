import { Rooms } from '@ea/contracts';
import { tenantScope } from '@ea/service-kit';
import type { HubLogger } from './hub-logger.ts';
import type { HubSocket } from './hub-types.ts';
import { joinIfAllowed } from './room-admission.ts';
import type { AuthorizeRoom } from './room-policy.ts';

/**
 * Holds the sockets of a company's single-company users whether or not they may be in the
 * company's room right now, so that when the company comes back into their channel (restored,
 * moved back) the hub finds them and lets them in again. Clients can never request it.
 */
export function singleCompanyUsersRoom(companyId: number): string {
  return `single-company-users:${companyId}`;
}

/**
 * Handshake middleware that puts a socket in the rooms its tenant scope gives it, before the
 * client sees `connect` (so no event sent right after is missed): its user room and the room of
 * every socket (public news: new EDGAR filings); the channel's
 * room when it may see the whole channel; a single-company user, instead of the channel's room,
 * its company's room while that company is in its channel.
 */
export function joinOwnRooms(authorizeRoom: AuthorizeRoom, logger: HubLogger) {
  return async (socket: HubSocket, next: (error?: Error) => void): Promise<void> => {
    const { claims } = socket.data;
    await socket.join([Rooms.user(claims.sub), Rooms.everyone]);
    const { companyId } = tenantScope(claims);
    if (companyId === null) {
      if (claims.channelId !== null) await socket.join(Rooms.channel(claims.channelId));
    } else {
      await socket.join(singleCompanyUsersRoom(companyId));
      await joinIfAllowed(socket, Rooms.company(companyId), authorizeRoom, logger);
    }
    next();
  };
}
