import { IndexFileInvalid } from './index-file-invalid.ts';

/** JSON.parse that refuses the file the way the other parsers do, instead of throwing a bare SyntaxError. */
export function readJson(json: string, file: string): unknown {
  try {
    return JSON.parse(json);
  } catch (error) {
    throw new IndexFileInvalid(file, [{ line: 0, message: `not JSON: ${error instanceof Error ? error.message : String(error)}` }]);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
