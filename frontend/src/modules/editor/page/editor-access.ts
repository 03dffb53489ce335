import { isAdminUser } from '@/app/session/access.ts';
import type { SessionUser } from '@/app/session/user-config-cookie.ts';

/** The editor feature of the user configuration (admins have it); the server refuses edits without it all the same. */
export function hasEditorFacility(user: SessionUser): boolean {
  return isAdminUser(user) || user.Feature_Editor;
}
