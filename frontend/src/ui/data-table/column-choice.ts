/** What the column chooser needs of a column. */
export interface ChoosableColumn {
  key: string;
  header: string;
  required?: boolean;
}

/**
 * Whether a column stays on screen whatever the user chooses: as the list says, or by default the
 * first column (what names the row) and the Actions column (what the row can do).
 */
export function isRequiredColumn(column: ChoosableColumn, index: number): boolean {
  return column.required ?? (index === 0 || column.key === 'actions');
}

/** The columns a user may hide, in the list's order. */
export function optionalColumns<C extends ChoosableColumn>(columns: readonly C[]): C[] {
  return columns.filter((column, index) => !isRequiredColumn(column, index));
}

/** The columns shown: every required column, and the optional ones not hidden. */
export function shownColumns<C extends ChoosableColumn>(columns: readonly C[], hidden: ReadonlySet<string>): C[] {
  return columns.filter((column, index) => isRequiredColumn(column, index) || !hidden.has(column.key));
}

const KEY_PREFIX = 'ea.listColumns';

/**
 * Where one user's choice for one list is kept in localStorage. The hidden columns are stored
 * (not the shown ones), so a column a later version adds to the list shows up.
 */
export function columnChoiceKey(userId: string | null, listId: string): string {
  return `${KEY_PREFIX}:${userId ?? 'anonymous'}:${listId}`;
}

/** The hidden column keys a stored value holds; anything unreadable counts as none hidden. */
export function parseHiddenColumns(raw: string | null): ReadonlySet<string> {
  if (raw === null) return new Set();
  try {
    const value: unknown = JSON.parse(raw);
    const hidden = typeof value === 'object' && value !== null ? (value as { hidden?: unknown }).hidden : undefined;
    return new Set(Array.isArray(hidden) ? hidden.filter((key): key is string => typeof key === 'string') : []);
  } catch {
    return new Set();
  }
}

/** The stored value for these hidden columns, or null (nothing stored) when none is hidden. */
export function serializeHiddenColumns(hidden: ReadonlySet<string>): string | null {
  return hidden.size === 0 ? null : JSON.stringify({ hidden: [...hidden].sort() });
}

/**
 * The list's id for its stored preferences: the route's pattern rebuilt from the address and its
 * parameters ("/company/:companyId/users"), so the same list for another record shares one choice.
 */
export function routeListId(pathname: string, params: Readonly<Record<string, string | undefined>>): string {
  const names = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) {
    if (name !== '*' && value !== undefined && value !== '') names.set(value, name);
  }
  const segments = pathname.split('/').map((segment) => {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // A segment that is not valid percent-encoding is no parameter value: keep it as it is.
    }
    const name = names.get(decoded);
    return name === undefined ? segment : `:${name}`;
  });
  const path = segments.join('/').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}
