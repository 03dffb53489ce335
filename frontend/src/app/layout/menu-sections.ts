import type { MenuSection, ModuleRoutes } from '../navigation/route-types.ts';
import { MODULES } from '../routes/module-routes.ts';

/**
 * The left menu built from the modules' routes: each route with a menu entry goes into its
 * module's section, sections in the order their modules are listed, entries in route order.
 */
export function menuSectionsOf(modules: readonly ModuleRoutes[]): MenuSection[] {
  const sections: MenuSection[] = [];
  for (const { section, routes } of modules) {
    for (const route of routes) {
      if (route.menu === undefined) continue;
      if (!section) throw new Error(`${route.path} has a menu entry but its module names no menu section`);
      let target = sections.find((candidate) => candidate.label === section.label);
      if (!target) {
        target = { ...section, items: [] };
        sections.push(target);
      }
      target.items.push({
        path: route.path,
        label: route.menu,
        access: route.access,
        ...(route.menuBadge ? { badge: route.menuBadge } : {}),
      });
    }
  }
  return sections;
}

/** The left menu of spec §1 in its order. */
export const menuSections: readonly MenuSection[] = menuSectionsOf(MODULES);
