import type { Channel } from '@ea/contracts/directory';
import { describe, expect, it } from 'vitest';
import { channelListStatus, channelPage } from './channel-rows.ts';

const channel = (id: number, name: string, createdAt: string, archivedAt: string | null = null): Channel => ({
  id,
  name,
  logoUrl: null,
  createdAt,
  updatedAt: createdAt,
  archivedAt,
});
const all = [channel(1, 'beta', '2024-01-02'), channel(2, 'Alpha', '2024-01-03'), channel(3, 'gamma', '2024-01-01')];

describe('channelPage', () => {
  it('sorts by name without regard to case, and pages', () => {
    const first = channelPage(all, { page: 1, size: 2, filter: null, sort: null, order: null });
    expect(first.rows.map((c) => c.name)).toEqual(['Alpha', 'beta']);
    expect(first.total).toBe(3);
    expect(channelPage(all, { page: 2, size: 2, filter: null, sort: null, order: null }).rows.map((c) => c.id)).toEqual([3]);
  });

  it('sorts the numbers in names by value: Channel 9 before Channel 10', () => {
    const numbered = [
      channel(1, 'Channel 10', '2024-01-01'),
      channel(2, 'Channel 9', '2024-01-01'),
      channel(3, 'channel 100', '2024-01-01'),
    ];
    const sorted = channelPage(numbered, { page: 1, size: 10, filter: null, sort: 'name', order: 'asc' });
    expect(sorted.rows.map((c) => c.name)).toEqual(['Channel 9', 'Channel 10', 'channel 100']);
  });

  it('filters by name and honours sort and order from the URL', () => {
    expect(channelPage(all, { page: 1, size: 10, filter: 'A', sort: 'createdAt', order: 'desc' }).rows.map((c) => c.id)).toEqual([2, 1, 3]);
    expect(channelPage(all, { page: 1, size: 10, filter: 'gam', sort: 'name', order: 'asc' }).rows.map((c) => c.id)).toEqual([3]);
  });

  it('leaves archived channels out unless the status asks for them', () => {
    const withArchived = [...all, channel(4, 'Archived one', '2024-01-04', '2024-02-01T00:00:00Z')];
    const query = { page: 1, size: 10, filter: null, sort: null, order: null };
    expect(channelPage(withArchived, query).rows.map((c) => c.id)).toEqual([2, 1, 3]);
    expect(channelPage(withArchived, { ...query, status: 'archived' }).rows.map((c) => c.id)).toEqual([4]);
    expect(channelPage(withArchived, { ...query, status: 'all' }).total).toBe(4);
    expect(channelPage(withArchived, { ...query, status: 'all', filter: 'arch' }).rows.map((c) => c.id)).toEqual([4]);
  });

  it('reads an unknown status parameter as the active channels', () => {
    expect(channelListStatus(null)).toBe('active');
    expect(channelListStatus('archived')).toBe('archived');
    expect(channelListStatus('everything')).toBe('active');
  });
});
