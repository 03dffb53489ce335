export * from './api.ts';
export * from './audit-values.ts';
export * from './bulk.ts';
export * from './channel-page.ts';
export * from './errors.ts';
export * from './events.ts';
export * from './filer-rules.ts';
export * from './rules.ts';
