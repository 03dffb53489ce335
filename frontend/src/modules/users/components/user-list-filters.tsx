import { channelFilterChoices, useChannels } from '@/api/directory/channels.ts';
import { useRoles } from '@/api/identity/roles.ts';
import { readMultiValue, writeMultiValue } from '@/ui/list-state/multi-value-param.ts';
import type { ListState } from '@/ui/list-state/use-list-state.ts';
import { MultiSelect } from '@/ui/multi-select/multi-select.tsx';
import { PRODUCTS } from './products.ts';

function OptionFilter({
  label,
  param,
  options,
  list,
  single = false,
}: {
  label: string;
  param: 'clientfilter' | 'rolefilter' | 'productId';
  options: { id: number; name: string }[] | undefined;
  list: ListState;
  single?: boolean;
}) {
  const items = (options ?? []).map((option) => ({ id: String(option.id), itemName: option.name }));
  const chosen = readMultiValue(list.get(param));
  const selected = items.filter((item) => chosen.includes(item.id));
  return (
    <div className="list-screen__filter">
      <span>{label}</span>
      <MultiSelect
        label={`${label} filter`}
        data={items}
        disabled={options === undefined}
        singleSelection={single}
        selected={selected}
        onChange={(next) =>
          single
            ? list.update({ [param]: writeMultiValue(next.map((item) => item.id)) })
            : list.changeKeys(
                param,
                selected.map((item) => item.id),
                next.map((item) => item.id),
              )
        }
      />
    </div>
  );
}

/** Channel, role and product filters of the user list, bound to `clientfilter`, `rolefilter` and `productId` (spec §2). */
export function UserListFilters({ list }: { list: ListState }) {
  const channels = useChannels().data?.items;
  const roles = useRoles().data;
  return (
    <>
      {/* Archived channels too, marked: their users are still looked up. */}
      <OptionFilter label="Channel" param="clientfilter" options={channels && channelFilterChoices(channels)} list={list} />
      <OptionFilter label="Role" param="rolefilter" options={roles} list={list} />
      <OptionFilter label="Product" param="productId" options={PRODUCTS} list={list} single />
    </>
  );
}
