export * from './event-bus.ts';
