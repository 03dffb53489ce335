import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftScheduler, type DraftStatus } from './draft-scheduler.ts';

interface Harness {
  scheduler: DraftScheduler<string>;
  sent: { payload: string; keepalive: boolean }[];
  kept: string[];
  confirmed: string[];
  statuses: DraftStatus['kind'][];
  reads: number;
  text: string;
  fail: boolean;
  gate: Promise<void> | null;
}

function harness(): Harness {
  let stamp = 0;
  const h: Harness = {
    sent: [],
    kept: [],
    confirmed: [],
    statuses: [],
    reads: 0,
    text: '',
    fail: false,
    gate: null,
    scheduler: undefined as unknown as DraftScheduler<string>,
  };
  h.scheduler = new DraftScheduler<string>({
    delayMs: 2000,
    localDelayMs: 300,
    retryMs: 10_000,
    send: async (payload, { keepalive }) => {
      h.sent.push({ payload, keepalive });
      if (h.gate) await h.gate;
      if (h.fail) throw new TypeError('Failed to fetch');
      return true;
    },
    keepLocal: (payload) => {
      h.kept.push(payload);
      return `stamp-${++stamp}`;
    },
    sent: (s) => h.confirmed.push(s),
    onStatus: (status) => h.statuses.push(status.kind),
    describeFailure: (error) => (error instanceof TypeError ? null : String(error)),
  });
  return h;
}

const type = (h: Harness, text: string) => {
  h.text = text;
  h.scheduler.change(() => {
    h.reads++;
    return h.text;
  });
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('autosaving a topic’s draft', () => {
  it('sends once, 2 s after typing stops, the text as it stands then', async () => {
    const h = harness();
    type(h, 'a');
    await vi.advanceTimersByTimeAsync(1500);
    type(h, 'ab');
    await vi.advanceTimersByTimeAsync(1500);
    type(h, 'abc');
    await vi.advanceTimersByTimeAsync(1999);
    expect(h.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.sent).toEqual([{ payload: 'abc', keepalive: false }]);
    expect(h.scheduler.status.kind).toBe('saved');
    expect(h.scheduler.dirty).toBe(false);
  });

  it('copies the edit into this browser soon after the first change, before the server gets it', async () => {
    const h = harness();
    type(h, 'a');
    await vi.advanceTimersByTimeAsync(300);
    expect(h.kept).toEqual(['a']);
    expect(h.sent).toEqual([]);
    type(h, 'ab');
    await vi.advanceTimersByTimeAsync(2000);
    expect(h.kept).toEqual(['a', 'ab']);
    expect(h.confirmed).toEqual(['stamp-2']);
  });

  it('reads the edit once per change however often it is kept and sent', async () => {
    const h = harness();
    type(h, 'a');
    await vi.advanceTimersByTimeAsync(5000);
    expect(h.reads).toBe(1);
  });

  it('keeps the edit on the device and tries again later when the network is down', async () => {
    const h = harness();
    h.fail = true;
    type(h, 'offline text');
    await vi.advanceTimersByTimeAsync(2000);
    expect(h.scheduler.status).toEqual({ kind: 'offline', message: null });
    expect(h.kept).toEqual(['offline text']);
    expect(h.confirmed).toEqual([]);
    expect(h.scheduler.dirty).toBe(true);
    h.fail = false;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.sent.map((s) => s.payload)).toEqual(['offline text', 'offline text']);
    expect(h.scheduler.status.kind).toBe('saved');
    expect(h.confirmed).toEqual(['stamp-1']);
  });

  it('sends changes made while a send is on its way after it, never two at once', async () => {
    const h = harness();
    let open: () => void = () => {};
    h.gate = new Promise((resolve) => {
      open = resolve;
    });
    type(h, 'one');
    await vi.advanceTimersByTimeAsync(2000);
    type(h, 'one two');
    const flushed = h.scheduler.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.sent.map((s) => s.payload)).toEqual(['one']);
    h.gate = null;
    open();
    await flushed;
    expect(h.sent.map((s) => s.payload)).toEqual(['one', 'one two']);
    expect(h.scheduler.dirty).toBe(false);
  });

  it('flush sends at once, and does nothing when the server has everything', async () => {
    const h = harness();
    type(h, 'x');
    await h.scheduler.flush();
    expect(h.sent).toHaveLength(1);
    await h.scheduler.flush();
    await vi.advanceTimersByTimeAsync(5000);
    expect(h.sent).toHaveLength(1);
  });

  it('on leaving the page keeps the edit in the browser at once and sends it with keepalive', () => {
    const h = harness();
    type(h, 'last words');
    h.scheduler.flushOnExit();
    expect(h.kept).toEqual(['last words']);
    expect(h.sent).toEqual([{ payload: 'last words', keepalive: true }]);
  });

  it('after a save as a revision nothing is pending and no timer fires', async () => {
    const h = harness();
    type(h, 'saved as revision');
    h.scheduler.reset();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(h.sent).toEqual([]);
    expect(h.kept).toEqual([]);
    expect(h.scheduler.status.kind).toBe('clean');
    expect(h.scheduler.dirty).toBe(false);
  });
});

describe('before saving a revision', () => {
  it('settle waits for the send on its way and cancels the pending one, so no draft lands after the save', async () => {
    const h = harness();
    let open: () => void = () => {};
    h.gate = new Promise((resolve) => {
      open = resolve;
    });
    type(h, 'first');
    await vi.advanceTimersByTimeAsync(2000);
    type(h, 'second');
    let settled = false;
    const settling = h.scheduler.settle().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    h.gate = null;
    open();
    await settling;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.sent.map((s) => s.payload)).toEqual(['first']);
    expect(h.scheduler.dirty).toBe(true);
  });
});
