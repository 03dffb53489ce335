import { EDGAR_FILE_NAME_MAX_LENGTH, EDGAR_FILE_NAME_PATTERN } from '@ea/contracts';
import type { XbrlMessage } from '../model/message.ts';

/** Extensions of the documents an XBRL submission attaches: (X)HTML, XBRL, plain text, PDF and images. */
const ALLOWED_EXTENSIONS = new Set(['htm', 'xml', 'xsd', 'txt', 'pdf', 'jpg', 'gif', 'png']);

/** EFM 5.1.1: each document's file name (EDGAR_FILE_NAME_PATTERN) and an extension a submission may carry. */
export function checkFileNames(files: readonly string[]): XbrlMessage[] {
  const messages: XbrlMessage[] = [];
  for (const path of files) {
    const name = path.split(/[\\/]/).at(-1) ?? path;
    const location = { file: path };
    if (name.length > EDGAR_FILE_NAME_MAX_LENGTH)
      messages.push({
        ruleId: 'efm.5.1.1.fileNameLength',
        severity: 'error',
        message: `The file name ${name} has ${name.length} characters; EDGAR allows at most ${EDGAR_FILE_NAME_MAX_LENGTH}, extension included.`,
        location,
      });
    if (!EDGAR_FILE_NAME_PATTERN.test(name))
      messages.push({
        ruleId: 'efm.5.1.1.fileNameCharacters',
        severity: 'error',
        message: `The file name ${name} must start with a lower-case letter or digit and use only letters, digits, "-", "_" and a single "." before the extension.`,
        location,
      });
    const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
    if (!ALLOWED_EXTENSIONS.has(extension))
      messages.push({
        ruleId: 'efm.5.1.1.fileExtension',
        severity: 'error',
        message: `The file ${name} has ${extension ? `the extension .${extension}` : 'no extension'}; EDGAR accepts ${[...ALLOWED_EXTENSIONS].map((e) => `.${e}`).join(', ')}.`,
        location,
      });
  }
  return messages;
}

/** EFM 6.3.3: an XBRL 2.1 instance is named {base}-{yyyymmdd}.xml, the date a real one. */
export function checkInstanceFileName(file: string): XbrlMessage[] {
  const name = file.split(/[\\/]/).at(-1) ?? file;
  const match = /^(\w+)-(\d{4})(\d{2})(\d{2})\.xml$/.exec(name);
  const date = match && new Date(Date.UTC(Number(match[2]), Number(match[3]) - 1, Number(match[4])));
  if (date && date.toISOString().slice(0, 10) === `${match[2]}-${match[3]}-${match[4]}`) return [];
  return [
    {
      ruleId: 'efm.6.3.3.instanceFileName',
      severity: 'error',
      message: `The instance file name ${name} must be {base}-{yyyymmdd}.xml, e.g. abc-20241231.xml, with a valid date.`,
      location: { file },
    },
  ];
}
