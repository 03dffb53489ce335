import type { MenuSection } from '../navigation/route-types.ts';
import { canAccess } from '../session/route-access.ts';
import type { SessionUser } from '../session/user-config-cookie.ts';
import { menuSections } from './menu-sections.ts';

/** The menu a user sees: only entries whose route guard lets them in (an admin sees all). */
export function visibleMenu(user: SessionUser): MenuSection[] {
  return menuSections
    .map((section) => ({ ...section, items: section.items.filter((item) => canAccess(user, item.access)) }))
    .filter((section) => section.items.length > 0);
}
