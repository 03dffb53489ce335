import { Rooms } from '@ea/contracts';
import type { EventBus, Subscription } from '@ea/events';
import { type CompanyChannels, DIRECTORY_TOPIC } from './company-channels.ts';
import type { HubServer } from './hub-types.ts';
import type { AuthorizeRoom } from './room-policy.ts';

export interface CompanyProjectionOptions {
  io: HubServer;
  bus: EventBus;
  companyChannels: CompanyChannels;
  authorizeRoom: AuthorizeRoom;
  /** Its own consumer group: sharing the relay's group would split directory events between the two. */
  group: string;
  consumer: string;
}

/**
 * Keeps the company → channel projection current from the directory's events. When a company
 * moves or disappears, sockets already in its room are checked again and removed when no longer
 * allowed, so a subscription never outlives the right to it.
 */
export function followCompanyChannels({
  io,
  bus,
  companyChannels,
  authorizeRoom,
  group,
  consumer,
}: CompanyProjectionOptions): Promise<Subscription> {
  return bus.subscribe({
    topic: DIRECTORY_TOPIC,
    group,
    consumer,
    handler: async (event) => {
      const companyId = await companyChannels.apply(event);
      if (companyId !== null) await evictUnauthorized(io, Rooms.company(companyId), authorizeRoom);
    },
  });
}

/** Removes, on every hub, the sockets of a room whose claims no longer pass the policy for it. */
async function evictUnauthorized(io: HubServer, room: string, authorizeRoom: AuthorizeRoom): Promise<void> {
  const sockets = await io.in(room).fetchSockets();
  await Promise.all(
    sockets.map(async (socket) => {
      if (!(await authorizeRoom(socket.data.claims, room))) socket.leave(room);
    }),
  );
}
