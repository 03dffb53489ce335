import { Dropdown } from '@ea/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MultiSelect, type MultiSelectProps } from './multi-select.tsx';
import type { DropdownGroup, DropdownItem } from './selection-model.ts';

const actions: DropdownItem[] = [
  { id: 1, itemName: 'Create' },
  { id: 2, itemName: 'Update' },
  { id: 3, itemName: 'Delete', disabled: true },
  { id: 4, itemName: 'Read' },
];

function Harness(props: Partial<MultiSelectProps<DropdownItem>> & { initial?: DropdownItem[]; changes?: DropdownItem[][] }) {
  const [selected, setSelected] = useState<DropdownItem[]>(props.initial ?? []);
  return (
    <MultiSelect
      label="Action"
      data={actions}
      {...props}
      selected={selected}
      onChange={(next) => {
        props.changes?.push(next);
        setSelected(next);
      }}
    />
  );
}

const trigger = () => screen.getByRole('combobox', { name: 'Action' });
const search = () => screen.getByRole('combobox', { name: 'Search Action' });
const option = (name: string) => screen.getByRole('option', { name });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('MultiSelect', () => {
  it('shows the placeholder and opens with ArrowDown, focusing the search box', () => {
    render(<Harness />);
    expect(trigger().textContent).toContain(Dropdown.placeholder);
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(search());
    expect(search().getAttribute('placeholder')).toBe(Dropdown.searchPlaceholder);
    expect(screen.getByRole('listbox').style.maxHeight).toBe(`${Dropdown.maxHeight}px`);
  });

  it('moves through enabled options with the arrow keys and toggles with Enter', () => {
    const changes: DropdownItem[][] = [];
    render(<Harness changes={changes} />);
    fireEvent.click(trigger());
    // Order: Select All, Create, Update, Read (Delete is disabled and skipped).
    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    expect(search().getAttribute('aria-activedescendant')).toBe(option('Create').id);
    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    expect(search().getAttribute('aria-activedescendant')).toBe(option('Read').id);
    fireEvent.keyDown(search(), { key: 'Enter' });
    expect(changes.at(-1)?.map((i) => i.id)).toEqual([4]);
    expect(option('Read').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    expect(search().getAttribute('aria-activedescendant')).toBe(option(Dropdown.selectAllText).id);
  });

  it('closes on Escape and returns focus to the control', () => {
    render(<Harness />);
    fireEvent.click(trigger());
    fireEvent.keyDown(search(), { key: 'Escape' });
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('never selects a disabled item', () => {
    const changes: DropdownItem[][] = [];
    render(<Harness changes={changes} />);
    fireEvent.click(trigger());
    fireEvent.click(option('Delete'));
    expect(option('Delete').getAttribute('aria-disabled')).toBe('true');
    expect(changes).toEqual([]);
  });

  it('selects all enabled items, then offers UnSelect All', () => {
    render(<Harness />);
    fireEvent.click(trigger());
    fireEvent.click(option(Dropdown.selectAllText));
    expect(option(Dropdown.unSelectAllText).getAttribute('aria-selected')).toBe('true');
    expect(trigger().textContent).toContain('Create');
    expect(trigger().textContent).toContain('Read');
    fireEvent.click(option(Dropdown.unSelectAllText));
    expect(trigger().textContent).toContain(Dropdown.placeholder);
  });

  it('filters after the 1000 ms debounce and uses the filtered select-all texts', () => {
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.click(trigger());
    fireEvent.change(search(), { target: { value: 'date' } });
    act(() => vi.advanceTimersByTime(Dropdown.searchDebounceMs - 1));
    expect(screen.queryByRole('option', { name: 'Create' })).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('option', { name: 'Create' })).toBeNull();
    fireEvent.click(option(Dropdown.filterSelectAllText));
    expect(trigger().textContent).toContain('Update');
    expect(trigger().textContent).not.toContain('Create');
    expect(option(Dropdown.filterUnSelectAllText)).toBeTruthy();
  });

  it('says No Data Available when nothing matches', () => {
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.click(trigger());
    fireEvent.change(search(), { target: { value: 'nothing like this' } });
    act(() => vi.advanceTimersByTime(Dropdown.searchDebounceMs));
    expect(screen.getByText(Dropdown.noDataLabel)).toBeTruthy();
  });

  it('in single-selection mode keeps the first preselected item, logs the warning, and closes on choice', () => {
    const warnings: string[] = [];
    render(<Harness singleSelection initial={[actions[0]!, actions[1]!]} warn={(m) => warnings.push(m)} />);
    expect(warnings).toEqual([Dropdown.singleSelectionWarning]);
    expect(trigger().textContent).toContain('Create');
    expect(trigger().textContent).not.toContain('Update');
    fireEvent.click(trigger());
    expect(screen.queryByRole('option', { name: Dropdown.selectAllText })).toBeNull();
    fireEvent.click(option('Read'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger().textContent).toContain('Read');
    expect(trigger().textContent).not.toContain('Create');
  });

  it('stops at the selection limit', () => {
    render(<Harness limitSelection={2} />);
    fireEvent.click(trigger());
    fireEvent.click(option('Create'));
    fireEvent.click(option('Update'));
    fireEvent.click(option('Read'));
    expect(option('Read').getAttribute('aria-selected')).toBe('false');
    expect(option('Read').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('2 of 2 selected')).toBeTruthy();
  });

  it('selects a whole group from its title and honours custom keys', () => {
    const groups: DropdownGroup[] = [
      {
        code: 'g1',
        title: 'Documents',
        grpTitle: true,
        selected: false,
        list: [
          { code: 'a', title: 'Upload' },
          { code: 'b', title: 'Release' },
        ],
      },
      { code: 'g2', title: 'Access', grpTitle: true, selected: false, list: [{ code: 'c', title: 'Revoke' }] },
    ];
    const changes: DropdownItem[][] = [];
    render(<Harness data={groups} labelKey="title" primaryKey="code" changes={changes} />);
    fireEvent.click(trigger());
    expect(screen.getAllByRole('group')).toHaveLength(2);
    fireEvent.click(option('Documents'));
    expect(changes.at(-1)?.map((i) => i.code)).toEqual(['a', 'b']);
    expect(option('Documents').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(option('Upload'));
    expect(option('Documents').getAttribute('aria-selected')).toBe('false');
  });

  it('closes when the pointer goes down outside', () => {
    render(
      <div>
        <Harness />
        <p>outside</p>
      </div>,
    );
    fireEvent.click(trigger());
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('MultiSelect without a search box', () => {
  it('focuses the listbox, where Home, End and Space work', () => {
    const changes: DropdownItem[][] = [];
    render(<Harness enableSearchFilter={false} changes={changes} />);
    fireEvent.click(trigger());
    const listbox = screen.getByRole('listbox', { name: 'Action' });
    expect(document.activeElement).toBe(listbox);
    fireEvent.keyDown(listbox, { key: 'End' });
    expect(listbox.getAttribute('aria-activedescendant')).toBe(option('Read').id);
    fireEvent.keyDown(listbox, { key: ' ' });
    expect(changes.at(-1)?.map((i) => i.id)).toEqual([4]);
    fireEvent.keyDown(listbox, { key: 'Home' });
    expect(listbox.getAttribute('aria-activedescendant')).toBe(option(Dropdown.selectAllText).id);
    fireEvent.keyDown(listbox, { key: 'Tab' });
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
