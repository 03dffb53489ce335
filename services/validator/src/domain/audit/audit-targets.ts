import { Module } from '@ea/contracts';
import type { EasyViewAuditTarget } from '@ea/contracts/easyview';
import type { ProjectModule } from '../../db/schema.ts';

/**
 * How each module's entries in the schema's one audit log name their records: a module's audit
 * screen lists only its own kinds, so the Validator's work never shows in EAsyView's log.
 */
export const AUDIT_TARGETS: Record<ProjectModule, { project: string; filing: string; taxonomyPackage: string }> = {
  [Module.validator]: { project: 'validator-project', filing: 'validator-run', taxonomyPackage: 'validator-taxonomy-package' },
  [Module.easyview]: {
    project: 'easyview-project',
    filing: 'easyview-filing',
    taxonomyPackage: 'easyview-taxonomy-package',
  } satisfies Record<string, EasyViewAuditTarget>,
};
