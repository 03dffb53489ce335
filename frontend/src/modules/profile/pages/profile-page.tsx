import type { Profile } from '@ea/contracts/identity';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ApiRequestError } from '@/api/api-request-error.ts';
import { useMfaStatus } from '@/api/identity/account.ts';
import { PROFILE_KEY, saveProfile, useProfile } from '@/api/identity/profile.ts';
import { brandPaths } from '@/app/paths.ts';
import { useSessionClient, useSessionUser } from '@/app/session/session-context.tsx';
import { useFormLeaveGuard } from '@/ui/leave-guard/use-form-leave-guard.ts';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { PageHeader } from '@/ui/page/page-header.tsx';
import { useRouteTitle } from '@/ui/page/route-title.ts';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { TimeZoneField } from '../components/time-zone-field.tsx';
import '../components/profile.css';

/** The signed-in user's profile: who they are, and the time zone every screen shows times in. */
export default function ProfilePage() {
  const title = useRouteTitle();
  const profile = useProfile();
  if (!profile.data) {
    return (
      <>
        <PageHeader title={title} />
        {profile.error ? (
          <p className="field__error" role="alert">
            {profile.error.message}
          </p>
        ) : (
          <Skeleton lines={4} label="Loading your profile" />
        )}
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} description={profile.data.email} />
      <SectionCard title="Account">
        <dl className="profile-facts">
          <div>
            <dt>Name</dt>
            <dd>{`${profile.data.firstName} ${profile.data.lastName}`.trim() || '—'}</dd>
          </div>
          <div>
            <dt>User name</dt>
            <dd>{profile.data.userName}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{profile.data.email}</dd>
          </div>
        </dl>
      </SectionCard>
      <SignInSecurity />
      <TimeZoneForm key={profile.data.timeZone ?? ''} profile={profile.data} />
    </>
  );
}

/** Where the user looks after their own sign-in: the password, and the authenticator and emailed code of MFA. */
function SignInSecurity() {
  const user = useSessionUser();
  const mfa = useMfaStatus();
  if (!user) return null;
  const pages = brandPaths(user.brand);
  const onOff = (on: boolean | undefined) => (on === undefined ? '…' : on ? 'On' : 'Off');
  return (
    <SectionCard title="Sign-in and security">
      <dl className="profile-facts">
        <div>
          <dt>Password</dt>
          <dd>
            <Link to={pages.changePassword}>Change password</Link>
          </dd>
        </div>
        <div>
          <dt>Authenticator app</dt>
          <dd>
            {onOff(mfa.data?.authenticator)} ·{' '}
            <Link to={pages.setupAuthenticator}>{mfa.data?.authenticator ? 'Replace authenticator' : 'Set up authenticator'}</Link>
          </dd>
        </div>
        <div>
          <dt>Emailed sign-in code</dt>
          <dd>
            {onOff(mfa.data?.emailCode)}
            {mfa.data?.requiredByChannel ? ' · Your channel requires a second step at sign-in' : ''} ·{' '}
            <Link to={pages.setupAuthenticator} aria-label="Change the emailed sign-in code">
              Change
            </Link>
          </dd>
        </div>
      </dl>
    </SectionCard>
  );
}

function TimeZoneForm({ profile }: { profile: Profile }) {
  const session = useSessionClient();
  const notifications = useNotifications();
  const { mutate } = useSWRConfig();
  const saved = profile.timeZone ?? '';
  const [zone, setZone] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const guard = useFormLeaveGuard(zone !== saved);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const updated = await guard.whileSaving(() => saveProfile(session, { timeZone: zone === '' ? null : zone }));
      // Every screen's times follow the profile's zone (ProfileTimeZone in the layout).
      await mutate(PROFILE_KEY, updated, { revalidate: false });
      notifications.show({ kind: 'success', message: 'Your time zone was saved' });
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      setError(failure.fields?.timeZone ?? null);
      notifications.show({ kind: 'error', message: failure.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard title="Time zone">
      <form className="profile-form" onSubmit={submit} noValidate aria-label="Time zone">
        <p className="profile-form__note">
          Dates and times show in this zone. EDGAR’s times and filing deadlines always show in Eastern time (ET), as EDGAR keeps them.
        </p>
        <TimeZoneField
          value={zone}
          onChange={(next) => {
            setZone(next);
            setError(null);
          }}
          error={error}
        />
        <div className="profile-form__actions">
          <button type="button" className="button" disabled={busy || zone === saved} onClick={() => setZone(saved)}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={busy || zone === saved}>
            {busy ? 'Saving…' : 'Save time zone'}
          </button>
        </div>
      </form>
    </SectionCard>
  );
}
