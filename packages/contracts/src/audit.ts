/** Audit actions (spec §3). */
export const AUDIT_ACTIONS = ['Create', 'Update', 'Delete', 'New Version Upload', 'Read', 'Submit', 'Revoke', 'Comments'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** XBRL fact kinds (spec §3). */
export const FACT_KINDS = ['context', 'unit', 'negation', 'extended', 'footnote', 'concept', 'fact', 'presentation'] as const;
export type FactKind = (typeof FACT_KINDS)[number];
