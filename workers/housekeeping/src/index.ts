export { createHousekeepingProcessor, type HousekeepingDeps } from './housekeeping-processor.ts';
