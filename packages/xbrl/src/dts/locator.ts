import type { Endpoint } from './model.ts';
import type { DocumentContent, Target } from './read-document.ts';
import { isStandardSchema } from './standard-taxonomy.ts';

/**
 * What a locator's href points at (XBRL 2.1 §3.5.4): a shorthand pointer (an id) or a sequence of
 * element() scheme pointers, the first that resolves winning. Other XPointer schemes are not
 * allowed. No endpoint and no error when the document itself was not resolved (already reported).
 */
export function pointerTarget(href: string, contents: ReadonlyMap<string, DocumentContent>): { endpoint?: Endpoint; error?: string } {
  const hash = href.indexOf('#');
  const url = hash < 0 ? href : href.slice(0, hash);
  const fragment = hash < 0 ? '' : decodeURIComponent(href.slice(hash + 1));
  if (isStandardSchema(url)) return { endpoint: { kind: 'other', href } };
  const content = contents.get(url);
  if (!content) return {};
  if (fragment === '') return { endpoint: { kind: 'other', href } };
  let target: Target | undefined;
  if (/^[\p{L}_][\p{L}\p{N}._-]*$/u.test(fragment)) {
    target = content.ids.get(fragment);
    if (!target) return { error: `points at the id "${fragment}", which ${url} does not have` };
  } else {
    const parts = [...fragment.matchAll(/\s*([A-Za-z_][\w.-]*)\(((?:[^()^]|\^.)*)\)/g)];
    if (
      parts.length === 0 ||
      parts
        .map((p) => p[0])
        .join('')
        .trim() !== fragment.trim()
    )
      return { error: 'is not a shorthand pointer or a sequence of element() scheme pointers' };
    const scheme = parts.find((p) => p[1] !== 'element');
    if (scheme) return { error: `uses the ${scheme[1]}() XPointer scheme; XBRL 2.1 allows only element() and shorthand pointers` };
    for (const part of parts) {
      target = elementScheme(part[2]!, content);
      if (target) break;
    }
    if (!target) return { error: `resolves to no element of ${url}` };
  }
  if (target.kind === 'concept') return { endpoint: { kind: 'concept', concept: `{${target.name.namespace}}${target.name.localName}` } };
  if (target.kind === 'resource') return { endpoint: { kind: 'resource', resource: target.resource } };
  return { endpoint: { kind: 'other', href } };
}

// element(id), element(/1/2), element(id/2/3): an id, a child sequence, or an id then a child sequence.
function elementScheme(data: string, content: DocumentContent): Target | undefined {
  const [head, ...steps] = data.split('/');
  if (head === '') return content.paths.get(`/${steps.join('/')}`);
  if (steps.length === 0) return content.ids.get(head!);
  const startPath = content.idPaths.get(head!);
  return startPath === undefined ? undefined : content.paths.get(`${startPath}/${steps.join('/')}`);
}
