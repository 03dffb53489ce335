import { loadEdgarResources } from '@ea/xbrl';

/**
 * Reads EDGAR's rule data once where validations will run, so a worker whose EFM_RESOURCES_DIR is
 * missing or wrong stops at start with a message saying so, instead of failing every run later.
 */
export function checkEdgarRuleData(dir: string | undefined): void {
  try {
    loadEdgarResources(dir);
  } catch (error) {
    throw new Error(
      `EDGAR's rule data could not be read from ${dir ?? 'the reference data'}: set EFM_RESOURCES_DIR to a folder holding the SEC's EFM resources (dei-validations.json, edgartaxonomies/ …): ${(error as Error).message}`,
    );
  }
}
