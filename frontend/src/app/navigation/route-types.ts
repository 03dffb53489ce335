import type { ComponentType } from 'react';
import type { RouteAccess } from '../session/route-access.ts';
import type { MenuIconName } from './menu-icon.tsx';

/** One signed-in route of spec §2, declared by the module it belongs to. */
export interface ModuleRoute {
  path: string;
  title: string;
  access: RouteAccess;
  /** The page, a chunk of its own: downloaded the first time the route opens, and only after its guard let the user in. */
  page: () => Promise<{ default: ComponentType }>;
  /** The label of the route's entry in its module's menu section; routes without one are reached by links. */
  menu?: string;
  /** A count shown beside the menu entry (unread alerts), rendering nothing when there is none. */
  menuBadge?: ComponentType;
  /** Signed-out visits go to the brand named by the `cname` query parameter (spec §2). */
  brandRedirect?: boolean;
}

/** A left-menu section (spec §1). Modules naming the same section share it (System Manager). */
export interface MenuSectionHead {
  label: string;
  icon: MenuIconName;
}

/** What a module's routes.ts exports: its routes and the menu section their entries go into. */
export interface ModuleRoutes {
  section?: MenuSectionHead;
  routes: readonly ModuleRoute[];
}

export interface MenuItem {
  path: string;
  label: string;
  access: RouteAccess;
  badge?: ComponentType;
}

export interface MenuSection extends MenuSectionHead {
  /** The section's entries in menu order. */
  items: MenuItem[];
}
