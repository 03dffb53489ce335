export interface BackoffPolicy {
  /** Delay before the second attempt; it doubles with every further attempt. */
  baseMs: number;
  /** Upper bound of one delay. */
  maxMs: number;
}

/** Delay after the given failed attempt (1-based): exponential, capped, with jitter so retries spread out. */
export function backoffMs(attempt: number, policy: BackoffPolicy): number {
  const exponential = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (0.75 + Math.random() * 0.25));
}

/** Waits ms milliseconds, or less when the signal aborts (it never rejects). */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
