export { createEdgarEyeTestApp, EDGAR_INDEX_SAMPLES, type EdgarEyeTestApp, outboxEvents } from './edgar-eye-test-app.ts';
