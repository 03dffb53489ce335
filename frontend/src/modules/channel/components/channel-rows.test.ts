import type { Channel } from '@ea/contracts/directory';
import { describe, expect, it } from 'vitest';
import { channelPage } from './channel-rows.ts';

const channel = (id: number, name: string, createdAt: string): Channel => ({ id, name, logoUrl: null, createdAt, updatedAt: createdAt });
const all = [channel(1, 'beta', '2024-01-02'), channel(2, 'Alpha', '2024-01-03'), channel(3, 'gamma', '2024-01-01')];

describe('channelPage', () => {
  it('sorts by name without regard to case, and pages', () => {
    const first = channelPage(all, { page: 1, size: 2, filter: null, sort: null, order: null });
    expect(first.rows.map((c) => c.name)).toEqual(['Alpha', 'beta']);
    expect(first.total).toBe(3);
    expect(channelPage(all, { page: 2, size: 2, filter: null, sort: null, order: null }).rows.map((c) => c.id)).toEqual([3]);
  });

  it('filters by name and honours sort and order from the URL', () => {
    expect(channelPage(all, { page: 1, size: 10, filter: 'A', sort: 'createdAt', order: 'desc' }).rows.map((c) => c.id)).toEqual([2, 1, 3]);
    expect(channelPage(all, { page: 1, size: 10, filter: 'gam', sort: 'name', order: 'asc' }).rows.map((c) => c.id)).toEqual([3]);
  });
});
