/** What the server answered to taking (or renewing) a topic's lock. */
export type LockAnswer =
  /** `acquiredAt`: when the server gave the lock (its clock), to tell later news of it from news of an earlier one. */
  | { kind: 'held'; acquiredAt?: string }
  /** Someone else holds it (409). */
  | { kind: 'taken'; holderName: string | null; message: string }
  /** Refused for another reason (no editor facility, the topic is gone). */
  | { kind: 'refused'; message: string };

export interface LockApi {
  /**
   * Takes the lock, or with `renew` keeps the caller's own lock alive (refused when it is no longer
   * theirs: broken by an admin, or lapsed and taken by someone else); throws when the request
   * failed (network, server error).
   */
  take(topicId: string, options: { renew: boolean }): Promise<LockAnswer>;
  release(topicId: string, options: { keepalive: boolean }): Promise<void>;
}

/** The lock of the topic the user chose to edit. */
export type LockState =
  | { kind: 'idle' }
  | { kind: 'acquiring'; topicId: string }
  | { kind: 'held'; topicId: string; since: string | null }
  /** The topic stays read-only: someone else edits it (`taken`, by `holderName` when known), or the server refused. */
  | { kind: 'refused'; topicId: string; taken: boolean; holderName: string | null; message: string }
  /** The lock was held, then a renewal was refused: broken by an admin or lapsed and taken by someone else. */
  | { kind: 'lost'; topicId: string; holderName: string | null; message: string }
  /** Taking the lock failed (network): the topic stays read-only until the user tries again. */
  | { kind: 'failed'; topicId: string; message: string };

export interface LockControllerOptions {
  heartbeatMs: number;
  onChange(state: LockState): void;
}

/**
 * Takes the lock of one topic at a time and renews it every heartbeat while it is held. Choosing
 * another topic releases the first; an answer that arrives after the user moved on is released
 * at once, so no lock is left behind by a quick change of mind. A renewal lost to the network is
 * tried again at the next beat (the server keeps the lock for several beats); one refused means
 * the lock is gone.
 */
export class LockController {
  readonly #api: LockApi;
  readonly #options: LockControllerOptions;
  #state: LockState = { kind: 'idle' };
  #timer: ReturnType<typeof setInterval> | null = null;
  /** Bumped by every acquire and release, so late answers of an earlier request are recognised. */
  #generation = 0;
  #disposed = false;

  constructor(api: LockApi, options: LockControllerOptions) {
    this.#api = api;
    this.#options = options;
  }

  get state(): LockState {
    return this.#state;
  }

  /** The topic whose lock this controller holds, or null. */
  get heldTopic(): string | null {
    return this.#state.kind === 'held' ? this.#state.topicId : null;
  }

  async acquire(topicId: string): Promise<LockState> {
    if (this.#disposed) return this.#state;
    if (this.#state.kind === 'held' && this.#state.topicId === topicId) return this.#state;
    const previous = this.heldTopic;
    const generation = ++this.#generation;
    this.#stopHeartbeat();
    if (previous !== null) void this.#api.release(previous, { keepalive: false }).catch(() => {});
    this.#set({ kind: 'acquiring', topicId });
    let answer: LockAnswer;
    try {
      answer = await this.#api.take(topicId, { renew: false });
    } catch (error) {
      if (generation === this.#generation) this.#set({ kind: 'failed', topicId, message: messageOf(error) });
      return this.#state;
    }
    if (generation !== this.#generation || this.#disposed) {
      // The user moved on while the lock was being taken.
      if (answer.kind === 'held') void this.#api.release(topicId, { keepalive: false }).catch(() => {});
      return this.#state;
    }
    if (answer.kind === 'held') {
      this.#set({ kind: 'held', topicId, since: answer.acquiredAt ?? null });
      this.#startHeartbeat(topicId, generation);
    } else {
      const holderName = answer.kind === 'taken' ? answer.holderName : null;
      this.#set({ kind: 'refused', topicId, taken: answer.kind === 'taken', holderName, message: answer.message });
    }
    return this.#state;
  }

  /** Lets the topic go (editing another, closing the document). */
  async release(): Promise<void> {
    const held = this.heldTopic;
    this.#generation++;
    this.#stopHeartbeat();
    this.#set({ kind: 'idle' });
    if (held !== null) await this.#api.release(held, { keepalive: false }).catch(() => {});
  }

  /**
   * The page is going away: releases with a request that outlives it. The state is kept, so a page
   * restored from the back/forward cache can take the lock again (`resume`).
   */
  releaseOnExit(): void {
    const held = this.heldTopic;
    this.#stopHeartbeat();
    if (held !== null) void this.#api.release(held, { keepalive: true }).catch(() => {});
  }

  /** Takes the lock again after `releaseOnExit` when the page came back. */
  async resume(): Promise<LockState> {
    const state = this.#state;
    if (state.kind !== 'held') return state;
    this.#set({ kind: 'idle' });
    return this.acquire(state.topicId);
  }

  /**
   * News that the held lock went (an admin broke it, or it lapsed): the heartbeat stops at once
   * rather than at its next renewal (which the server refuses), and a lapsed lock nobody took is
   * let go.
   */
  markLost(topicId: string, message: string): void {
    if (this.heldTopic !== topicId) return;
    this.#generation++;
    this.#stopHeartbeat();
    this.#set({ kind: 'lost', topicId, holderName: null, message });
    void this.#api.release(topicId, { keepalive: false }).catch(() => {});
  }

  dispose(): void {
    this.#disposed = true;
    this.#generation++;
    this.#stopHeartbeat();
  }

  #startHeartbeat(topicId: string, generation: number): void {
    this.#timer = setInterval(() => void this.#beat(topicId, generation), this.#options.heartbeatMs);
  }

  async #beat(topicId: string, generation: number): Promise<void> {
    let answer: LockAnswer;
    try {
      answer = await this.#api.take(topicId, { renew: true });
    } catch {
      return;
    }
    if (generation !== this.#generation || answer.kind === 'held') return;
    this.#stopHeartbeat();
    this.#set({ kind: 'lost', topicId, holderName: answer.kind === 'taken' ? answer.holderName : null, message: answer.message });
  }

  #stopHeartbeat(): void {
    if (this.#timer !== null) clearInterval(this.#timer);
    this.#timer = null;
  }

  #set(state: LockState): void {
    this.#state = state;
    if (!this.#disposed) this.#options.onChange(state);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'The lock could not be taken. Please try again.';
}
