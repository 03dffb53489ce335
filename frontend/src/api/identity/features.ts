import type { Feature, FeatureMapping } from '@ea/contracts/identity';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';

export const FEATURES_KEY = '/api/feature';
export const FEATURE_MAPPING_KEY = '/api/feature/mapping';

export const useFeatures = () => useSWR<Feature[]>(FEATURES_KEY);
export const useFeatureMapping = () => useSWR<FeatureMapping[]>(FEATURE_MAPPING_KEY);

/** Replaces the features of one role; users of the role get them at their next sign-in. */
export function saveRoleFeatures(session: SessionClient, roleId: number, features: string[]): Promise<FeatureMapping> {
  return session.json<FeatureMapping>(`${FEATURE_MAPPING_KEY}/${roleId}`, { method: 'PUT', body: JSON.stringify({ features }) });
}
