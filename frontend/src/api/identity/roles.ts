import type { Role } from '@ea/contracts/identity';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';

/** GET api/role: every role. */
export const ROLES_KEY = '/api/role';

export const useRoles = () => useSWR<Role[]>(ROLES_KEY);

/** Adds (id null) or renames a role. */
export function saveRole(session: SessionClient, id: number | null, name: string): Promise<Role> {
  return session.json<Role>(id === null ? ROLES_KEY : `${ROLES_KEY}/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body: JSON.stringify({ name }),
  });
}

export function deleteRole(session: SessionClient, id: number): Promise<unknown> {
  return session.json(`${ROLES_KEY}/${id}`, { method: 'DELETE' });
}
