import { createContext, type ReactNode, useContext } from 'react';
import type { MenuSection } from './route-types.ts';

const VisibleMenuContext = createContext<readonly MenuSection[] | null>(null);

/** Hands the signed-in user's menu to the screens, so none of them imports the route table. */
export function VisibleMenuProvider({ menu, children }: { menu: readonly MenuSection[]; children: ReactNode }) {
  return <VisibleMenuContext.Provider value={menu}>{children}</VisibleMenuContext.Provider>;
}

/** The left menu as the signed-in user sees it: the sections and entries their access opens. */
export function useVisibleMenu(): readonly MenuSection[] {
  const menu = useContext(VisibleMenuContext);
  if (!menu) throw new Error('useVisibleMenu needs a VisibleMenuProvider (the signed-in layout gives one)');
  return menu;
}
