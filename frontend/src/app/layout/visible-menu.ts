import { canAccess } from '../routes/route-access.ts';
import { routeByPath } from '../routes/route-table.ts';
import type { SessionUser } from '../session/user-config-cookie.ts';
import { type MenuSection, menuSections } from './menu-sections.ts';

/** The menu a user sees: only entries whose route guard lets them in (an admin sees all). */
export function visibleMenu(user: SessionUser): MenuSection[] {
  return menuSections
    .map((section) => ({ ...section, items: section.items.filter((item) => canAccess(user, routeByPath(item.path).access)) }))
    .filter((section) => section.items.length > 0);
}
