import { Rooms } from '@ea/contracts';
import { DIRECTORY_TOPIC } from '@ea/contracts/directory';
import type { EventBus, Subscription } from '@ea/events';
import type { CompanyChannels } from './company-channels.ts';
import { documentReadersRoom } from './document-readers.ts';
import type { HubServer } from './hub-types.ts';
import { singleCompanyUsersRoom } from './own-rooms.ts';
import { type AuthorizeRoom, parseRequestableRoom } from './room-policy.ts';

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
 * changes, its room and the document rooms of its readers are checked again: sockets that lost
 * the right to them leave, and single-company users who regained the company's room (the company
 * restored or back in their channel) join it, so a subscription never outlives the right to it.
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
      if (companyId !== null) {
        await Promise.all([recheckCompanyRoom(io, companyId, authorizeRoom), recheckDocumentRooms(io, companyId, authorizeRoom)]);
      }
    },
  });
}

/** On every hub: removes the company room's members the policy no longer allows, and adds the company's single-company users it allows again. */
async function recheckCompanyRoom(io: HubServer, companyId: number, authorizeRoom: AuthorizeRoom): Promise<void> {
  const room = Rooms.company(companyId);
  const [members, singleCompanyUsers] = await Promise.all([
    io.in(room).fetchSockets(),
    io.in(singleCompanyUsersRoom(companyId)).fetchSockets(),
  ]);
  await Promise.all([
    ...members.map(async (socket) => {
      if (!(await authorizeRoom(socket.data.claims, room))) socket.leave(room);
    }),
    ...singleCompanyUsers.map(async (socket) => {
      if (await authorizeRoom(socket.data.claims, room)) socket.join(room);
    }),
  ]);
}

/**
 * On every hub: removes the company's document readers from the document rooms the policy no
 * longer allows (a document room is allowed on the same condition as its company's room).
 */
async function recheckDocumentRooms(io: HubServer, companyId: number, authorizeRoom: AuthorizeRoom): Promise<void> {
  const readers = await io.in(documentReadersRoom(companyId)).fetchSockets();
  await Promise.all(
    readers.flatMap((socket) =>
      [...socket.rooms]
        .filter((room) => parseRequestableRoom(room)?.kind === 'document')
        .map(async (room) => {
          if (!(await authorizeRoom(socket.data.claims, room))) socket.leave(room);
        }),
    ),
  );
}
