import { Link, useLocation } from 'react-router-dom';
import { useRouteTitle } from '@/ui/page/route-title.ts';
import { useVisibleMenu } from '../navigation/menu-context.tsx';
import type { MenuItem, MenuSection } from '../navigation/route-types.ts';
import { paths } from '../paths.ts';

interface Crumb {
  label: string;
  to?: string;
}

/**
 * Where a path sits in the menu: its section and the entry it is, or the entry it hangs under
 * (an edit page under its list: the longest entry path that starts it).
 */
export function breadcrumbsFor(menu: readonly MenuSection[], pathname: string, title: string): Crumb[] {
  let best: { section: MenuSection; item: MenuItem } | null = null;
  for (const section of menu) {
    for (const item of section.items) {
      const under = pathname === item.path || pathname.startsWith(`${item.path}/`);
      if (under && (!best || item.path.length > best.item.path.length)) best = { section, item };
    }
  }
  const crumbs: Crumb[] = [{ label: 'Dashboard', to: paths.dashboard }];
  if (best && best.section.label !== 'Dashboard') {
    crumbs.push({ label: best.section.label });
    if (best.item.path !== pathname) crumbs.push({ label: best.item.label, to: best.item.path });
  }
  crumbs.push({ label: title });
  return crumbs;
}

/** The trail above every page but the dashboard: Dashboard › section › list › this page. */
export function Breadcrumbs() {
  const menu = useVisibleMenu();
  const { pathname } = useLocation();
  const title = useRouteTitle();
  if (pathname === paths.dashboard || title === '') return null;
  const crumbs = breadcrumbsFor(menu, pathname, title);
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}|${crumb.to ?? ''}`}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : crumb.to ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
