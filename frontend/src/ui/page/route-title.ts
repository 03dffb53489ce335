import { useMatches } from 'react-router-dom';

/** The title the route table gave the current route (its `handle.title`). */
export function useRouteTitle(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.handle as { title?: unknown } | undefined)?.title;
    if (typeof title === 'string') return title;
  }
  return '';
}
