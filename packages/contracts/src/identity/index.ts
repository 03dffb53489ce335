export * from './api.ts';
export * from './describe-audit-entry.ts';
export * from './errors.ts';
export * from './events.ts';
export * from './rules.ts';
