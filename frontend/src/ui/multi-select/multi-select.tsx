import { Dropdown } from '@ea/contracts';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  allSelected,
  type DropdownGroup,
  type DropdownItem,
  filterEntries,
  isGroup,
  isSelected,
  keyOf,
  labelOf,
  leavesOf,
  limitReached,
  normalizeSelection,
  type SelectionSettings,
  selectAll,
  toggleGroup,
  toggleItem,
  unselectAll,
} from './selection-model.ts';
import './multi-select.css';

export interface MultiSelectProps<T extends DropdownItem> {
  /** Items, or groups of items when `grouped` (spec §3). */
  data: readonly (T | DropdownGroup)[];
  selected: readonly T[];
  onChange(selected: T[]): void;
  /** Accessible name of the control. */
  label: string;
  labelKey?: string;
  primaryKey?: string;
  singleSelection?: boolean;
  limitSelection?: number;
  enableSearchFilter?: boolean;
  enableCheckAll?: boolean;
  disabled?: boolean;
  placeholder?: string;
  searchDebounceMs?: number;
  maxHeight?: number;
  /** How many selected labels the closed control shows before "+N". */
  badgeShowLimit?: number;
  onOpen?(): void;
  onClose?(): void;
  /** Where the single-selection warning goes; the console by default. */
  warn?(message: string): void;
}

type Option<T> = { kind: 'all' } | { kind: 'group'; group: DropdownGroup } | { kind: 'item'; item: T };

/**
 * The dropdown of spec §3, §5 and §9: search with a 1000 ms debounce, select all / unselect all
 * (and their filtered variants), groups, disabled items, a selection limit, single-selection mode
 * that closes on choice, Escape to close, and full keyboard use through the listbox pattern.
 */
export function MultiSelect<T extends DropdownItem>(props: MultiSelectProps<T>) {
  const {
    data,
    selected,
    onChange,
    label,
    enableSearchFilter = true,
    enableCheckAll = true,
    disabled = false,
    placeholder = Dropdown.placeholder,
    searchDebounceMs = Dropdown.searchDebounceMs,
    maxHeight = Dropdown.maxHeight,
    badgeShowLimit = 3,
  } = props;
  const settings: SelectionSettings = useMemo(
    () => ({
      labelKey: props.labelKey ?? Dropdown.labelKey,
      primaryKey: props.primaryKey ?? Dropdown.primaryKey,
      singleSelection: props.singleSelection ?? false,
      limitSelection: props.limitSelection,
    }),
    [props.labelKey, props.primaryKey, props.singleSelection, props.limitSelection],
  );
  const id = useId();
  const listId = `${id}-list`;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [searchText, setSearchText] = useState('');
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(0);

  const warn = props.warn ?? ((message: string) => console.warn(message));
  const warnRef = useRef(warn);
  warnRef.current = warn;

  // A preselection the mode does not allow is corrected once, through the owner's onChange.
  useEffect(() => {
    const normalized = normalizeSelection(selected, settings, (m) => warnRef.current(m));
    if (normalized.length !== selected.length) onChange(normalized);
  }, [selected, settings, onChange]);

  useEffect(() => {
    if (searchText === term) return;
    const timer = setTimeout(() => {
      setTerm(searchText);
      setActive(0);
    }, searchDebounceMs);
    return () => clearTimeout(timer);
  }, [searchText, term, searchDebounceMs]);

  const visible = useMemo(() => filterEntries(data, term, settings), [data, term, settings]);
  const visibleLeaves = useMemo(() => leavesOf(visible) as T[], [visible]);
  const filtered = term.trim() !== '';
  const everyVisibleSelected = allSelected(selected, visibleLeaves, settings);
  const showCheckAll = enableCheckAll && !settings.singleSelection && visibleLeaves.length > 0;

  const options = useMemo(() => {
    const list: Option<T>[] = showCheckAll ? [{ kind: 'all' }] : [];
    for (const entry of visible) {
      if (isGroup(entry)) {
        if (!settings.singleSelection) list.push({ kind: 'group', group: entry });
        for (const item of entry.list) if (!item.disabled) list.push({ kind: 'item', item: item as T });
      } else if (!entry.disabled) list.push({ kind: 'item', item: entry as T });
    }
    return list;
  }, [visible, showCheckAll, settings.singleSelection]);
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));

  const optionId = (option: Option<T>) =>
    option.kind === 'all'
      ? `${id}-all`
      : option.kind === 'group'
        ? `${id}-group-${keyOf(option.group, settings)}`
        : `${id}-item-${keyOf(option.item, settings)}`;

  const openList = () => {
    if (disabled || open) return;
    setOpen(true);
    setActive(0);
    props.onOpen?.();
  };

  const closeList = (returnFocus: boolean) => {
    if (!open) return;
    setOpen(false);
    setSearchText('');
    setTerm('');
    props.onClose?.();
    if (returnFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    (enableSearchFilter ? searchRef.current : listRef.current)?.focus();
  }, [open, enableSearchFilter]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) closeList(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  });

  useEffect(() => {
    if (!open) return;
    const option = options[activeIndex];
    if (option) document.getElementById(optionId(option))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (option: Option<T> | undefined) => {
    if (!option) return;
    if (option.kind === 'all') {
      onChange(everyVisibleSelected ? unselectAll(selected, visibleLeaves, settings) : selectAll(selected, visibleLeaves, settings));
    } else if (option.kind === 'group') {
      onChange(toggleGroup(selected, option.group, settings));
    } else {
      onChange(toggleItem(selected, option.item, settings));
      if (settings.singleSelection) closeList(true);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLElement>, fromSearch: boolean) => {
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        setActive(activeIndex >= last ? 0 : activeIndex + 1);
        break;
      case 'ArrowUp':
        setActive(activeIndex <= 0 ? last : activeIndex - 1);
        break;
      case 'Home':
        if (fromSearch) return;
        setActive(0);
        break;
      case 'End':
        if (fromSearch) return;
        setActive(last);
        break;
      case 'Enter':
        choose(options[activeIndex]);
        break;
      case ' ':
        if (fromSearch) return;
        choose(options[activeIndex]);
        break;
      case 'Escape':
        closeList(true);
        break;
      case 'Tab':
        closeList(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  // Enter and Space reach the button's own click; arrows open the list as in a native select.
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    } else if (event.key === 'Escape') {
      closeList(true);
    }
  };

  const activeId = open && options[activeIndex] ? optionId(options[activeIndex]) : undefined;
  const shown = selected.slice(0, badgeShowLimit);
  const allLabel = filtered
    ? everyVisibleSelected
      ? Dropdown.filterUnSelectAllText
      : Dropdown.filterSelectAllText
    : everyVisibleSelected
      ? Dropdown.unSelectAllText
      : Dropdown.selectAllText;
  const atLimit = limitReached(selected, settings);

  // Clicking an option must leave focus in the search box, where the keyboard works.
  const keepFocus = (event: MouseEvent) => event.preventDefault();

  const renderItem = (item: T, nested: boolean) => {
    const checked = isSelected(selected, item, settings);
    const blocked = item.disabled === true || (!checked && atLimit && !settings.singleSelection);
    const option: Option<T> = { kind: 'item', item };
    const index = options.findIndex((o) => o.kind === 'item' && keyOf(o.item, settings) === keyOf(item, settings));
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled on the listbox (aria-activedescendant)
      <div
        key={keyOf(item, settings)}
        id={optionId(option)}
        role="option"
        tabIndex={-1}
        aria-selected={checked}
        aria-disabled={blocked || undefined}
        className={`multi-select__option${nested ? ' is-nested' : ''}${index === activeIndex ? ' is-active' : ''}${blocked ? ' is-disabled' : ''}`}
        onMouseDown={keepFocus}
        onPointerMove={() => index >= 0 && setActive(index)}
        onClick={() => !blocked && choose(option)}
      >
        {!settings.singleSelection && <span className={`multi-select__box${checked ? ' is-checked' : ''}`} aria-hidden="true" />}
        <span className="multi-select__label">{labelOf(item, settings)}</span>
      </div>
    );
  };

  return (
    <div className={`multi-select${open ? ' is-open' : ''}${disabled ? ' is-disabled' : ''}`} ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className="multi-select__trigger"
        // A select-only combobox (WAI-ARIA APG): named by its label, its text is the value chosen.
        role="combobox"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        disabled={disabled}
        onClick={() => (open ? closeList(true) : openList())}
        onKeyDown={onTriggerKeyDown}
      >
        {selected.length === 0 ? (
          <span className="multi-select__placeholder">{placeholder}</span>
        ) : (
          <span className="multi-select__chips">
            {shown.map((item) => (
              <span key={keyOf(item, settings)} className="multi-select__chip">
                {labelOf(item, settings)}
              </span>
            ))}
            {selected.length > shown.length && <span className="multi-select__more">+{selected.length - shown.length}</span>}
          </span>
        )}
        <span className="multi-select__caret" aria-hidden="true" />
      </button>
      {open && (
        <div className="multi-select__panel">
          {enableSearchFilter && (
            <div className="multi-select__search">
              <input
                ref={searchRef}
                className="input"
                role="combobox"
                aria-label={`Search ${label}`}
                aria-controls={listId}
                aria-expanded="true"
                aria-autocomplete="list"
                aria-activedescendant={activeId}
                placeholder={Dropdown.searchPlaceholder}
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
                onKeyDown={(event) => onListKeyDown(event, true)}
              />
            </div>
          )}
          <div
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={label}
            aria-multiselectable={!settings.singleSelection}
            aria-activedescendant={enableSearchFilter ? undefined : activeId}
            tabIndex={enableSearchFilter ? -1 : 0}
            className="multi-select__list"
            style={{ maxHeight }}
            onKeyDown={(event) => onListKeyDown(event, false)}
          >
            {showCheckAll && (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled on the listbox (aria-activedescendant)
              <div
                id={`${id}-all`}
                role="option"
                tabIndex={-1}
                aria-selected={everyVisibleSelected}
                className={`multi-select__option multi-select__all${activeIndex === 0 ? ' is-active' : ''}`}
                onMouseDown={keepFocus}
                onPointerMove={() => setActive(0)}
                onClick={() => choose({ kind: 'all' })}
              >
                <span className={`multi-select__box${everyVisibleSelected ? ' is-checked' : ''}`} aria-hidden="true" />
                <span className="multi-select__label">{allLabel}</span>
              </div>
            )}
            {visibleLeaves.length === 0 ? (
              <div className="multi-select__empty">{Dropdown.noDataLabel}</div>
            ) : (
              visible.map((entry) => {
                if (!isGroup(entry)) return renderItem(entry as T, false);
                const groupOption: Option<T> = { kind: 'group', group: entry };
                const index = options.findIndex((o) => o.kind === 'group' && keyOf(o.group, settings) === keyOf(entry, settings));
                const groupChecked = allSelected(selected, entry.list, settings);
                return (
                  // biome-ignore lint/a11y/useSemanticElements: a listbox group is an ARIA role, a fieldset would be a form control
                  <div key={keyOf(entry, settings)} role="group" aria-labelledby={optionId(groupOption)}>
                    {settings.singleSelection ? (
                      <div id={optionId(groupOption)} className="multi-select__option multi-select__group">
                        <span className="multi-select__label">{labelOf(entry, settings)}</span>
                      </div>
                    ) : (
                      // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled on the listbox (aria-activedescendant)
                      <div
                        id={optionId(groupOption)}
                        role="option"
                        tabIndex={-1}
                        aria-selected={groupChecked}
                        className={`multi-select__option multi-select__group${index === activeIndex ? ' is-active' : ''}`}
                        onMouseDown={keepFocus}
                        onPointerMove={() => index >= 0 && setActive(index)}
                        onClick={() => choose(groupOption)}
                      >
                        <span className={`multi-select__box${groupChecked ? ' is-checked' : ''}`} aria-hidden="true" />
                        <span className="multi-select__label">{labelOf(entry, settings)}</span>
                      </div>
                    )}
                    {entry.list.map((item) => renderItem(item as T, true))}
                  </div>
                );
              })
            )}
          </div>
          {settings.limitSelection !== undefined && !settings.singleSelection && (
            <div className="multi-select__footer" aria-live="polite">
              {selected.length} of {settings.limitSelection} selected
            </div>
          )}
        </div>
      )}
    </div>
  );
}
