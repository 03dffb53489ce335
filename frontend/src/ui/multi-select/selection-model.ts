import { Dropdown } from '@ea/contracts';

/** An entry of the dropdown: its label and key live under configurable names (spec §3). */
export type DropdownItem = Record<string, unknown> & { disabled?: boolean };

/** A group: a title entry with a selected flag and its members (spec §3). */
export interface DropdownGroup extends Record<string, unknown> {
  grpTitle: true;
  selected?: boolean;
  list: DropdownItem[];
}

export interface SelectionSettings {
  labelKey: string;
  primaryKey: string;
  singleSelection: boolean;
  limitSelection?: number;
}

export const defaultSelectionSettings: SelectionSettings = {
  labelKey: Dropdown.labelKey,
  primaryKey: Dropdown.primaryKey,
  singleSelection: false,
};

export function isGroup(entry: DropdownItem | DropdownGroup): entry is DropdownGroup {
  return entry.grpTitle === true && Array.isArray(entry.list);
}

export function keyOf(item: DropdownItem, settings: SelectionSettings): string {
  return String(item[settings.primaryKey]);
}

export function labelOf(item: DropdownItem, settings: SelectionSettings): string {
  return String(item[settings.labelKey] ?? '');
}

/** Every selectable entry, groups opened up. */
export function leavesOf(data: readonly (DropdownItem | DropdownGroup)[]): DropdownItem[] {
  return data.flatMap((entry) => (isGroup(entry) ? entry.list : [entry]));
}

/**
 * The selection a component may hold: single-selection mode keeps only the first item (and says
 * so with the spec's message), and a limit cuts off what is beyond it.
 */
export function normalizeSelection<T extends DropdownItem>(
  selected: readonly T[],
  settings: SelectionSettings,
  warn: (message: string) => void,
): T[] {
  if (settings.singleSelection && selected.length > 1) {
    warn(Dropdown.singleSelectionWarning);
    return selected.slice(0, 1);
  }
  if (settings.limitSelection !== undefined && selected.length > settings.limitSelection) return selected.slice(0, settings.limitSelection);
  return [...selected];
}

export function isSelected(selected: readonly DropdownItem[], item: DropdownItem, settings: SelectionSettings): boolean {
  const key = keyOf(item, settings);
  return selected.some((s) => keyOf(s, settings) === key);
}

export function limitReached(selected: readonly DropdownItem[], settings: SelectionSettings): boolean {
  return settings.limitSelection !== undefined && selected.length >= settings.limitSelection;
}

/** Adds or removes one item; disabled items and additions past the limit change nothing. */
export function toggleItem<T extends DropdownItem>(selected: readonly T[], item: T, settings: SelectionSettings): T[] {
  if (item.disabled) return [...selected];
  if (isSelected(selected, item, settings)) return selected.filter((s) => keyOf(s, settings) !== keyOf(item, settings));
  if (settings.singleSelection) return [item];
  if (limitReached(selected, settings)) return [...selected];
  return [...selected, item];
}

/** Selects every enabled item of `items` that is not selected yet, in order, until the limit. */
export function selectAll<T extends DropdownItem>(selected: readonly T[], items: readonly T[], settings: SelectionSettings): T[] {
  const next = [...selected];
  for (const item of items) {
    if (item.disabled || isSelected(next, item, settings)) continue;
    if (limitReached(next, settings)) break;
    next.push(item);
  }
  return next;
}

/** Unselects the enabled items of `items`; a disabled item keeps the state it was given. */
export function unselectAll<T extends DropdownItem>(selected: readonly T[], items: readonly T[], settings: SelectionSettings): T[] {
  const removable = new Set(items.filter((item) => !item.disabled).map((item) => keyOf(item, settings)));
  return selected.filter((s) => !removable.has(keyOf(s, settings)));
}

/** True when every enabled item of `items` is selected (and there is at least one). */
export function allSelected(selected: readonly DropdownItem[], items: readonly DropdownItem[], settings: SelectionSettings): boolean {
  const enabled = items.filter((item) => !item.disabled);
  return enabled.length > 0 && enabled.every((item) => isSelected(selected, item, settings));
}

/** Toggles a whole group: selects its enabled members unless all already are, then unselects them. */
export function toggleGroup<T extends DropdownItem>(selected: readonly T[], group: DropdownGroup, settings: SelectionSettings): T[] {
  const members = group.list as T[];
  return allSelected(selected, members, settings) ? unselectAll(selected, members, settings) : selectAll(selected, members, settings);
}

/** Entries whose label contains the term (any case); a group stays with its matching members. */
export function filterEntries(
  data: readonly (DropdownItem | DropdownGroup)[],
  term: string,
  settings: SelectionSettings,
): (DropdownItem | DropdownGroup)[] {
  const needle = term.trim().toLowerCase();
  if (needle === '') return [...data];
  const matches = (item: DropdownItem) => labelOf(item, settings).toLowerCase().includes(needle);
  return data.flatMap((entry) => {
    if (!isGroup(entry)) return matches(entry) ? [entry] : [];
    const list = entry.list.filter(matches);
    return list.length > 0 ? [{ ...entry, list }] : [];
  });
}
