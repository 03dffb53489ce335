import type { Topic } from '@ea/contracts/library';
import { useEffect, useMemo, useRef } from 'react';
import { documentPath } from '@/api/library/library-paths.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import readingStylesheet from './topic-reading.css?url';
import { applyInlineStyles, topicPage } from './topic-xhtml.ts';

/**
 * A topic, read-only, in a sandboxed frame: no script runs in it (no `allow-scripts`), and its
 * styles cannot reach the app. Same-origin access lets the app size the frame to its content,
 * apply the content's styles and put in the images, which need the bearer token an <img> cannot send.
 */
export function TopicView({ topic }: { topic: Topic }) {
  const session = useSessionClient();
  const frame = useRef<HTMLIFrameElement>(null);
  const imageUrls = useRef<string[]>([]);
  const page = useMemo(() => topicPage(topic.model, topic.title, readingStylesheet), [topic.model, topic.title]);

  useEffect(
    () => () => {
      for (const url of imageUrls.current) URL.revokeObjectURL(url);
      imageUrls.current = [];
    },
    [],
  );

  const fit = () => {
    const body = frame.current?.contentDocument?.body;
    if (frame.current && body) frame.current.style.height = `${Math.max(240, body.scrollHeight + 8)}px`;
  };

  const onLoad = () => {
    const content = frame.current?.contentDocument;
    if (!content) return;
    applyInlineStyles(content);
    content.querySelector('link[rel="stylesheet"]')?.addEventListener('load', fit);
    fit();
    for (const image of content.querySelectorAll<HTMLImageElement>('img[data-key]')) {
      const key = image.dataset.key ?? '';
      void session.request(`${documentPath(topic.documentId, 'image')}?key=${encodeURIComponent(key)}`).then(async (response) => {
        if (!response.ok || !image.isConnected) return;
        const url = URL.createObjectURL(await response.blob());
        imageUrls.current.push(url);
        image.addEventListener('load', fit);
        image.src = url;
      });
    }
  };

  return (
    <iframe ref={frame} className="topic-view" title={`Topic: ${topic.title}`} sandbox="allow-same-origin" srcDoc={page} onLoad={onLoad} />
  );
}
