import type { TopicModelJson } from '@ea/contracts/library';
import { filingSchema } from '@ea/document-model';
import { DOMSerializer, Node } from '@tiptap/pm/model';
import { type MouseEvent, useLayoutEffect, useRef, useState } from 'react';
import { fetchTopicImage } from '@/api/library/images.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';

let serializer: DOMSerializer | null = null;

/**
 * The filing schema's own DOM output, except images: they carry their storage key and no address,
 * since the bytes need the bearer token an <img> cannot send (they are fetched and swapped in).
 */
function staticSerializer(): DOMSerializer {
  if (serializer) return serializer;
  const schema = filingSchema();
  const nodes = {
    ...DOMSerializer.nodesFromSchema(schema),
    image: (node: Node) => {
      const attrs: Record<string, string> = { 'data-key': String(node.attrs.key ?? ''), alt: String(node.attrs.alt ?? '') };
      if (typeof node.attrs.width === 'number') attrs.width = String(node.attrs.width);
      if (typeof node.attrs.height === 'number') attrs.height = String(node.attrs.height);
      return ['img', attrs] as const;
    },
  };
  serializer = new DOMSerializer(nodes, DOMSerializer.marksFromSchema(schema));
  return serializer;
}

/**
 * Renders a topic into `container` as DOM nodes built by ProseMirror from the model (never markup
 * parsed from a string). Style attributes (alignment, list numbering) are applied through the
 * CSSOM: the content security policy ignores style attributes, not styles set from script.
 * Throws when the model does not fit the schema.
 */
export function renderTopicInto(container: HTMLElement, model: TopicModelJson): void {
  const doc = Node.fromJSON(filingSchema(), model);
  const fragment = staticSerializer().serializeFragment(doc.content, { document: container.ownerDocument });
  for (const element of fragment.querySelectorAll<HTMLElement>('[style]')) element.style.cssText = element.getAttribute('style') ?? '';
  container.replaceChildren(fragment);
}

interface StaticTopicProps {
  documentId: string;
  model: TopicModelJson;
  /** A click in the text (not a selection being made): the user wants to edit here. */
  onActivate?(): void;
}

/** A topic rendered but not edited: the static DOM of its model, its images fetched with the session. */
export function StaticTopic({ documentId, model, onActivate }: StaticTopicProps) {
  const session = useSessionClient();
  const ref = useRef<HTMLDivElement>(null);
  const [broken, setBroken] = useState(false);

  useLayoutEffect(() => {
    const container = ref.current;
    if (!container) return;
    try {
      renderTopicInto(container, model);
      setBroken(false);
    } catch {
      container.replaceChildren();
      setBroken(true);
      return;
    }
    const urls: string[] = [];
    let live = true;
    for (const image of container.querySelectorAll<HTMLImageElement>('img[data-key]')) {
      const key = image.dataset.key ?? '';
      if (key === '') continue;
      void fetchTopicImage(session, documentId, key).then((blob) => {
        if (!live || blob === null || !image.isConnected) return;
        const url = URL.createObjectURL(blob);
        urls.push(url);
        image.src = url;
      });
    }
    return () => {
      live = false;
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [model, session, documentId]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    // Links in the content lead out of the editor: the click means "edit here" instead.
    if ((event.target as Element).closest('a')) event.preventDefault();
    const selection = window.getSelection();
    if (onActivate && (selection === null || selection.isCollapsed)) onActivate();
  };

  return (
    <>
      {broken && <p className="editor-topic__broken">This topic's content could not be shown.</p>}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a pointer shortcut; the topic's Edit button is the keyboard way in */}
      <div ref={ref} className="editor-topic__content editor-topic__content--static" onClick={onClick} />
    </>
  );
}
