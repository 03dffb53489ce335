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
  it('tells a user that a company they track filed, with the way to their alerts', () => {
    const alert = message({
      event: 'alert.generated',
      data: {
        generatedId: 7,
        cik: 1318605,
        companyName: 'Tesla, Inc.',
        formType: '8-K',
        accession: '0000950170-26-000001',
        dateFiled: '2026-11-24',
      },
    });
    expect(notificationFor(alert)).toEqual({
      kind: 'info',
      title: 'New filing',
      message: 'Tesla, Inc. filed 8-K on Nov 24, 2026',
      link: { href: '/edgar-eye/my-alerts', label: 'My Alerts' },
    });
    expect(notificationFor(message({ event: 'alert.generated', data: { companyName: 'Tesla, Inc.' } }))).toBeNull();
  });

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

  it('tells a mentioned user who mentioned them and where, with a link to the document in the editor', () => {
    const mention = message({
      event: 'comment.mentioned',
      aggregateId: 'd-1',
      data: {
        documentId: '6f1c2a9e-1b2c-4d3e-8f90-a1b2c3d4e5f6',
        companyId: 5,
        threadId: '3f0e4c1a-8d2b-4a6e-9c1f-0b2d4e6f8a01',
        byName: 'Ana Ortiz',
        documentTitle: 'Q3 10-Q',
      },
    });
    expect(notificationFor(mention)).toEqual({
      kind: 'info',
      title: 'Mentioned in a comment',
      message: 'Ana Ortiz mentioned you in Q3 10-Q',
      link: { href: '/library-editor/6f1c2a9e-1b2c-4d3e-8f90-a1b2c3d4e5f6', label: 'Open document' },
    });
    expect(notificationFor({ ...mention, data: { documentId: 'd-1', byName: 'Ana Ortiz' } })).toBeNull();
    expect(notificationFor({ ...mention, event: 'comment.changed' })).toBeNull();
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
