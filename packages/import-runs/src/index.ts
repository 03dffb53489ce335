export type { BatchOutcome, ImportDefinition, ImportRunStore, RowVerdict, ValidRow } from './import-definition.ts';
export { type ImportRowErrorsLocation, type ImportRowErrorsTable, importRowErrorsRepository } from './import-row-errors-repository.ts';
export { type ImportRunView, importRunResult, importRunView, percentOf } from './import-run-view.ts';
export {
  type ImportRunProgress,
  type ImportRunRow,
  type ImportRunStatus,
  type ImportRunsLocation,
  type ImportRunsTable,
  importRunsRepository,
  type NewImportRun,
} from './import-runs-repository.ts';
export { failImport, isFinished, type RunImportOptions, runImport } from './run-import.ts';
