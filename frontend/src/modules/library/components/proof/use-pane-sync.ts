import { type RefObject, useEffect, useRef } from 'react';

interface PaneSync {
  htmlPane: RefObject<HTMLDivElement | null>;
  pdfPane: RefObject<HTMLDivElement | null>;
  frame: RefObject<HTMLIFrameElement | null>;
  /** The page each topic starts on; null until a PDF is rendered. */
  topicPages: Readonly<Record<string, number>> | null;
  enabled: boolean;
}

/** How long a scroll the other pane caused is not taken as the user's (smooth scrolling takes a while). */
const ECHO_MS = 400;

/**
 * The topics of the HTML pane with their tops in the pane's scroll coordinates: the frame is as
 * tall as its content (it never scrolls), so a topic's place in the frame's viewport is its place
 * in the page, and the frame's offset is taken in the pane (a positioned element).
 */
function topicTops(frame: HTMLIFrameElement): { id: string; top: number }[] {
  const content = frame.contentDocument;
  if (!content) return [];
  return [...content.querySelectorAll<HTMLElement>('.topic[id^="topic-"]')].map((el) => ({
    id: el.id.slice('topic-'.length),
    top: frame.offsetTop + el.getBoundingClientRect().top,
  }));
}

/**
 * Keeps the proof's two panes on the same place: scrolling the HTML shows the PDF page where the
 * topic at the top starts, and scrolling the PDF shows the topic that starts on the page at the top.
 */
export function usePaneSync({ htmlPane, pdfPane, frame, topicPages, enabled }: PaneSync): void {
  const echoUntil = useRef(0);

  useEffect(() => {
    const html = htmlPane.current;
    const pdf = pdfPane.current;
    if (!enabled || !topicPages || !html || !pdf) return;
    const follow = (target: HTMLDivElement, top: number) => {
      echoUntil.current = Date.now() + ECHO_MS;
      target.scrollTo({ top, behavior: 'auto' });
    };
    const onHtmlScroll = () => {
      if (Date.now() < echoUntil.current || !frame.current) return;
      const tops = topicTops(frame.current);
      const current = tops.filter((t) => t.top <= html.scrollTop + 24).at(-1) ?? tops[0];
      const page = current ? topicPages[current.id] : undefined;
      const item = page === undefined ? null : pdf.querySelector<HTMLElement>(`[data-page="${page}"]`);
      if (item) follow(pdf, item.offsetTop);
    };
    const onPdfScroll = () => {
      if (Date.now() < echoUntil.current || !frame.current) return;
      const items = [...pdf.querySelectorAll<HTMLElement>('[data-page]')];
      const atTop = items.filter((item) => item.offsetTop <= pdf.scrollTop + 24).at(-1) ?? items[0];
      const page = Number(atTop?.dataset.page ?? 1);
      const tops = topicTops(frame.current);
      const starting = tops.filter((t) => (topicPages[t.id] ?? 0) <= page).at(-1);
      if (starting) follow(html, starting.top);
    };
    html.addEventListener('scroll', onHtmlScroll, { passive: true });
    pdf.addEventListener('scroll', onPdfScroll, { passive: true });
    return () => {
      html.removeEventListener('scroll', onHtmlScroll);
      pdf.removeEventListener('scroll', onPdfScroll);
    };
  }, [htmlPane, pdfPane, frame, topicPages, enabled]);
}
