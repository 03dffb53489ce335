import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { UploadRefusals } from '../upload-refusals.ts';
import { errorOf, receivedConversion, transferableJob, type WorkerMessage } from './conversion-messages.ts';
import type { ModelConversion, ModelJob } from './model-conversion.ts';

export interface ConversionPoolOptions {
  /** Most workers at once; by default one fewer than the CPUs, so the event loop keeps one. */
  size?: number;
  /** How long a conversion may run in its worker before the worker is ended and the upload refused. */
  timeoutMs?: number;
  /** The worker's script (tests give one that crashes on demand). */
  entry?: URL;
}

/** Long enough for the largest document the upload limits let through (32 MB of Word XML). */
const DEFAULT_TIMEOUT_MS = 60_000;

interface Job {
  job: ModelJob;
  resolve: (conversion: ModelConversion) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

/**
 * Worker threads that convert uploads, so a long document never holds the event loop (on one
 * machine every service shares it). Workers start when first needed, up to `size`; jobs wait in
 * order for one. A worker that outlives the timeout is ended (its job refused, 422); one that
 * crashes refuses its job and is replaced by a fresh one when next needed. An idle worker does
 * not keep the process alive. `close` ends every worker and refuses what waits; the pool starts
 * workers again if used after.
 */
export class ConversionPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private readonly size: number;
  private readonly timeoutMs: number;
  private readonly entry: URL;

  constructor(options: ConversionPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? availableParallelism() - 1);
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.entry = options.entry ?? new URL('./conversion-worker.mjs', import.meta.url);
  }

  /** The job converted in a worker; rejects with the ApiError the worker threw, or a refusal when it stalled or crashed. */
  run(job: ModelJob): Promise<ModelConversion> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  /** Workers running, starting or idle. */
  get workers(): number {
    return this.slots.size;
  }

  async close(): Promise<void> {
    const slots = [...this.slots];
    this.slots.clear();
    for (const waiting of this.queue.splice(0)) waiting.reject(UploadRefusals.conversionStopped());
    for (const slot of slots) {
      if (slot.timer) clearTimeout(slot.timer);
      slot.job?.reject(UploadRefusals.conversionStopped());
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (slot.ready && !slot.job) this.give(slot, this.queue.shift()!);
    }
    const starting = [...this.slots].filter((slot) => !slot.ready).length;
    for (let i = starting; i < this.queue.length && this.slots.size < this.size; i++) this.start();
  }

  private give(slot: Slot, job: Job): void {
    slot.job = job;
    slot.worker.ref();
    slot.timer = setTimeout(() => this.end(slot, UploadRefusals.conversionTooSlow()), this.timeoutMs);
    const { job: message, transfer } = transferableJob(job.job);
    slot.worker.postMessage(message, transfer);
  }

  private start(): void {
    const worker = new Worker(this.entry);
    const slot: Slot = { worker, ready: false, job: null, timer: null };
    this.slots.add(slot);
    worker.on('message', (message: WorkerMessage) => {
      if ('ready' in message) slot.ready = true;
      else this.answered(slot, message);
      if (!slot.job) worker.unref();
      this.dispatch();
    });
    // A worker that failed: its job (or, if it never started, the first waiting one) is refused, so a
    // worker that cannot start refuses jobs one by one instead of being restarted forever.
    worker.on('error', () => this.end(slot, UploadRefusals.conversionFailed()));
    worker.on('exit', () => this.end(slot, UploadRefusals.conversionFailed()));
  }

  private answered(slot: Slot, answer: Exclude<WorkerMessage, { ready: true }>): void {
    const job = slot.job;
    if (!job) return;
    clearTimeout(slot.timer!);
    slot.job = null;
    slot.timer = null;
    if (answer.ok) job.resolve(receivedConversion(answer.conversion));
    else job.reject(errorOf(answer));
  }

  /** The slot's worker ended (stalled or crashed): its job refused with the error, a fresh worker started if jobs wait. */
  private end(slot: Slot, error: Error): void {
    if (!this.slots.delete(slot)) return;
    if (slot.timer) clearTimeout(slot.timer);
    const job = slot.job ?? (slot.ready ? null : this.queue.shift());
    job?.reject(error);
    void slot.worker.terminate();
    this.dispatch();
  }
}

/** The process's conversion workers, shared by every library app it runs; closed when the library's app closes. */
export const uploadConversions = new ConversionPool();
