import { useEffect, useState } from 'react';

/**
 * Following a link to the page already shown reloads that page (spec §2): the returned key
 * changes, which remounts the page, and `onReload` lets data be fetched again. The session and
 * the rest of the app stay as they are.
 */
export function useSameUrlReload(onReload: () => void): number {
  const [key, setKey] = useState(0);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      const target = new URL(anchor.href, window.location.href);
      const here = window.location;
      if (target.origin === here.origin && target.pathname === here.pathname && target.search === here.search) {
        setKey((current) => current + 1);
        onReload();
      }
    };
    // Capture phase: the router's own link handler must not swallow the click first.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [onReload]);
  return key;
}
