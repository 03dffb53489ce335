import type { Feature, FeatureMapping, Role } from '@ea/contracts';
import useSWR from 'swr';
import type { SessionClient } from '../../../app/session/session-client.ts';

export const rolesKey = '/api/role';
export const featuresKey = '/api/feature';
export const featureMappingKey = '/api/feature/mapping';

export const useRoles = () => useSWR<Role[]>(rolesKey);
export const useFeatures = () => useSWR<Feature[]>(featuresKey);
export const useFeatureMapping = () => useSWR<FeatureMapping[]>(featureMappingKey);

/** Adds (id null) or renames a role. */
export function saveRole(session: SessionClient, id: number | null, name: string): Promise<Role> {
  return session.json<Role>(id === null ? rolesKey : `${rolesKey}/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body: JSON.stringify({ name }),
  });
}

export function deleteRole(session: SessionClient, id: number): Promise<unknown> {
  return session.json(`${rolesKey}/${id}`, { method: 'DELETE' });
}

/** Replaces the features of one role; users of the role get them at their next sign-in. */
export function saveRoleFeatures(session: SessionClient, roleId: number, features: string[]): Promise<FeatureMapping> {
  return session.json<FeatureMapping>(`${featureMappingKey}/${roleId}`, { method: 'PUT', body: JSON.stringify({ features }) });
}
