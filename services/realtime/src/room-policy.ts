import type { AccessClaims } from '@ea/contracts';
import { type TenantScope, tenantScope } from '@ea/service-kit';
import type { CompanyChannels } from './company-channels.ts';
import type { DocumentCompanies } from './document-companies.ts';

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
 * The default policy, the HTTP API's tenant scope applied to rooms: admins may join any room;
 * others a company room when the projection places that company in their channel, and
 * single-company users only their own company's room, on the same condition. A document room is
 * allowed on exactly its company's condition, once the document projection knows that company (a
 * document the hub has not heard of, or a deleted one, is for admins only). Form rooms are
 * admin-only until the hub keeps a projection of which company owns each form; without it the
 * hub cannot tell whether a user may see one.
 */
export function createDefaultRoomPolicy(companyChannels: CompanyChannels, documentCompanies: DocumentCompanies): AuthorizeRoom {
  const mayEnterCompany = async (scope: TenantScope, companyId: number): Promise<boolean> => {
    const channelId = await companyChannels.channelOf(companyId);
    // A single company is only ever seen within the user's channel: both conditions must hold.
    return channelId !== null && scope.canSeeChannel(channelId) && scope.canSeeCompany({ id: companyId, channelId });
  };
  return async (claims, room) => {
    const requested = parseRequestableRoom(room);
    if (requested === null) return false;
    const scope = tenantScope(claims);
    if (scope.all) return true;
    if (requested.kind === 'company') return mayEnterCompany(scope, requested.id);
    if (requested.kind === 'form') return false;
    const companyId = await documentCompanies.companyOf(requested.id);
    return companyId !== null && mayEnterCompany(scope, companyId);
  };
}
