import { Dropdown } from '@ea/contracts';
import { describe, expect, it } from 'vitest';
import {
  allSelected,
  type DropdownGroup,
  defaultSelectionSettings,
  filterEntries,
  normalizeSelection,
  type SelectionSettings,
  selectAll,
  toggleGroup,
  toggleItem,
  unselectAll,
} from './selection-model.ts';

const items = [
  { id: 1, itemName: 'Create' },
  { id: 2, itemName: 'Update' },
  { id: 3, itemName: 'Delete', disabled: true },
  { id: 4, itemName: 'Read' },
];
const s = defaultSelectionSettings;
const ids = (list: readonly Record<string, unknown>[]) => list.map((i) => i.id);

describe('normalizeSelection', () => {
  it('keeps only the first item in single-selection mode and logs the spec message', () => {
    const warnings: string[] = [];
    const single: SelectionSettings = { ...s, singleSelection: true };
    expect(ids(normalizeSelection(items.slice(0, 2), single, (m) => warnings.push(m)))).toEqual([1]);
    expect(warnings).toEqual([Dropdown.singleSelectionWarning]);
  });

  it('cuts a preselection to the limit without a warning', () => {
    const warnings: string[] = [];
    expect(ids(normalizeSelection(items, { ...s, limitSelection: 2 }, (m) => warnings.push(m)))).toEqual([1, 2]);
    expect(warnings).toEqual([]);
  });
});

describe('toggleItem', () => {
  it('adds and removes by primary key, not by object identity', () => {
    const once = toggleItem([], items[0]!, s);
    expect(ids(once)).toEqual([1]);
    expect(toggleItem(once, { id: 1, itemName: 'Create (copy)' }, s)).toEqual([]);
  });

  it('never selects a disabled item', () => {
    expect(toggleItem([], items[2]!, s)).toEqual([]);
  });

  it('replaces the selection in single-selection mode', () => {
    expect(ids(toggleItem([items[0]!], items[1]!, { ...s, singleSelection: true }))).toEqual([2]);
  });

  it('stops at the selection limit', () => {
    const limited = { ...s, limitSelection: 1 };
    expect(ids(toggleItem([items[0]!], items[1]!, limited))).toEqual([1]);
  });

  it('honours custom label and primary keys', () => {
    const custom = { ...s, primaryKey: 'code', labelKey: 'title' };
    const a = { code: 'x', title: 'X' };
    expect(toggleItem([a], { code: 'x', title: 'other' }, custom)).toEqual([]);
  });
});

describe('select all / unselect all', () => {
  it('selects every enabled item, skipping disabled ones, up to the limit', () => {
    expect(ids(selectAll([], items, s))).toEqual([1, 2, 4]);
    expect(ids(selectAll([], items, { ...s, limitSelection: 2 }))).toEqual([1, 2]);
  });

  it('counts as all selected when every enabled item is', () => {
    expect(allSelected(selectAll([], items, s), items, s)).toBe(true);
    expect(allSelected([items[0]!], items, s)).toBe(false);
    expect(allSelected([], [items[2]!], s)).toBe(false);
  });

  it('unselects only the given (filtered) items', () => {
    const everything = selectAll([], items, s);
    expect(ids(unselectAll(everything, [items[1]!], s))).toEqual([1, 4]);
  });
});

describe('groups and filtering', () => {
  const groups: DropdownGroup[] = [
    { id: 'g1', itemName: 'Filings', grpTitle: true, selected: false, list: [items[0]!, items[1]!] },
    { id: 'g2', itemName: 'Access', grpTitle: true, selected: false, list: [items[2]!, items[3]!] },
  ];

  it('toggles the enabled members of a group together', () => {
    const on = toggleGroup([], groups[1]!, s);
    expect(ids(on)).toEqual([4]);
    expect(toggleGroup(on, groups[1]!, s)).toEqual([]);
  });

  it('filters by label case-insensitively and keeps groups with matching members', () => {
    const result = filterEntries(groups, 'REA', s);
    expect(result).toHaveLength(2);
    expect(ids((result[0] as DropdownGroup).list)).toEqual([1]);
    expect(ids((result[1] as DropdownGroup).list)).toEqual([4]);
    expect(filterEntries(items, 'zzz', s)).toEqual([]);
  });
});
