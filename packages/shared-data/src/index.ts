import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const checkout = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The offline public reference data the tests read (never copied into the project): where
 * SHARED_DATA_DIR says, else `shared/data` beside the checkout, else where these machines keep it
 * for a clone made elsewhere (CI clones into a temporary folder).
 */
const ROOT = [process.env.SHARED_DATA_DIR, resolve(checkout, '../shared/data'), '/work/shared/data'].find(
  (dir): dir is string => dir !== undefined && existsSync(dir),
);

/** A file or folder (ending in "/") of the reference data, as a file URL. */
export function sharedData(relative: string): URL {
  if (!ROOT) throw new Error('the shared reference data was not found: set SHARED_DATA_DIR to its folder');
  return pathToFileURL(join(ROOT, relative) + (relative.endsWith('/') ? '/' : ''));
}
