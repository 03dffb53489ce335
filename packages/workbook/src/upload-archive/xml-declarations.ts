import { ArchiveRefusals } from './archive-refusals.ts';

const DECLARATIONS = ['<!DOCTYPE', '<!ENTITY'].flatMap((text) => [
  Buffer.from(text, 'utf8'),
  Buffer.from(text, 'utf16le'),
  Buffer.from(text, 'utf16le').swap16(),
]);
const LONGEST = Math.max(...DECLARATIONS.map((declaration) => declaration.length));

/**
 * Watches one file of a package of XML (.docx, .xlsx, an XBRL submission) as it is inflated, or a
 * whole XML file, and refuses it when it declares a DOCTYPE or entities, in UTF-8 or UTF-16:
 * Office and XBRL tools never write one, and the readers that open the files later must never be
 * asked to expand or fetch an entity. Every file is watched whatever its name or content, since a
 * package's relationships may point a reader at any file as XML.
 */
export class DeclarationWatch {
  private tail: Buffer | null = null;

  feed(chunk: Buffer): void {
    // The end of the bytes before is kept, so a declaration split across two chunks is found.
    const window = this.tail ? Buffer.concat([this.tail, chunk]) : chunk;
    if (DECLARATIONS.some((declaration) => window.includes(declaration))) throw ArchiveRefusals.xmlDeclarations();
    this.tail = Buffer.from(window.subarray(Math.max(0, window.length - (LONGEST - 1))));
  }
}
