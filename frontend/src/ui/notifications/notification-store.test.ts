import { Notifications } from '@ea/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationStore } from './notification-store.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const messages = (store: NotificationStore) => store.getSnapshot().map((n) => n.message);

describe('NotificationStore', () => {
  it('puts the newest on top', () => {
    const store = new NotificationStore();
    store.show({ kind: 'info', message: 'first' });
    store.show({ kind: 'success', message: 'second' });
    expect(messages(store)).toEqual(['second', 'first']);
  });

  it('fades out after 5000 ms and is removed 300 ms later', () => {
    const store = new NotificationStore();
    store.show({ kind: 'success', message: 'Document Uploaded Successfully' });
    vi.advanceTimersByTime(Notifications.timeoutMs - 1);
    expect(store.getSnapshot()[0]?.leaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]?.leaving).toBe(true);
    vi.advanceTimersByTime(Notifications.fadeMs - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('stays while hovered and leaves 1000 ms after the pointer goes', () => {
    const store = new NotificationStore();
    const id = store.show({ kind: 'error', message: 'Error in Rendering Document.' });
    vi.advanceTimersByTime(4000);
    store.hold(id);
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()[0]?.leaving).toBe(false);
    store.release(id);
    vi.advanceTimersByTime(Notifications.extendedTimeoutMs - 1);
    expect(store.getSnapshot()[0]?.leaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]?.leaving).toBe(true);
  });

  it('keeps a progress toast until it turns into an outcome', () => {
    const store = new NotificationStore();
    const id = store.show({ kind: 'progress', message: 'Preparing Document for Review' });
    vi.advanceTimersByTime(60_000);
    expect(messages(store)).toEqual(['Preparing Document for Review']);
    store.update(id, { kind: 'success', message: 'Document is Ready for Review' });
    vi.advanceTimersByTime(Notifications.timeoutMs + Notifications.fadeMs);
    expect(store.getSnapshot()).toHaveLength(0);
  });
});
