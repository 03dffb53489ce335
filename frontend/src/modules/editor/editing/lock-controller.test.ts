import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LockAnswer, type LockApi, LockController, type LockState } from './lock-controller.ts';

/** A lock server in memory: who holds each topic. */
class FakeLocks implements LockApi {
  holders = new Map<string, string>();
  calls: string[] = [];
  offline = false;
  pending: (() => void)[] = [];
  hold = false;

  constructor(readonly me: string) {}

  async take(topicId: string, { renew }: { renew: boolean }): Promise<LockAnswer> {
    this.calls.push(`take ${topicId}`);
    if (this.hold) await new Promise<void>((resolve) => this.pending.push(resolve));
    if (this.offline) throw new TypeError('Failed to fetch');
    const holder = this.holders.get(topicId);
    if (holder !== undefined && holder !== this.me) return { kind: 'taken', holderName: holder, message: 'locked' };
    // As the server: a renewal is not a take, so a lock that went (broken) is not taken back.
    if (renew && holder === undefined) return { kind: 'taken', holderName: null, message: 'lost' };
    this.holders.set(topicId, this.me);
    return { kind: 'held', acquiredAt: '2026-11-23T10:00:00.000Z' };
  }

  async release(topicId: string, { keepalive }: { keepalive: boolean }): Promise<void> {
    this.calls.push(`release ${topicId}${keepalive ? ' keepalive' : ''}`);
    if (this.holders.get(topicId) === this.me) this.holders.delete(topicId);
  }
}

const HEARTBEAT = 15_000;

function controller(api: LockApi) {
  const states: LockState[] = [];
  const lock = new LockController(api, { heartbeatMs: HEARTBEAT, onChange: (s) => states.push(s) });
  return { lock, states };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the lock of the topic being edited', () => {
  it('takes the lock, renews it every heartbeat, and stops renewing once released', async () => {
    const api = new FakeLocks('me');
    const { lock } = controller(api);
    expect(await lock.acquire('t-1')).toEqual({ kind: 'held', topicId: 't-1', since: '2026-11-23T10:00:00.000Z' });
    await vi.advanceTimersByTimeAsync(HEARTBEAT * 3);
    expect(api.calls).toEqual(['take t-1', 'take t-1', 'take t-1', 'take t-1']);
    await lock.release();
    await vi.advanceTimersByTimeAsync(HEARTBEAT * 3);
    expect(api.calls.at(-1)).toBe('release t-1');
    expect(api.holders.size).toBe(0);
    expect(lock.state).toEqual({ kind: 'idle' });
  });

  it('leaves the topic read-only naming the holder when someone else edits it', async () => {
    const api = new FakeLocks('me');
    api.holders.set('t-1', 'Alice');
    const { lock } = controller(api);
    expect(await lock.acquire('t-1')).toEqual({ kind: 'refused', topicId: 't-1', taken: true, holderName: 'Alice', message: 'locked' });
    await vi.advanceTimersByTimeAsync(HEARTBEAT * 2);
    expect(api.calls).toEqual(['take t-1']);
  });

  it('can edit once the holder released it', async () => {
    const api = new FakeLocks('me');
    api.holders.set('t-1', 'Alice');
    const { lock } = controller(api);
    await lock.acquire('t-1');
    api.holders.delete('t-1');
    expect((await lock.acquire('t-1')).kind).toBe('held');
  });

  it('releases the first topic when another is chosen', async () => {
    const api = new FakeLocks('me');
    const { lock } = controller(api);
    await lock.acquire('t-1');
    await lock.acquire('t-2');
    expect(api.calls).toEqual(['take t-1', 'release t-1', 'take t-2']);
    expect([...api.holders]).toEqual([['t-2', 'me']]);
    await vi.advanceTimersByTimeAsync(HEARTBEAT);
    expect(api.calls.at(-1)).toBe('take t-2');
  });

  it('releases at once a lock whose answer came after the user moved on', async () => {
    const api = new FakeLocks('me');
    api.hold = true;
    const { lock } = controller(api);
    const first = lock.acquire('t-1');
    const second = lock.acquire('t-2');
    for (const resolve of api.pending.splice(0)) resolve();
    await Promise.all([first, second]);
    expect(lock.state).toMatchObject({ kind: 'held', topicId: 't-2' });
    expect(api.holders.get('t-1')).toBeUndefined();
    expect(api.calls).toContain('release t-1');
  });

  it('keeps the lock through a lost heartbeat and renews it when the network is back', async () => {
    const api = new FakeLocks('me');
    const { lock } = controller(api);
    await lock.acquire('t-1');
    api.offline = true;
    await vi.advanceTimersByTimeAsync(HEARTBEAT);
    expect(lock.state.kind).toBe('held');
    api.offline = false;
    await vi.advanceTimersByTimeAsync(HEARTBEAT);
    expect(lock.state.kind).toBe('held');
    expect(api.calls.filter((c) => c === 'take t-1')).toHaveLength(3);
  });

  it('reports the lock lost when a renewal is refused (broken by an admin and taken by someone else)', async () => {
    const api = new FakeLocks('me');
    const { lock, states } = controller(api);
    await lock.acquire('t-1');
    api.holders.set('t-1', 'Admin');
    await vi.advanceTimersByTimeAsync(HEARTBEAT);
    expect(states.at(-1)).toEqual({ kind: 'lost', topicId: 't-1', holderName: 'Admin', message: 'locked' });
    await vi.advanceTimersByTimeAsync(HEARTBEAT * 2);
    expect(api.calls.filter((c) => c === 'take t-1')).toHaveLength(2);
  });

  it('does not take back a lock broken before the news arrived: the renewal is refused and the topic is lost', async () => {
    const api = new FakeLocks('me');
    const { lock } = controller(api);
    await lock.acquire('t-1');
    api.holders.delete('t-1');
    await vi.advanceTimersByTimeAsync(HEARTBEAT);
    expect(api.holders.get('t-1')).toBeUndefined();
    expect(lock.state).toEqual({ kind: 'lost', topicId: 't-1', holderName: null, message: 'lost' });
    await vi.advanceTimersByTimeAsync(HEARTBEAT * 3);
    expect(api.calls.filter((c) => c === 'take t-1')).toHaveLength(2);
  });

  it('stops renewing when told the lock was broken', async () => {
    const api = new FakeLocks('me');
    const { lock } = controller(api);
    await lock.acquire('t-1');
    lock.markLost('t-2', 'broken');
    expect(lock.state.kind).toBe('held');
    lock.markLost('t-1', 'The lock was broken');
    await vi.advanceTimersByTimeAsync(0);
    expect(lock.state).toEqual({ kind: 'lost', topicId: 't-1', holderName: null, message: 'The lock was broken' });
    await vi.advanceTimersByTimeAsync(HEARTBEAT * 3);
    expect(api.calls.filter((c) => c === 'take t-1')).toHaveLength(1);
  });

  it('on leaving the page releases with keepalive, and takes the lock again when the page comes back', async () => {
    const api = new FakeLocks('me');
    const { lock } = controller(api);
    await lock.acquire('t-1');
    lock.releaseOnExit();
    await vi.advanceTimersByTimeAsync(HEARTBEAT * 2);
    expect(api.calls).toEqual(['take t-1', 'release t-1 keepalive']);
    expect((await lock.resume()).kind).toBe('held');
    expect(api.holders.get('t-1')).toBe('me');
  });

  it('tells a refusal for another reason (no editor facility) from a lock someone else holds', async () => {
    const api = new FakeLocks('me');
    api.take = async () => ({ kind: 'refused', message: 'You Have no Editor Facility' });
    const { lock } = controller(api);
    expect(await lock.acquire('t-1')).toEqual({
      kind: 'refused',
      topicId: 't-1',
      taken: false,
      holderName: null,
      message: 'You Have no Editor Facility',
    });
  });

  it('says the lock could not be taken when the request failed', async () => {
    const api = new FakeLocks('me');
    api.offline = true;
    const { lock } = controller(api);
    expect(await lock.acquire('t-1')).toEqual({ kind: 'failed', topicId: 't-1', message: 'Failed to fetch' });
  });
});
