import { validateInlineSchema, type XbrlMessage } from '@ea/xbrl';
import { type IxError, type IxErrorCode, ixError } from './ix-error.ts';

export { BUNDLED_IXBRL_SCHEMA_DIR, IXBRL_SCHEMA_ENTRY, ixbrlSchemaDirs } from '@ea/xbrl';

// The XBRL processor's rule ids, as the error log's codes.
const codeOf = (message: XbrlMessage): IxErrorCode =>
  message.ruleId === 'ix.schemaSetup' ? 'schema-setup' : message.ruleId.startsWith('xml.') ? 'xml' : 'schema';

/**
 * Every way the document breaks XML well-formedness or the XHTML 1.1 + Inline XBRL 1.1 schema,
 * with its line and column (the XBRL processor's schema validation, the schema files read only
 * from `schemaDir`: one directory or several searched in order). Empty when it validates. The
 * Inline XBRL rules the schema cannot express (continuation chains, formats) are the writer's to keep.
 */
export async function validateInlineXbrl(xhtml: string, schemaDir: string | readonly string[]): Promise<IxError[]> {
  const messages = await validateInlineSchema(xhtml, 'inline-xbrl.xhtml', schemaDir);
  return messages.map((m) =>
    ixError(codeOf(m), m.message, {
      ...(m.location?.line !== undefined ? { line: m.location.line } : {}),
      ...(m.location?.column !== undefined ? { column: m.location.column } : {}),
    }),
  );
}
