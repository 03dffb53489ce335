import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Instance } from '../model/instance.ts';
import { attribute, streamXml } from '../xml/stream-xml.ts';

/**
 * The filing's own extension namespaces when the caller does not name them: the target namespaces
 * of the schemas the instance references by a relative path (the extension schema is filed beside
 * the instance; standard taxonomies are referenced by URL). Schemas that cannot be read add nothing.
 */
export function extensionNamespacesOf(instance: Instance): Set<string> {
  const namespaces = new Set<string>();
  for (const href of instance.schemaRefs) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href)) continue;
    const path = resolve(dirname(instance.file), href.split('#')[0]!);
    if (!existsSync(path)) continue;
    const namespace = targetNamespace(readFileSync(path), path);
    if (namespace) namespaces.add(namespace);
  }
  return namespaces;
}

function targetNamespace(xml: Uint8Array, file: string): string | undefined {
  let namespace: string | undefined;
  streamXml(xml, file, {
    startElement(element) {
      if (element.depth === 0) namespace = attribute(element, 'targetNamespace');
    },
    endElement() {},
    text() {},
  });
  return namespace;
}
