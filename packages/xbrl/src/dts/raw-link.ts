import type { Location, QName } from '../model/instance.ts';
import type { Resource } from './model.ts';

/** A locator as written: its href made absolute against xml:base and the document URL. */
export interface RawLocator {
  kind: 'locator';
  label: string;
  href: string;
  location: Location;
}

export interface RawResource {
  kind: 'resource';
  label: string;
  resource: Resource;
}

export interface RawArc {
  element: QName;
  from: string;
  to: string;
  arcrole?: string;
  order?: string;
  weight?: string;
  priority?: string;
  use?: string;
  preferredLabel?: string;
  otherAttributes: Record<string, string>;
  location: Location;
}

/** An extended link as read, before its locators are resolved against the whole DTS. */
export interface RawExtendedLink {
  element: QName;
  role?: string;
  documentUrl: string;
  /** Whether the link sits in a schema's appinfo rather than a linkbase document. */
  embedded: boolean;
  members: (RawLocator | RawResource)[];
  arcs: RawArc[];
  location: Location;
}

/** A simple link (linkbaseRef, roleRef, arcroleRef, schemaRef) as written. */
export interface RawSimpleLink {
  element: QName;
  href: string;
  role?: string;
  arcrole?: string;
  /** roleURI / arcroleURI of a roleRef / arcroleRef. */
  uri?: string;
  /** Which linkbase element of the document it sits in (1-based; 0 outside any). */
  linkbase: number;
  location: Location;
}
