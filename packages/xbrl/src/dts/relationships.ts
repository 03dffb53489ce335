import { clark } from '../xml/qname.ts';
import { canonicalNumber } from './canonical-number.ts';
import type { Endpoint, Relationship, Resource } from './model.ts';

const resourceIds = new WeakMap<Resource, number>();
let nextResourceId = 1;

function endpointKey(endpoint: Endpoint): string {
  if (endpoint.kind === 'concept') return `c${endpoint.concept}`;
  if (endpoint.kind === 'other') return `o${endpoint.href}`;
  let id = resourceIds.get(endpoint.resource);
  if (id === undefined) {
    id = nextResourceId++;
    resourceIds.set(endpoint.resource, id);
  }
  return `r${id}`;
}

/**
 * Attribute values compare by value (XBRL 2.1 §3.5.3.9.7.4, s-equal): order and weight are decimals,
 * so '1' and '1.0' are equal, and so are other numeric-looking values; a missing order is 1.
 */
function attributeKey(attributes: Record<string, string>): string {
  const entries = Object.entries({ order: '1', ...attributes }).map(([k, v]) => `${k}=${canonicalNumber(v) ?? v.trim()}`);
  return entries.sort().join('\u0001');
}

/** The key two relationships share exactly when they are equivalent (XBRL 2.1 §3.5.3.9.7.4). */
function equivalenceKey(r: Relationship): string {
  return [r.arcrole, r.linkRole, clark(r.link), clark(r.arc), endpointKey(r.from), endpointKey(r.to), attributeKey(r.otherAttributes)].join(
    '\u0000',
  );
}

/**
 * The relationships that remain after prohibition and overriding (XBRL 2.1 §3.5.3.9.7.5): among
 * equivalent relationships only those of the highest priority count; if one of those is
 * prohibited none remains, else one of them does.
 */
export function resolveRelationships(arcs: readonly Relationship[]): Relationship[] {
  const groups = new Map<string, Relationship[]>();
  for (const arc of arcs) {
    const key = equivalenceKey(arc);
    const group = groups.get(key);
    if (group) group.push(arc);
    else groups.set(key, [arc]);
  }
  const effective: Relationship[] = [];
  for (const group of groups.values()) {
    const top = Math.max(...group.map((r) => r.priority));
    const highest = group.filter((r) => r.priority === top);
    if (highest.some((r) => r.use === 'prohibited')) continue;
    effective.push(highest[0]!);
  }
  return effective;
}
