import { type AnyExtension, getSchema } from '@tiptap/core';
import type { Schema } from '@tiptap/pm/model';
import { Document, HardBreak, Heading, PageBreak, Paragraph, Text } from './block-nodes.ts';
import { Comment } from './comment-mark.ts';
import { Footnote } from './footnote-node.ts';
import { Bold, Italic, Strike, Subscript, Superscript, Underline } from './format-marks.ts';
import { Image } from './image-node.ts';
import { Link } from './link-mark.ts';
import { BulletList, ListItem, OrderedList } from './list-nodes.ts';
import { Table, TableCell, TableHeader, TableRoles, TableRow } from './table-nodes.ts';
import { XbrlBlock, XbrlFact } from './xbrl-fact.ts';

/**
 * The schema of a filing topic, once, as TipTap 3 extensions: the editor mounts exactly these
 * (plus behaviour-only extensions such as undo), the server builds the same ProseMirror schema
 * from them with `getSchema` (no DOM needed). Marks are listed in MARK_ORDER: facts outermost.
 */
export const filingExtensions: AnyExtension[] = [
  Document,
  Paragraph,
  Text,
  Heading,
  BulletList,
  OrderedList,
  ListItem,
  Table,
  TableRow,
  TableHeader,
  TableCell,
  TableRoles,
  Footnote,
  PageBreak,
  Image,
  HardBreak,
  XbrlBlock,
  XbrlFact,
  Link,
  Bold,
  Italic,
  Underline,
  Strike,
  Superscript,
  Subscript,
  Comment,
];

let schema: Schema | null = null;

/** The ProseMirror schema of a filing topic (built once). */
export function filingSchema(): Schema {
  schema ??= getSchema(filingExtensions);
  return schema;
}
