export * from './api.ts';
export * from './errors.ts';
