import type { ReactNode } from 'react';
import { useProfile } from '@/api/identity/profile.ts';
import { TimeZoneProvider } from '@/ui/format/time-zone-context.tsx';

/**
 * Times on every signed-in screen in the zone of the user's profile. Until the profile arrives (and
 * when it names none) they show in the browser's zone, which is the same for most users, so the
 * page does not wait for it.
 */
export function ProfileTimeZone({ children }: { children: ReactNode }) {
  const { data } = useProfile();
  return <TimeZoneProvider zone={data?.timeZone}>{children}</TimeZoneProvider>;
}
