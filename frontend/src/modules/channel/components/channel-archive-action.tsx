import { type Channel, ChannelArchiveMessages } from '@ea/contracts/directory';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiRequestError } from '@/api/api-request-error.ts';
import { setChannelArchived } from '@/api/directory/channel-page.ts';
import { CHANNELS_KEY, channelKey } from '@/api/directory/channels.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog/confirm-dialog.tsx';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';

/**
 * Archive (after a confirmation saying what it does) or unarchive a channel: admins only, which
 * the page checks before showing it and the server checks again.
 */
export function ChannelArchiveAction({ channel }: { channel: Channel }) {
  const session = useSessionClient();
  const notifications = useNotifications();
  const { mutate } = useSWRConfig();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const archived = channel.archivedAt !== null;

  const change = async (archive: boolean) => {
    setAsking(false);
    setBusy(true);
    try {
      const saved = await setChannelArchived(session, channel.id, archive);
      await mutate(channelKey(channel.id), saved, { revalidate: false });
      await mutate(CHANNELS_KEY);
      notifications.show({ kind: 'success', message: archive ? ChannelArchiveMessages.archived : ChannelArchiveMessages.unarchived });
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      notifications.show({ kind: 'error', message: failure.message });
      await mutate(channelKey(channel.id));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={archived ? 'button' : 'button button--danger'}
        disabled={busy}
        onClick={() => (archived ? change(false) : setAsking(true))}
      >
        {busy ? 'Saving…' : archived ? 'Unarchive channel' : 'Archive channel'}
      </button>
      <ConfirmDialog
        open={asking}
        title={`Archive ${channel.name}?`}
        message={ChannelArchiveMessages.archiveQuestion}
        confirmLabel="Archive channel"
        tone="danger"
        onConfirm={() => change(true)}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
