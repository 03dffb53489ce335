import type { ChannelRow } from '../db/channels-repository.ts';

export interface ChannelView {
  id: number;
  name: string;
  /** Where the SPA fetches the logo that brands the channel's users' screens; null without one. */
  logoUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

export function channelView(row: ChannelRow): ChannelView {
  return {
    id: row.id,
    name: row.name,
    // The update time busts browser caches when a new logo replaces the old one.
    logoUrl: row.logo_key ? `/api/client/${row.id}/logo?v=${row.updated_at.getTime()}` : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
