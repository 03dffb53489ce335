import type { ListState } from '@/ui/list-state/use-list-state.ts';
import { MultiSelect } from '@/ui/multi-select/multi-select.tsx';
import type { AdminChannelOptions } from './channel-options.ts';

/**
 * The admins' channel filter of the company lists, bound to the general list parameter `client`:
 * archived channels too, marked, since their companies are still looked up.
 */
export function channelFilter(channels: AdminChannelOptions | null) {
  if (!channels) return undefined;
  return (list: ListState) => {
    const chosen = channels.filter.filter((item) => String(item.id) === list.get('client'));
    return (
      <div className="list-screen__filter">
        <span>Channel</span>
        <MultiSelect
          label="Channel filter"
          singleSelection
          data={channels.filter}
          selected={chosen}
          onChange={(next) => list.update({ client: next[0]?.id ?? null })}
        />
      </div>
    );
  };
}
