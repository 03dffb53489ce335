import type { DocumentCompanies } from './document-companies.ts';
import type { HubSocketData } from './hub-types.ts';
import { parseRequestableRoom } from './room-policy.ts';

/**
 * Holds the sockets that joined a document room of a company, so that when the company moves to
 * another channel or is deleted the hub finds them and checks their document rooms again, without
 * asking every hub about each of the company's documents. Clients can never request it. A socket
 * stays in it after leaving the document room; a later check then finds nothing to take away.
 */
export function documentReadersRoom(companyId: number): string {
  return `document-readers:${companyId}`;
}

/** A local socket or one on another hub (fetchSockets), as far as rooms go. */
export interface RoomMember {
  data: HubSocketData;
  join(room: string): unknown;
}

/** Records a socket that is in a room wherever a later change must find it; nothing for rooms that need no record. */
export type TrackRoom = (socket: RoomMember, room: string) => Promise<void>;

/** Puts a socket that is in a document room among the readers of the document's company, as the projection knows it now. */
export function trackDocumentReaders(documentCompanies: DocumentCompanies): TrackRoom {
  return async (socket, room) => {
    const requested = parseRequestableRoom(room);
    if (requested?.kind !== 'document') return;
    const companyId = await documentCompanies.companyOf(requested.id);
    if (companyId !== null) await socket.join(documentReadersRoom(companyId));
  };
}
