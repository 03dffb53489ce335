import type { QName } from '../model/instance.ts';
import { clark } from '../xml/qname.ts';
import type { ClarkName, TypeDefinition, TypeInfo } from './model.ts';
import { ITEM_TYPES, NUMERIC_XSD_TYPES, XBRLI, XBRLI_SIMPLE_TYPES, XSD } from './standard-taxonomy.ts';

/**
 * Follows a type's derivation chain through the DTS's type definitions down to the xbrli item type
 * and the XSD built-in type it rests on: that decides whether facts of it are numeric (XBRL 2.1
 * §4.6) and how their values are checked. Unknown or cyclic chains end with no XSD type.
 */
export function typeInfo(start: QName | TypeDefinition | undefined, types: ReadonlyMap<ClarkName, TypeDefinition>): TypeInfo {
  const info: TypeInfo = { numeric: false, fraction: false, facets: [], complexContent: false, attributeDefaults: {} };
  const visited = new Set<string>();
  let current: QName | TypeDefinition | undefined = start;
  while (current) {
    let definition: TypeDefinition | undefined;
    if ('localName' in current) {
      const name = current;
      if (name.namespace === XBRLI && ITEM_TYPES[name.localName]) {
        info.xbrliType ??= name.localName;
        return finish(info, ITEM_TYPES[name.localName]!);
      }
      if (name.namespace === XBRLI && XBRLI_SIMPLE_TYPES[name.localName]) return finish(info, XBRLI_SIMPLE_TYPES[name.localName]!);
      if (name.namespace === XSD) {
        if (name.localName === 'anyType') info.complexContent = true;
        return finish(info, name.localName);
      }
      const key = clark(name);
      if (visited.has(key)) return info;
      visited.add(key);
      definition = types.get(key);
      if (!definition) return info;
    } else definition = current;
    if (definition.content !== 'simple') info.complexContent = true;
    if (definition.derivation === 'restriction') info.facets.push(definition.facets);
    for (const a of definition.attributes) {
      const value = a.fixed ?? a.default;
      if (value !== undefined && a.name.namespace === '') info.attributeDefaults[a.name.localName] ??= value;
    }
    if (definition.derivation === 'list' || definition.derivation === 'union') return finish(info, 'string');
    current = definition.base;
  }
  return info;
}

function finish(info: TypeInfo, xsdType: string): TypeInfo {
  info.xsdType = xsdType;
  info.fraction = xsdType === 'fraction';
  info.numeric = info.fraction || NUMERIC_XSD_TYPES.has(xsdType);
  if (info.fraction) info.complexContent = false;
  return info;
}
