import { type FormEvent, useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiRequestError } from '@/api/api-request-error.ts';
import { channelAccountKey, saveChannelAccount, useChannelAccount } from '@/api/identity/channel-account.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { TextField } from '@/ui/form-fields/text-field.tsx';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { SectionCard } from '@/ui/page/section-card.tsx';
import './channel-account.css';

export const CHANNEL_ACCOUNT_SAVED = 'Identity-provider account saved';

/**
 * The channel's identity-provider account: with one, its users are mirrored to the provider and a
 * user save no longer asks "Channel not mapped to an identity-provider account".
 */
export function ChannelAccountCard({ channelId }: { channelId: number }) {
  const session = useSessionClient();
  const notifications = useNotifications();
  const { mutate } = useSWRConfig();
  const { data, error } = useChannelAccount(channelId);
  const [account, setAccount] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setAccount(data?.account ?? ''), [data?.account]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (account.trim() === '') return setFieldError('Please enter the account id');
    setBusy(true);
    try {
      await saveChannelAccount(session, channelId, account.trim());
      await mutate(channelAccountKey(channelId));
      notifications.show({ kind: 'success', message: CHANNEL_ACCOUNT_SAVED });
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      setFieldError(failure.fields?.account ?? null);
      notifications.show({ kind: 'error', message: failure.message });
    } finally {
      setBusy(false);
    }
  };

  const mapped = data?.account ?? null;
  return (
    <SectionCard title="Identity-provider account">
      <form className="channel-account" onSubmit={submit} noValidate aria-label="Identity-provider account">
        <p className="channel-account__state" role="status">
          {error
            ? error.message
            : data === undefined
              ? 'Loading…'
              : mapped
                ? `Mapped to ${mapped}: this channel's users are mirrored to the identity provider.`
                : "Not mapped: this channel's users are not mirrored, and saving one asks for confirmation."}
        </p>
        <TextField
          label="Account id"
          value={account}
          onChange={(value) => {
            setAccount(value);
            setFieldError(null);
          }}
          error={fieldError}
          maxLength={200}
          required
        />
        <div className="channel-account__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save account'}
          </button>
        </div>
      </form>
    </SectionCard>
  );
}
