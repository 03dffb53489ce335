import type { Channel } from '@ea/contracts/directory';
import type { ChannelRow } from '../../db/channels-repository.ts';

export function channelView(row: ChannelRow): Channel {
  return {
    id: row.id,
    name: row.name,
    // The update time busts browser caches when a new logo replaces the old one.
    logoUrl: row.logo_key ? `/api/client/${row.id}/logo?v=${row.updated_at.getTime()}` : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    archivedAt: row.archived_at ? row.archived_at.toISOString() : null,
  };
}
