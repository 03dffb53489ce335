export { type ImportResumeHarness, type ImportResumeHarnessOptions, importResumeHarness } from './import-resume-harness.ts';
export { fixtureEnv, runImportWorkerFixture } from './run-import-worker-fixture.ts';
export { spawnWorkerProcess, type WorkerEvent, type WorkerProcess } from './spawn-worker-process.ts';
