export { sampleFile, sampleFolderZip, zipArchive, zipPart } from './filing-samples.ts';
export { createValidatorTestApp, outboxEvents, type TestCompany, type ValidatorTestApp } from './validator-test-app.ts';
