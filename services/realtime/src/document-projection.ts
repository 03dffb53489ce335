import { Rooms } from '@ea/contracts';
import { LIBRARY_TOPIC } from '@ea/contracts/library';
import type { EventBus, Subscription } from '@ea/events';
import type { DocumentCompanies } from './document-companies.ts';
import type { TrackRoom } from './document-readers.ts';
import type { HubServer } from './hub-types.ts';
import type { AuthorizeRoom } from './room-policy.ts';

export interface DocumentProjectionOptions {
  io: HubServer;
  bus: EventBus;
  documentCompanies: DocumentCompanies;
  authorizeRoom: AuthorizeRoom;
  /** Records the room's remaining members among the readers of the document's new company. */
  trackRoom: TrackRoom;
  /** Its own consumer group: sharing the relay's group would split library events between the two. */
  group: string;
  consumer: string;
}

/**
 * Keeps the document → company projection current from the library's events. When a document
 * moves to another company, is deleted or restored, its room is checked again: sockets that lost
 * the right to it leave, so a subscription never outlives the right to it. Nobody is put back
 * when a document is restored; clients subscribe again.
 */
export function followDocumentCompanies({
  io,
  bus,
  documentCompanies,
  authorizeRoom,
  trackRoom,
  group,
  consumer,
}: DocumentProjectionOptions): Promise<Subscription> {
  return bus.subscribe({
    topic: LIBRARY_TOPIC,
    group,
    consumer,
    handler: async (event) => {
      const documentId = await documentCompanies.apply(event);
      if (documentId !== null) await recheckDocumentRoom(io, documentId, authorizeRoom, trackRoom);
    },
  });
}

/**
 * On every hub: removes the document room's members the policy no longer allows. Each member is
 * tracked under the document's company before it is asked about, so a change of that company
 * applied meanwhile either is seen by the answer or finds the member when it checks its readers.
 */
async function recheckDocumentRoom(io: HubServer, documentId: string, authorizeRoom: AuthorizeRoom, trackRoom: TrackRoom): Promise<void> {
  const room = Rooms.document(documentId);
  const members = await io.in(room).fetchSockets();
  await Promise.all(
    members.map(async (socket) => {
      await trackRoom(socket, room);
      if (!(await authorizeRoom(socket.data.claims, room))) socket.leave(room);
    }),
  );
}
