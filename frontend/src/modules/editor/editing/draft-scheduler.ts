/** Where the edits of the open topic are: what the status line of the editor says. */
export type DraftStatus =
  | { kind: 'clean' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  /** The server did not take the draft (offline, or refused with `message`): this browser keeps it. */
  | { kind: 'offline'; message: string | null };

export interface DraftSchedulerOptions<P> {
  /** Quiet time after the last change before the draft goes to the server. */
  delayMs: number;
  /** Quiet time before the latest edit is copied into this browser (short: a crash loses at most this much). */
  localDelayMs: number;
  /** After a failed send, when to try again if nothing else triggers a send. */
  retryMs: number;
  /** Sends the draft; resolves false when a keepalive send was skipped (too large), throws when it failed. */
  send(payload: P, options: { keepalive: boolean }): Promise<boolean>;
  /** Keeps the draft in this browser; returns its stamp (the time it was kept). */
  keepLocal(payload: P): string;
  /** The server has the copy stamped `stamp`: this browser's copy may go unless a newer one replaced it. */
  sent(stamp: string): void;
  onStatus(status: DraftStatus): void;
  /** Why a send failed, as the status line says it; null for a network failure. */
  describeFailure?(error: unknown): string | null;
  now?: () => Date;
}

/**
 * Autosave of one topic's edits: every change restarts a quiet-time timer, after which the draft
 * goes to the server; a short timer first copies it into this browser. Edits are read only when
 * they are kept or sent (`read`), since serialising a long topic on every keystroke would be
 * costly. One send at a time: changes made while one is on its way are sent after it.
 */
export class DraftScheduler<P> {
  readonly #options: DraftSchedulerOptions<P>;
  #read: (() => P) | null = null;
  /** Changes so far, and the count the server (or this browser) has. */
  #version = 0;
  #sentVersion = 0;
  #keptVersion = 0;
  #keptStamp: string | null = null;
  /** The edit as last read, so one version is serialised once however many times it is kept and sent. */
  #snapshot: { version: number; payload: P } | null = null;
  #sendTimer: ReturnType<typeof setTimeout> | null = null;
  #localTimer: ReturnType<typeof setTimeout> | null = null;
  #inFlight: Promise<void> | null = null;
  #status: DraftStatus = { kind: 'clean' };
  #disposed = false;

  constructor(options: DraftSchedulerOptions<P>) {
    this.#options = options;
  }

  get status(): DraftStatus {
    return this.#status;
  }

  /** Changes the server does not have yet. */
  get dirty(): boolean {
    return this.#version > this.#sentVersion;
  }

  /** A change: `read` gives the edit as it stands whenever it is called. */
  change(read: () => P): void {
    if (this.#disposed) return;
    this.#read = read;
    this.#version++;
    if (this.#status.kind !== 'offline') this.#setStatus({ kind: 'pending' });
    this.#clear('send');
    this.#sendTimer = setTimeout(() => {
      this.#sendTimer = null;
      void this.flush();
    }, this.#options.delayMs);
    this.#localTimer ??= setTimeout(() => {
      this.#localTimer = null;
      // Serialising a long topic takes milliseconds: done in the idle time between keystrokes, not before a frame.
      whenIdle(() => {
        if (!this.#disposed) this.#keep();
      });
    }, this.#options.localDelayMs);
  }

  /** Sends what the server does not have, now (leaving the topic, saving). Resolves once it is sent or has failed. */
  async flush(): Promise<void> {
    this.#clear('send');
    while (this.#inFlight) await this.#inFlight;
    if (this.#disposed || !this.dirty || this.#read === null) return;
    const version = this.#version;
    const stamp = this.#keep();
    const payload = this.#current();
    this.#setStatus({ kind: 'saving' });
    this.#inFlight = this.#options
      .send(payload, { keepalive: false })
      .then(() => {
        this.#sentVersion = Math.max(this.#sentVersion, version);
        if (stamp !== null) this.#options.sent(stamp);
        if (!this.#disposed) this.#setStatus(this.dirty ? { kind: 'pending' } : { kind: 'saved', at: this.#now() });
      })
      .catch((error: unknown) => {
        if (this.#disposed) return;
        this.#setStatus({ kind: 'offline', message: this.#options.describeFailure?.(error) ?? null });
        this.#sendTimer ??= setTimeout(() => {
          this.#sendTimer = null;
          void this.flush();
        }, this.#options.retryMs);
      })
      .finally(() => {
        this.#inFlight = null;
      });
    await this.#inFlight;
  }

  /**
   * Stops the quiet-time timer and waits for a send on its way: before the topic is saved as a
   * revision (which discards the server's draft), so no late draft lands after the save.
   */
  async settle(): Promise<void> {
    this.#clear('send');
    while (this.#inFlight) await this.#inFlight;
  }

  /**
   * The page is going away (pagehide, or hidden and maybe never shown again): keeps the edit in
   * this browser at once and sends it with a request that outlives the page. Returns at once.
   */
  flushOnExit(): void {
    this.#clear('send');
    if (this.#disposed || !this.dirty || this.#read === null) return;
    const version = this.#version;
    const stamp = this.#keep();
    const payload = this.#current();
    void this.#options.send(payload, { keepalive: true }).then(
      (sent) => {
        if (!sent) return;
        this.#sentVersion = Math.max(this.#sentVersion, version);
        if (stamp !== null) this.#options.sent(stamp);
      },
      () => {
        // This browser's copy stays; it is offered back the next time the document opens.
      },
    );
  }

  /** The edit was saved as a revision (or abandoned): nothing is pending any more. */
  reset(): void {
    this.#clear('send');
    this.#clear('local');
    this.#read = null;
    this.#snapshot = null;
    this.#sentVersion = this.#version;
    this.#keptVersion = this.#version;
    this.#setStatus({ kind: 'clean' });
  }

  dispose(): void {
    this.#clear('send');
    this.#clear('local');
    this.#disposed = true;
  }

  /** Copies the latest edit into this browser, unless it is there already; returns the stamp of the copy. */
  #keep(): string | null {
    this.#clear('local');
    if (this.#read === null) return this.#keptStamp;
    if (this.#keptVersion === this.#version) return this.#keptStamp;
    this.#keptVersion = this.#version;
    this.#keptStamp = this.#options.keepLocal(this.#current());
    return this.#keptStamp;
  }

  #current(): P {
    if (this.#snapshot?.version !== this.#version) this.#snapshot = { version: this.#version, payload: (this.#read as () => P)() };
    return this.#snapshot.payload;
  }

  #clear(which: 'send' | 'local'): void {
    const timer = which === 'send' ? this.#sendTimer : this.#localTimer;
    if (timer !== null) clearTimeout(timer);
    if (which === 'send') this.#sendTimer = null;
    else this.#localTimer = null;
  }

  /** Tells a new status only: the status line (and whatever renders it) stays still while typing goes on. */
  #setStatus(status: DraftStatus): void {
    if (sameStatus(this.#status, status)) return;
    this.#status = status;
    this.#options.onStatus(status);
  }

  #now(): Date {
    return this.#options.now?.() ?? new Date();
  }
}

function sameStatus(a: DraftStatus, b: DraftStatus): boolean {
  if (a.kind === 'saved' && b.kind === 'saved') return a.at.getTime() === b.at.getTime();
  if (a.kind === 'offline' && b.kind === 'offline') return a.message === b.message;
  return a.kind === b.kind;
}

/** Runs `task` when the browser is idle (within a second), or at once where idle callbacks do not exist. */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 1000 });
  else task();
}
