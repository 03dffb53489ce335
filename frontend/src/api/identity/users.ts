import { UserBulkPaths, type UserBulkResult, type UserInput, type UserView } from '@ea/contracts/identity';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';
import { isListPageOf, type ListRequest, listAddress } from '../list-address.ts';

const USERS = '/api/user';

/** One page of GET api/user. */
export interface UserListPage {
  items: UserView[];
  total: number;
  page: number;
  size: number;
}

/** Parameters of the users list the API understands, taken from the list state in the URL (spec §2). */
const LIST_PARAMS = ['filter', 'sort', 'order', 'clientfilter', 'rolefilter', 'productId'] as const;

/** The SWR key (and address) of one page of the users list. */
export const userListKey = (list: ListRequest) => listAddress(USERS, list, LIST_PARAMS);

/** Every SWR key of the users list, so a change can refresh whichever page is cached. */
export const isUserListKey = isListPageOf(USERS);

export function useUserList(list: ListRequest) {
  return useSWR<UserListPage>(userListKey(list), { keepPreviousData: true });
}

export const userKey = (id: number) => `${USERS}/${id}`;

export function useUser(id: number | null) {
  return useSWR<UserView>(id === null ? null : userKey(id));
}

/** Creates (id null) or updates a user; `confirmed` saves although the channel is not mapped to the identity provider. */
export function saveUser(session: SessionClient, id: number | null, input: UserInput): Promise<UserView> {
  return session.json<UserView>(id === null ? USERS : userKey(id), { method: id === null ? 'POST' : 'PUT', body: JSON.stringify(input) });
}

/** Activates or deactivates a user (the Active/Inactive flag). */
export function setUserActive(session: SessionClient, id: number, active: boolean): Promise<UserView> {
  return session.json<UserView>(`${userKey(id)}/status`, { method: 'PATCH', body: JSON.stringify({ active }) });
}

export function unlockUser(session: SessionClient, userId: number): Promise<UserView> {
  return session.json<UserView>('/api/unlock-user', { method: 'POST', body: JSON.stringify({ userId }) });
}

/** Sends the activation email (set-user-password link) again. */
export function sendActivationEmail(session: SessionClient, userId: number): Promise<unknown> {
  return session.json('/api/okta-activation-email', { method: 'POST', body: JSON.stringify({ userId }) });
}

/** A bulk action of the users list and what it carries besides the users (see UserBulkPaths). */
export type UserBulkRequest =
  | { action: 'deactivate' | 'resendInvitation' }
  | { action: 'assignRole'; roleId: number }
  | { action: 'assignProduct'; productId: number };

/** Runs one bulk action over the users in one request; the server refuses it whole if any user is outside the caller's tenant. */
export function runUserBulkAction(session: SessionClient, userIds: number[], request: UserBulkRequest): Promise<UserBulkResult> {
  const { action, ...extra } = request;
  return session.json<UserBulkResult>(UserBulkPaths[action], { method: 'POST', body: JSON.stringify({ userIds, ...extra }) });
}
