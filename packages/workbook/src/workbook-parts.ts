import { posix } from 'node:path';
import { inflateEntry } from './inflate-entry.ts';
import { localName, XmlPart } from './sheet-xml.ts';
import { unreadable, type ZipEntry } from './zip-directory.ts';

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';

/** Where the first sheet (in the workbook's tab order) and the shared strings table are. */
export interface SheetParts {
  sheet: ZipEntry;
  sharedStrings: ZipEntry | undefined;
}

/** Finds the first sheet through the workbook's sheet list and relationships; 415 when they do not lead to one. */
export async function locateSheetParts(bytes: Buffer, entries: readonly ZipEntry[]): Promise<SheetParts> {
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const find = (name: string) => byName.get(name) ?? unreadableEntry();
  const firstSheetId = await parseWhole(bytes, find(WORKBOOK), new FirstSheetXml());
  const relationships = (await parseWhole(bytes, find(WORKBOOK_RELS), new RelationshipsXml())).targets;
  const sheetTarget = firstSheetId.id === undefined ? undefined : relationships.get(firstSheetId.id)?.target;
  if (sheetTarget === undefined) return unreadableEntry();
  const shared = [...relationships.values()].find((r) => r.type.endsWith('/sharedStrings'));
  return { sheet: find(partName(sheetTarget)), sharedStrings: shared ? find(partName(shared.target)) : undefined };
}

/** Inflates and parses a whole file. */
export async function parseWhole<Part extends XmlPart>(bytes: Buffer, entry: ZipEntry, part: Part): Promise<Part> {
  for await (const chunk of inflateEntry(bytes, entry)) part.write(chunk);
  part.end();
  return part;
}

/** A relationship target is relative to the workbook's folder, or absolute from the archive root. */
function partName(target: string): string {
  const name = target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join(posix.dirname(WORKBOOK), target));
  return name.startsWith('../') ? unreadableEntry() : name;
}

function unreadableEntry(): never {
  throw unreadable();
}

/** The relationship id of the workbook's first `<sheet>`. */
class FirstSheetXml extends XmlPart {
  id: string | undefined;

  constructor() {
    super();
    this.parser.on('opentag', (tag) => {
      if (this.id !== undefined || localName(tag) !== 'sheet') return;
      // The id attribute is in the relationships namespace, under whatever prefix the writer chose.
      const key = Object.keys(tag.attributes).find((name) => name.endsWith(':id'));
      this.id = key === undefined ? undefined : tag.attributes[key];
    });
  }
}

/** Relationship id → type and target. */
class RelationshipsXml extends XmlPart {
  readonly targets = new Map<string, { type: string; target: string }>();

  constructor() {
    super();
    this.parser.on('opentag', (tag) => {
      const { Id, Type, Target, TargetMode } = tag.attributes;
      if (localName(tag) !== 'Relationship' || !Id || !Target || TargetMode === 'External') return;
      this.targets.set(Id, { type: Type ?? '', target: Target });
    });
  }
}
