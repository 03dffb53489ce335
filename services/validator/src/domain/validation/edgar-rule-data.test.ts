import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedData } from '@ea/shared-data';
import { describe, expect, it } from 'vitest';
import { checkEdgarRuleData } from './edgar-rule-data.ts';

describe("EDGAR's rule data for validations", () => {
  it('is read from EFM_RESOURCES_DIR when set, or from the reference data', () => {
    const copy = mkdtempSync(join(tmpdir(), 'efm-resources-'));
    try {
      cpSync(fileURLToPath(sharedData('xbrl/efm-resources/')), copy, { recursive: true });
      expect(() => checkEdgarRuleData(copy)).not.toThrow();
      expect(() => checkEdgarRuleData(undefined)).not.toThrow();
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('stops the worker at start, naming the setting, when the folder is not there', () => {
    const missing = join(tmpdir(), 'no-efm-resources-here');
    expect(() => checkEdgarRuleData(missing)).toThrow(`EDGAR's rule data could not be read from ${missing}: set EFM_RESOURCES_DIR`);
  });
});
