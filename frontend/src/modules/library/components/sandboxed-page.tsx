import { type RefObject, useEffect, useRef } from 'react';
import { documentPath } from '@/api/library/library-paths.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { applyInlineStyles } from './topic-xhtml.ts';

interface SandboxedPageProps {
  /** The document whose images the page shows: each `img[data-key]` is fetched from it with the bearer token. */
  documentId: string;
  /** A complete HTML page, its styles linked as files of the app. */
  page: string;
  title: string;
  /**
   * Lets the app open the print dialog for the frame (`allow-modals`): a sandboxed document may not
   * print otherwise. No script runs in the frame either way, so the page itself can open nothing.
   */
  printable?: boolean;
  /** The frame, for a caller that prints it. */
  frameRef?: RefObject<HTMLIFrameElement | null>;
}

/** Frees the images of a page the frame no longer shows. */
function revokeImages(urls: RefObject<string[]>): void {
  for (const url of urls.current) URL.revokeObjectURL(url);
  urls.current = [];
}

/**
 * Content of the library, read-only, in a sandboxed frame: no script runs in it (no `allow-scripts`),
 * and its styles cannot reach the app. Same-origin access lets the app size the frame to its content,
 * apply the content's styles and put in the images, which need the bearer token an <img> cannot send.
 */
export function SandboxedPage({ documentId, page, title, printable = false, frameRef }: SandboxedPageProps) {
  const session = useSessionClient();
  const ownFrame = useRef<HTMLIFrameElement>(null);
  const frame = frameRef ?? ownFrame;
  const imageUrls = useRef<string[]>([]);

  useEffect(() => () => revokeImages(imageUrls), []);

  const fit = () => {
    const body = frame.current?.contentDocument?.body;
    if (frame.current && body) frame.current.style.height = `${Math.max(240, body.scrollHeight + 8)}px`;
  };

  const onLoad = () => {
    const content = frame.current?.contentDocument;
    if (!content) return;
    // A new page (another version) replaced the one the earlier images belonged to.
    revokeImages(imageUrls);
    applyInlineStyles(content);
    for (const stylesheet of content.querySelectorAll('link[rel="stylesheet"]')) stylesheet.addEventListener('load', fit);
    fit();
    for (const image of content.querySelectorAll<HTMLImageElement>('img[data-key]')) {
      const key = image.dataset.key ?? '';
      void session.request(`${documentPath(documentId, 'image')}?key=${encodeURIComponent(key)}`).then(async (response) => {
        if (!response.ok || !image.isConnected) return;
        const url = URL.createObjectURL(await response.blob());
        imageUrls.current.push(url);
        image.addEventListener('load', fit);
        image.src = url;
      });
    }
  };

  return (
    <iframe
      ref={frame}
      className="topic-view"
      title={title}
      sandbox={printable ? 'allow-same-origin allow-modals' : 'allow-same-origin'}
      srcDoc={page}
      onLoad={onLoad}
    />
  );
}
