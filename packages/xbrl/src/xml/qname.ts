import type { QName } from '../model/instance.ts';

/** The namespace bindings in scope at one element: a chain of the bindings each ancestor declared. */
export class NamespaceScope {
  constructor(
    private readonly declared: Readonly<Record<string, string>>,
    private readonly parent?: NamespaceScope,
  ) {}

  /** The URI bound to a prefix ('' for the default namespace); undefined when unbound. */
  resolve(prefix: string): string | undefined {
    if (prefix === 'xml') return 'http://www.w3.org/XML/1998/namespace';
    for (let scope: NamespaceScope | undefined = this; scope; scope = scope.parent) {
      const uri = scope.declared[prefix];
      if (uri !== undefined) return uri;
    }
    return undefined;
  }

  /** Every binding in scope, nearest declaration winning (for `Instance.namespaces` and messages). */
  bindings(): Record<string, string> {
    const chain: NamespaceScope[] = [];
    for (let scope: NamespaceScope | undefined = this; scope; scope = scope.parent) chain.push(scope);
    const all: Record<string, string> = {};
    for (const scope of chain.reverse()) Object.assign(all, scope.declared);
    return all;
  }
}

/**
 * Resolves a QName written as text (a measure, an explicit member, an ix `name` or `format`) against
 * the scope of the element it appears in. An unprefixed name takes the default namespace, as XML
 * Schema's xs:QName does. Undefined when the text is not a QName or its prefix is unbound.
 */
export function resolveQName(text: string, scope: NamespaceScope): QName | undefined {
  const name = text.trim();
  const colon = name.indexOf(':');
  const prefix = colon < 0 ? '' : name.slice(0, colon);
  const localName = colon < 0 ? name : name.slice(colon + 1);
  if (!isNCName(localName) || (prefix !== '' && !isNCName(prefix))) return undefined;
  const namespace = scope.resolve(prefix);
  if (namespace === undefined) return prefix === '' ? { namespace: '', localName } : undefined;
  return prefix === '' ? { namespace, localName } : { namespace, localName, prefix };
}

// XML NCName, restricted to the BMP name characters: enough to tell a QName from prose.
const NCNAME =
  /^[A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD][-.0-9A-Z_a-z\u00B7\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u037D\u037F-\u1FFF\u200C-\u200D\u203F\u2040\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD]*$/;

export function isNCName(text: string): boolean {
  return NCNAME.test(text);
}

/** Two QNames name the same thing when namespace and local name agree; the prefix is cosmetic. */
export function sameQName(a: QName, b: QName): boolean {
  return a.namespace === b.namespace && a.localName === b.localName;
}

/** `{namespace}localName`, a key for maps and a name for messages when no prefix is known. */
export function clark(name: QName): string {
  return `{${name.namespace}}${name.localName}`;
}
