import { Access, canAccess } from '@/app/session/route-access.ts';
import { useSessionUser } from '@/app/session/session-context.tsx';

/**
 * Whether the signed-in user may add, edit, delete, restore and import companies: the server
 * refuses the others, so their screens offer none of these controls.
 */
export function useCanManageCompanies(): boolean {
  const user = useSessionUser();
  return user !== null && canAccess(user, Access.companyManagement);
}
