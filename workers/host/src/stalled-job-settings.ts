/** How the host notices a job whose worker died and hands it to another worker. */
export interface StalledJobSettings {
  /** How long a worker's claim on a running job lasts without renewal (ms); renewed every half. */
  lockDuration: number;
  /** How often each worker looks for running jobs whose claim has lapsed (ms). */
  stalledInterval: number;
  /** How many times one job may lose its worker before it is failed instead of requeued. */
  maxStalledCount: number;
}

/**
 * - lockDuration 30 s: a live worker renews every 15 s, so only an event loop blocked that long
 *   loses a job it is still running; renderers await Chromium and parse in slices, far below that.
 * - stalledInterval 15 s: with the lock, a killed worker's job is back in the queue within about
 *   lockDuration + 2 × stalledInterval (one check marks it, the next moves it): under a minute.
 * - maxStalledCount 2: a job survives two dead workers (a deploy restart and an out-of-memory kill);
 *   a job that kills every worker it lands on (poison input) fails on the third loss instead of
 *   cycling through the fleet forever.
 */
export const DEFAULT_STALLED_JOB_SETTINGS: StalledJobSettings = {
  lockDuration: 30_000,
  stalledInterval: 15_000,
  maxStalledCount: 2,
};
