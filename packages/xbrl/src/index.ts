export type {
  Context,
  DimensionMember,
  Fact,
  Footnote,
  FootnoteRelationship,
  Instance,
  Location,
  Period,
  QName,
  Unit,
} from './model/instance.ts';
export type { Severity, XbrlMessage } from './model/message.ts';
