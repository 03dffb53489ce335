import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useVisibleMenu } from '../navigation/menu-context.tsx';
import { MenuIcon } from '../navigation/menu-icon.tsx';
import type { MenuSection } from '../navigation/route-types.ts';

function isActiveSection(section: MenuSection, pathname: string): boolean {
  return section.items.some((item) => pathname === item.path || pathname.startsWith(`${item.path}/`));
}

function SectionGroup({ section, pathname }: { section: MenuSection; pathname: string }) {
  const active = isActiveSection(section, pathname);
  const [open, setOpen] = useState(active);
  const expanded = open || active;
  const listId = `menu-${section.label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <li className={`left-menu__section${active ? ' is-active' : ''}`}>
      <button
        type="button"
        className="left-menu__link left-menu__toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setOpen(!expanded)}
      >
        <MenuIcon name={section.icon} />
        <span className="left-menu__label">{section.label}</span>
        {/* A closed section still shows its entries' counts, so an unread alert is seen from anywhere. */}
        {!expanded && section.items.map((item) => item.badge && <item.badge key={item.path} />)}
        <span className="left-menu__chevron" aria-hidden="true" />
      </button>
      {expanded && (
        <ul id={listId} className="left-menu__items">
          {section.items.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path} end className="left-menu__item">
                {item.label}
                {item.badge && <item.badge />}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The modules of spec §1 the user may open, with their sub-items. */
export function LeftMenu() {
  const { pathname } = useLocation();
  const menu = useVisibleMenu();
  return (
    <nav className="left-menu" aria-label="Main menu">
      <ul className="left-menu__list">
        {menu.map((section) =>
          section.items.length === 1 && section.items[0] ? (
            <li key={section.label} className="left-menu__section">
              <NavLink to={section.items[0].path} end className="left-menu__link">
                <MenuIcon name={section.icon} />
                <span className="left-menu__label">{section.label}</span>
              </NavLink>
            </li>
          ) : (
            <SectionGroup key={section.label} section={section} pathname={pathname} />
          ),
        )}
      </ul>
    </nav>
  );
}
