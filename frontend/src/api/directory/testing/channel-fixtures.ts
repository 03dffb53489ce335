import type { Channel } from '@ea/contracts/directory';

/** A JSON answer as the API gives it, for tests that stand in for fetch. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const ARCHIVED_AT = '2026-02-01T00:00:00.000Z';

/** A channel as the channel list answers it; archived when `archivedAt` is given. */
export const channelFixture = (id: number, name: string, archivedAt: string | null = null): Channel => ({
  id,
  name,
  logoUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  archivedAt,
});
