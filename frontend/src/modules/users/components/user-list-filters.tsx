import { readMultiValue, writeMultiValue } from '../../../ui/list-state/multi-value-param.ts';
import type { ListState } from '../../../ui/list-state/use-list-state.ts';
import { MultiSelect } from '../../../ui/multi-select/multi-select.tsx';
import { channelOptionsKey, type NamedOption, roleOptionsKey, useFilterOptions } from '../api/filter-options.ts';

function OptionFilter({
  label,
  param,
  options,
  list,
}: {
  label: string;
  param: string;
  options: NamedOption[] | undefined;
  list: ListState;
}) {
  const items = (options ?? []).map((option) => ({ id: String(option.id), itemName: option.name }));
  const chosen = readMultiValue(list.get(param));
  return (
    <div className="list-screen__filter">
      <span>{label}</span>
      <MultiSelect
        label={`${label} filter`}
        data={items}
        disabled={options === undefined}
        selected={items.filter((item) => chosen.includes(item.id))}
        onChange={(next) => list.update({ [param]: writeMultiValue(next.map((item) => item.id)) })}
      />
    </div>
  );
}

/** Channel and role filters of the user list, bound to `clientfilter` and `rolefilter` (spec §2). */
export function UserListFilters({ list }: { list: ListState }) {
  const channels = useFilterOptions(channelOptionsKey);
  const roles = useFilterOptions(roleOptionsKey);
  return (
    <>
      <OptionFilter label="Channel" param="clientfilter" options={channels.data} list={list} />
      <OptionFilter label="Role" param="rolefilter" options={roles.data} list={list} />
    </>
  );
}
