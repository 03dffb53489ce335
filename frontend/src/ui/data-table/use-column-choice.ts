import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useOptionalSessionUser } from '@/app/session/session-context.tsx';
import { columnChoiceKey, parseHiddenColumns, serializeHiddenColumns } from './column-choice.ts';

export interface ColumnChoice {
  /** The localStorage key the choice is kept under (the user's and the list's). */
  storageKey: string;
  /** The optional columns the user hid (a required column listed here is shown all the same). */
  hidden: ReadonlySet<string>;
  setShown(key: string, shown: boolean): void;
  showAll(): void;
}

// Used when the browser refuses localStorage (a locked-down profile): the choice then lasts until
// the page is reloaded.
const fallback = new Map<string, string>();
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readStored(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? fallback.get(key) ?? null;
  } catch {
    return fallback.get(key) ?? null;
  }
}

function writeStored(key: string, value: string | null): void {
  fallback.delete(key);
  try {
    const store = storage();
    if (!store) throw new Error('no localStorage');
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    if (value !== null) fallback.set(key, value);
  }
  for (const listener of listeners) listener();
}

/** Every table showing the same list follows a change, in this tab and in the user's other tabs. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The columns the signed-in user chose to hide on one list, kept in localStorage under a key
 * naming the user and the list, so the choice survives reloads and is theirs alone.
 */
export function useColumnChoice(listId: string): ColumnChoice {
  const user = useOptionalSessionUser();
  const storageKey = columnChoiceKey(user?.userId ?? null, listId);
  const raw = useSyncExternalStore(
    subscribe,
    () => readStored(storageKey),
    () => null,
  );
  const hidden = useMemo(() => parseHiddenColumns(raw), [raw]);
  const setShown = useCallback(
    (key: string, shown: boolean) => {
      const next = new Set(parseHiddenColumns(readStored(storageKey)));
      if (shown) next.delete(key);
      else next.add(key);
      writeStored(storageKey, serializeHiddenColumns(next));
    },
    [storageKey],
  );
  const showAll = useCallback(() => writeStored(storageKey, null), [storageKey]);
  return useMemo(() => ({ storageKey, hidden, setShown, showAll }), [storageKey, hidden, setShown, showAll]);
}
