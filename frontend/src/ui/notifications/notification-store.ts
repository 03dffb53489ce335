import { Notifications } from '@ea/contracts';

export type NotificationKind = 'success' | 'error' | 'info' | 'progress';

/** A page of the app the toast leads to. */
export interface NotificationLink {
  href: string;
  label: string;
}

export interface NotificationInput {
  kind: NotificationKind;
  message: string;
  title?: string;
  /** 0–100 for progress notifications; omitted means indeterminate. */
  progress?: number;
  link?: NotificationLink;
}

export interface ShownNotification extends NotificationInput {
  id: number;
  /** True during the fade-out before removal. */
  leaving: boolean;
}

interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/**
 * Toasts with the spec's timing (§9): newest on top, gone after 5000 ms, 1000 ms more after the
 * pointer leaves one, 300 ms fade. Progress toasts stay until they are updated to an outcome.
 */
export class NotificationStore {
  #items: ShownNotification[] = [];
  #nextId = 1;
  readonly #timers = new Map<number, unknown>();
  readonly #listeners = new Set<() => void>();

  constructor(private readonly clock: Timers = realTimers) {}

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): readonly ShownNotification[] => this.#items;

  show(input: NotificationInput): number {
    const id = this.#nextId++;
    this.#items = [{ ...input, id, leaving: false }, ...this.#items];
    this.#arm(id, Notifications.timeoutMs);
    this.#emit();
    return id;
  }

  /** Changes a toast in place, e.g. a progress toast turning into success. */
  update(id: number, patch: Partial<NotificationInput>): void {
    const current = this.#items.find((item) => item.id === id);
    if (!current || current.leaving) return;
    this.#items = this.#items.map((item) => (item.id === id ? { ...item, ...patch } : item));
    this.#arm(id, Notifications.timeoutMs);
    this.#emit();
  }

  dismiss(id: number): void {
    const current = this.#items.find((item) => item.id === id);
    if (!current || current.leaving) return;
    this.#disarm(id);
    this.#items = this.#items.map((item) => (item.id === id ? { ...item, leaving: true } : item));
    this.#emit();
    this.#timers.set(
      id,
      this.clock.setTimeout(() => {
        this.#timers.delete(id);
        this.#items = this.#items.filter((item) => item.id !== id);
        this.#emit();
      }, Notifications.fadeMs),
    );
  }

  /** A toast under the pointer stays. */
  hold(id: number): void {
    if (this.#items.some((item) => item.id === id && !item.leaving)) this.#disarm(id);
  }

  /** Once the pointer leaves, the toast stays 1000 ms more. */
  release(id: number): void {
    if (this.#items.some((item) => item.id === id && !item.leaving)) this.#arm(id, Notifications.extendedTimeoutMs);
  }

  #arm(id: number, ms: number): void {
    this.#disarm(id);
    const item = this.#items.find((candidate) => candidate.id === id);
    if (!item || item.kind === 'progress') return;
    this.#timers.set(
      id,
      this.clock.setTimeout(() => {
        this.#timers.delete(id);
        this.dismiss(id);
      }, ms),
    );
  }

  #disarm(id: number): void {
    const timer = this.#timers.get(id);
    if (timer !== undefined) this.clock.clearTimeout(timer);
    this.#timers.delete(id);
  }

  #emit(): void {
    for (const listener of this.#listeners) listener();
  }
}
