import type { AnyProcessorDefinition } from '@ea/jobs';
import {
  commentTransferProcessor,
  renderChunkProcessor,
  renderMergeProcessor,
  renderProcessor,
  renderSweepProcessor,
} from './render-processors.ts';

/**
 * The library's jobs, as the worker host runs them. This entry (`@ea/library/jobs`) loads no
 * Fastify, and the rendering engines load only when a render processor starts.
 */
export const libraryJobs: readonly AnyProcessorDefinition[] = [
  renderProcessor,
  renderChunkProcessor,
  renderMergeProcessor,
  renderSweepProcessor,
  commentTransferProcessor,
];

export { commentTransferQueue, renderChunkQueue, renderMergeQueue, renderQueue, renderSweepQueue } from './render-queues.ts';
