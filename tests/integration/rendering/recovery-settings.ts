import type { StalledJobSettings } from '@ea/worker-host';

/** Short claims, so a killed worker's job is handed on within seconds in the crash test. */
export const RECOVERY_STALLED_SETTINGS: StalledJobSettings = { lockDuration: 2_000, stalledInterval: 1_000, maxStalledCount: 2 };
