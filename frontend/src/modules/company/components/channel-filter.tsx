import type { ListState } from '@/ui/list-state/use-list-state.ts';
import { MultiSelect } from '@/ui/multi-select/multi-select.tsx';
import type { useAdminChannelOptions } from './channel-options.ts';

/** The admins' channel filter of the company lists, bound to the general list parameter `client`. */
export function channelFilter(channels: ReturnType<typeof useAdminChannelOptions>) {
  if (!channels) return undefined;
  return (list: ListState) => {
    const chosen = channels.items.filter((item) => String(item.id) === list.get('client'));
    return (
      <div className="list-screen__filter">
        <span>Channel</span>
        <MultiSelect
          label="Channel filter"
          singleSelection
          data={channels.items}
          selected={chosen}
          onChange={(next) => list.update({ client: next[0]?.id ?? null })}
        />
      </div>
    );
  };
}
