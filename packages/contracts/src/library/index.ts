export * from './api.ts';
export * from './collaboration.ts';
export * from './errors.ts';
export * from './events.ts';
export * from './rendering.ts';
export * from './rules.ts';
