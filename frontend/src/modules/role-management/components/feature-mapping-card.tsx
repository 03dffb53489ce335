import { ADMIN_ROLE } from '@ea/contracts/identity';
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { FEATURE_MAPPING_KEY, saveRoleFeatures, useFeatureMapping, useFeatures } from '@/api/identity/features.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { Skeleton } from '@/ui/page/skeleton.tsx';
import { changedRoles, draftOf, type FeatureDraft, toggleFeature } from './feature-matrix.ts';

/** Features × roles: tick what each role grants and save; users get the change at their next sign-in. */
export function FeatureMappingCard() {
  const session = useSessionClient();
  const notifications = useNotifications();
  const { mutate } = useSWRConfig();
  const features = useFeatures();
  const mapping = useFeatureMapping();
  const [draft, setDraft] = useState<FeatureDraft>(new Map());
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (mapping.data) setDraft(draftOf(mapping.data));
  }, [mapping.data]);

  if (!features.data || !mapping.data) {
    return (
      <SectionCard title="Features by role">
        <Skeleton lines={4} label="Loading feature mapping" />
      </SectionCard>
    );
  }
  const saved = mapping.data;
  const changes = changedRoles(saved, draft);

  const save = async () => {
    setBusy(true);
    try {
      for (const change of changes) await saveRoleFeatures(session, change.roleId, change.features);
      await mutate(FEATURE_MAPPING_KEY);
      notifications.show({ kind: 'success', message: 'Feature mapping saved. Users get the change at their next sign-in.' });
    } catch (error) {
      notifications.show({ kind: 'error', message: error instanceof Error ? error.message : 'The mapping could not be saved' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard
      title="Features by role"
      actions={
        <span className="feature-mapping__actions">
          <button type="button" className="button" disabled={changes.length === 0 || busy} onClick={() => setDraft(draftOf(saved))}>
            Discard
          </button>
          <button type="button" className="button button--primary" disabled={changes.length === 0 || busy} onClick={() => void save()}>
            {busy ? 'Saving…' : 'Save mapping'}
          </button>
        </span>
      }
    >
      <div className="feature-mapping__scroll">
        <table className="feature-mapping" aria-label="Features by role">
          <thead>
            <tr>
              <th scope="col">Feature</th>
              {saved.map((role) => (
                <th key={role.roleId} scope="col">
                  {role.roleName}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {features.data.map((feature) => (
              <tr key={feature.id}>
                <th scope="row">
                  <span className="feature-mapping__name">{feature.name}</span>
                  <span className="feature-mapping__description">{feature.description}</span>
                </th>
                {saved.map((role) => (
                  <td key={role.roleId}>
                    {role.roleName === ADMIN_ROLE ? (
                      // Administrators hold every feature; the server refuses a mapping for their role.
                      <input
                        type="checkbox"
                        aria-label={`${role.roleName}: ${feature.name}`}
                        title="Administrators hold every feature"
                        checked
                        disabled
                      />
                    ) : (
                      <input
                        type="checkbox"
                        aria-label={`${role.roleName}: ${feature.name}`}
                        checked={draft.get(role.roleId)?.has(feature.name) ?? false}
                        onChange={() => setDraft((current) => toggleFeature(current, role.roleId, feature.name))}
                      />
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionCard>
  );
}
