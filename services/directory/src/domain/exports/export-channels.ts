import { type Channel, type ChannelExportQuery, channelShownAs } from '@ea/contracts/directory';
import { recordAudit, tenantScope, type UseCaseContext } from '@ea/service-kit/use-case';
import { buildListExport, type ExportColumn, isoCell, type ListExportFile } from '@ea/workbook';
import type { DirectoryDeps } from '../../deps.ts';
import { listChannels } from '../channels/list-channels.ts';

/** The channel list's columns as the SPA shows them (channel-list-page.tsx). */
const COLUMNS: ExportColumn<Channel>[] = [
  { header: 'Channel name', cell: (row) => row.name },
  { header: 'Logo', cell: (row) => (row.logoUrl ? 'Uploaded' : 'None') },
  { header: 'Added', cell: (row) => isoCell(row.createdAt) },
  { header: 'Updated', cell: (row) => isoCell(row.updatedAt) },
];

const SORTS = {
  name: (a: Channel, b: Channel) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  createdAt: (a: Channel, b: Channel) => a.createdAt.localeCompare(b.createdAt),
  updatedAt: (a: Channel, b: Channel) => a.updatedAt.localeCompare(b.updatedAt),
} as const;

/**
 * The channels the caller may see, filtered by name and sorted as the channel list does it in the
 * SPA (channel-rows.ts: GET api/client answers every channel and the screen pages them, since
 * channels are few), active or archived ones as the list's filter shows, as a file. Audited as a
 * Read of channels.
 */
export async function exportChannels({ deps, caller }: UseCaseContext<DirectoryDeps>, input: ChannelExportQuery): Promise<ListExportFile> {
  const needle = input.filter?.trim().toLowerCase() ?? '';
  const channels = (await listChannels({ deps, caller })).filter((channel) => channelShownAs(channel, input.status));
  const rows = needle === '' ? channels : channels.filter((channel) => channel.name.toLowerCase().includes(needle));
  const compare = SORTS[input.sort];
  rows.sort((a, b) => (input.order === 'desc' ? -compare(a, b) : compare(a, b)));
  const file = await buildListExport({ format: input.as, name: 'channels', columns: COLUMNS, rows });
  const scope = tenantScope(caller.claims);
  await recordAudit(deps.db, deps.schema, caller.actor, {
    action: 'Read',
    targetType: 'channel',
    channelId: scope.all ? null : scope.channelId,
    after: { fileName: file.fileName, rows: rows.length, filter: input.filter ?? null, status: input.status },
  });
  return file;
}
