import type { RunDetail } from '@ea/contracts/validator';
import { describe, expect, it } from 'vitest';
import { applyProgress, progressOf } from './run-progress.ts';

const detail = (state: RunDetail['run']['state'], progress: number): RunDetail =>
  ({
    run: { id: 7, projectId: 3, state, progress, phase: 'Reading the filing' },
    project: { id: 3, name: 'Q1', companyId: 1, companyName: 'Apple Inc.' },
    groups: [],
  }) as unknown as RunDetail;

describe('progress messages', () => {
  it('reads the progress a message carries, and nothing from one without it', () => {
    expect(progressOf({ runId: 7, projectId: 3, state: 'running', progress: 40, phase: 'Checking facts' })).toEqual({
      runId: 7,
      state: 'running',
      progress: 40,
      phase: 'Checking facts',
    });
    expect(progressOf({ runId: '7', state: 'running', progress: 40 })).toBeNull();
    expect(progressOf({ runId: 7, state: 'exploded', progress: 40 })).toBeNull();
    expect(progressOf(undefined)).toBeNull();
  });

  it('moves the cached run forward', () => {
    const next = applyProgress(detail('queued', 0), { runId: 7, state: 'running', progress: 35, phase: 'Loading the taxonomy' });
    expect(next.run).toMatchObject({ state: 'running', progress: 35, phase: 'Loading the taxonomy' });
  });

  it('ignores a late message that would take the run backwards, and another run’s', () => {
    const running = detail('running', 60);
    expect(applyProgress(running, { runId: 7, state: 'running', progress: 40, phase: 'x' })).toBe(running);
    expect(applyProgress(running, { runId: 7, state: 'queued', progress: 0, phase: '' })).toBe(running);
    expect(applyProgress(running, { runId: 8, state: 'running', progress: 90, phase: '' })).toBe(running);
    const done = detail('failed', 100);
    expect(applyProgress(done, { runId: 7, state: 'running', progress: 99, phase: '' })).toBe(done);
  });

  it('leaves the final state to the re-read that brings its counts', () => {
    const next = applyProgress(detail('running', 80), { runId: 7, state: 'failed', progress: 100, phase: 'Done' });
    expect(next.run).toMatchObject({ state: 'running', progress: 100, phase: 'Done' });
  });
});
