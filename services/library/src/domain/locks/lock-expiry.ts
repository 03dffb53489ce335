import { LOCK_TTL_SECONDS } from '@ea/contracts/library';

/** When a lock or a presence taken or renewed at `at` lapses without another heartbeat. */
export function expiryFrom(at: Date): Date {
  return new Date(at.getTime() + LOCK_TTL_SECONDS * 1000);
}
