import type { FeatureMapping } from '@ea/contracts/identity';

/** Features per role id, as the screen edits them. */
export type FeatureDraft = ReadonlyMap<number, ReadonlySet<string>>;

export function draftOf(mapping: readonly FeatureMapping[]): FeatureDraft {
  return new Map(mapping.map((entry) => [entry.roleId, new Set(entry.features)]));
}

/** The draft with one role's feature switched on or off. */
export function toggleFeature(draft: FeatureDraft, roleId: number, feature: string): FeatureDraft {
  const next = new Map(draft);
  const features = new Set(draft.get(roleId) ?? []);
  if (features.has(feature)) features.delete(feature);
  else features.add(feature);
  next.set(roleId, features);
  return next;
}

/** The roles whose features differ from the saved mapping, each with its full new feature list (sorted). */
export function changedRoles(saved: readonly FeatureMapping[], draft: FeatureDraft): { roleId: number; features: string[] }[] {
  const savedByRole = draftOf(saved);
  const changes: { roleId: number; features: string[] }[] = [];
  for (const [roleId, features] of draft) {
    const before = savedByRole.get(roleId) ?? new Set<string>();
    const same = before.size === features.size && [...features].every((feature) => before.has(feature));
    if (!same) changes.push({ roleId, features: [...features].sort() });
  }
  return changes;
}
