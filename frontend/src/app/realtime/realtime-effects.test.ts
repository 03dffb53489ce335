import { ErrorMessages, RealtimeConnection, type RealtimeMessage, RenderingStatus, SuccessMessages } from '@ea/contracts';
import { describe, expect, it } from 'vitest';
import { socketOptions } from './realtime-client.ts';
import { notificationFor } from './realtime-effects.ts';

const message = (over: Partial<RealtimeMessage>): RealtimeMessage => ({
  event: 'document.updated',
  id: 'e-1',
  aggregateType: 'document',
  aggregateId: 'd-1',
  occurredAt: '2026-01-01T00:00:00Z',
  ...over,
});

describe('realtime effects', () => {
  it('shows an explicit notification and the rendering outcomes with the spec texts', () => {
    expect(
      notificationFor(message({ data: { notification: { kind: 'progress', message: 'Preparing Document for Review', progress: 40 } } })),
    ).toEqual({
      kind: 'progress',
      message: 'Preparing Document for Review',
      progress: 40,
    });
    expect(notificationFor(message({ data: { renderingStatus: RenderingStatus.completed } }))).toEqual({
      kind: 'success',
      message: SuccessMessages.renderingCompleted,
    });
    expect(notificationFor(message({ data: { renderingStatus: RenderingStatus.error } }))?.message).toBe(ErrorMessages.rendering);
    expect(notificationFor(message({ data: { renderingStatus: RenderingStatus.pending } }))).toBeNull();
    expect(notificationFor(message({ data: { notification: { kind: 'shout', message: 'x' } } }))).toBeNull();
  });

  it('connects with the spec reconnection settings and the current token', () => {
    let token = 'a';
    const options = socketOptions(() => token);
    expect(options).toMatchObject({
      timeout: RealtimeConnection.timeout,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      reconnectionAttempts: Number.POSITIVE_INFINITY,
    });
    const sent: unknown[] = [];
    token = 'b';
    (options.auth as (send: (data: object) => void) => void)((data) => sent.push(data));
    expect(sent).toEqual([{ token: 'b' }]);
  });
});
