import type { Profile, ProfileBody } from '@ea/contracts/identity';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';

export const PROFILE_KEY = '/api/profile';

/** The signed-in user's own profile (their time zone among it). */
export const useProfile = () => useSWR<Profile>(PROFILE_KEY);

export const saveProfile = (session: SessionClient, body: ProfileBody) =>
  session.json<Profile>(PROFILE_KEY, { method: 'PUT', body: JSON.stringify(body) });
