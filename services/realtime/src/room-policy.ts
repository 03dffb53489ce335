import { type AccessClaims, isAdmin, isReviewerOnly, Rooms } from '@ea/contracts';
import type { CompanyChannels } from './company-channels.ts';

/**
 * Decides whether a socket with these claims may join a room it asked for. The hub asks only
 * about well-formed company, document and form rooms; user and channel rooms are joined on
 * connect and can never be requested.
 */
export type AuthorizeRoom = (claims: AccessClaims, room: string) => boolean | Promise<boolean>;

export type RequestableRoom = { kind: 'company'; id: number } | { kind: 'document' | 'form'; id: string };

const REQUESTABLE = /^(company|document|form):(.+)$/;
const COMPANY_ID = /^[1-9]\d{0,15}$/;
const ENTITY_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** Parses a client-supplied room name; null when it is not a room a client may ask for. */
export function parseRequestableRoom(room: unknown): RequestableRoom | null {
  if (typeof room !== 'string') return null;
  const match = REQUESTABLE.exec(room);
  const kind = match?.[1];
  const id = match?.[2];
  if (kind === undefined || id === undefined) return null;
  if (kind === 'company') {
    const companyId = Number(id);
    return COMPANY_ID.test(id) && Number.isSafeInteger(companyId) ? { kind, id: companyId } : null;
  }
  return ENTITY_ID.test(id) ? { kind: kind as 'document' | 'form', id } : null;
}

/**
 * The default policy: admins may join any room; reviewer-only users only their single company's
 * room; everyone else a company room when the projection places that company in their channel.
 * Document and form rooms are admin-only until the hub keeps a projection of which company owns
 * each document and form; without it the hub cannot tell whether a user may see one.
 */
export function createDefaultRoomPolicy(companyChannels: CompanyChannels): AuthorizeRoom {
  return async (claims, room) => {
    const requested = parseRequestableRoom(room);
    if (requested === null) return false;
    if (isAdmin(claims)) return true;
    if (requested.kind !== 'company') return false;
    if (isReviewerOnly(claims)) return claims.singleCompanyId !== null && Rooms.company(claims.singleCompanyId) === room;
    if (claims.channelId === null) return false;
    return (await companyChannels.channelOf(requested.id)) === claims.channelId;
  };
}
