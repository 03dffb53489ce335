export * from './api.ts';
export * from './errors.ts';
export * from './events.ts';
export * from './rules.ts';
export * from './taxonomy-packages.ts';
