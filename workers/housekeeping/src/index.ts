export { housekeepingProcessor } from './housekeeping-processor.ts';
