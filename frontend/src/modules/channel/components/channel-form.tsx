import { ErrorMessages, SuccessMessages } from '@ea/contracts';
import type { Channel } from '@ea/contracts/directory';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ApiRequestError } from '@/api/api-request-error.ts';
import { CHANNELS_KEY, channelKey, saveChannel, uploadChannelLogo } from '@/api/directory/channels.ts';
import { paths } from '@/app/paths.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { FileDrop } from '@/ui/file-drop/file-drop.tsx';
import { fieldRules, firstError } from '@/ui/form-fields/field-rules.ts';
import { TextField } from '@/ui/form-fields/text-field.tsx';
import { useFormLeaveGuard } from '@/ui/leave-guard/use-form-leave-guard.ts';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { ChannelLogo } from './channel-logo.tsx';
import './channel-form.css';

interface Errors {
  name?: string | null;
  logo?: string | null;
}

/**
 * Adds or edits a channel: the name, and a logo that FileDrop checks by name, size and content
 * before anything is sent. The server's own verdict on the logo is shown at the same place.
 */
export function ChannelForm({ channel }: { channel?: Channel }) {
  const session = useSessionClient();
  const notifications = useNotifications();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [name, setName] = useState(channel?.name ?? '');
  const [logo, setLogo] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  // Once the channel exists (even when its logo failed), saving again updates it.
  const [savedId, setSavedId] = useState<number | null>(channel?.id ?? null);
  const guard = useFormLeaveGuard(name !== (channel?.name ?? '') || logo !== null);

  useEffect(() => {
    if (!logo) return;
    const url = URL.createObjectURL(logo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [logo]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nameError = firstError(name, fieldRules.clientName);
    setErrors({ name: nameError });
    if (nameError) return;
    setBusy(true);
    try {
      let saved = await saveChannel(session, savedId, name.trim());
      setSavedId(saved.id);
      if (logo) saved = await uploadChannelLogo(session, saved.id, logo);
      await mutate(channelKey(saved.id), saved, { revalidate: false });
      await mutate(CHANNELS_KEY);
      notifications.show({ kind: 'success', message: SuccessMessages.channelSaved });
      guard.allowNext();
      navigate(paths.channel.list);
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      void mutate(CHANNELS_KEY);
      const fieldErrors: Errors = { name: error.fields?.name ?? null };
      if (error.status === 413 || error.status === 415 || error.fields?.logo) fieldErrors.logo = error.fields?.logo ?? error.message;
      setErrors(fieldErrors);
      notifications.show({ kind: 'error', message: error.isNetwork ? error.message : ErrorMessages.clientSaveFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="channel-form card" onSubmit={submit} noValidate aria-label="Channel details">
      <div className="channel-form__grid">
        <TextField
          label="Client name"
          value={name}
          onChange={(value) => {
            setName(value);
            setErrors((current) => ({ ...current, name: null }));
          }}
          error={errors.name}
          required
          autoComplete="organization"
        />
        <div className="channel-form__logo">
          <FileDrop
            kind="logo"
            label="Logo"
            hint="JPG or PNG, up to 2 MB. Drop it here or click to browse."
            onFile={(file) => {
              setLogo(file);
              setErrors((current) => ({ ...current, logo: null }));
            }}
          />
          {errors.logo && (
            <p className="field__error" role="alert">
              {errors.logo}
            </p>
          )}
        </div>
        <div className="channel-form__preview" aria-live="polite">
          <span className="field__label">Preview</span>
          <div className="channel-form__preview-box">
            {preview ? (
              <img src={preview} alt="New logo preview" className="channel-logo" style={{ height: 48, maxWidth: 192 }} />
            ) : (
              <ChannelLogo name={name || 'Channel'} logoUrl={channel?.logoUrl ?? null} size={48} />
            )}
            <span className="channel-form__preview-name">{name.trim() || 'Channel name'}</span>
          </div>
        </div>
      </div>
      <div className="channel-form__actions">
        <Link className="button" to={paths.channel.list}>
          Cancel
        </Link>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Saving…' : channel ? 'Update Channel' : 'Add Channel'}
        </button>
      </div>
    </form>
  );
}
