import { availableParallelism, loadavg } from 'node:os';

export interface Latencies {
  runs: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** Nearest-rank percentiles of durations in milliseconds, to a tenth. */
export function latencies(samples: readonly number[]): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { runs: sorted.length, p50Ms: round(at(50)), p95Ms: round(at(95)), p99Ms: round(at(99)), maxMs: round(sorted.at(-1)!) };
}

/** The machine's 1-minute load average: figures measured while other work runs are only as quiet as the machine was. */
export function loadAverage(): number {
  return Math.round(loadavg()[0]! * 100) / 100;
}

export const cores = availableParallelism();

/**
 * The wall-clock and the process's CPU time (every thread: server, client, garbage collector) of
 * one call. On a busy machine the wall-clock grows with the wait for a core; the CPU time much less.
 */
export async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number; cpuMs: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = await run();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { value, ms, cpuMs: (used.user + used.system) / 1000 };
}
