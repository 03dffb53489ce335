import { useEffect, useMemo, useRef } from 'react';
import { factElement, markSelected, outlineFacts } from './fact-marks.ts';
import type { FactSelection } from './fact-selection.ts';
import { applyPageStyles, framePage } from './frame-page.ts';

interface DocumentFrameProps {
  html: string;
  title: string;
  selection: FactSelection | null;
  onSelect(factId: string): void;
  /** The frame's document once it is ready to be worked on (styles applied, facts outlined), null before. */
  onReady(doc: Document | null): void;
}

/**
 * The filing in a sandboxed frame: no script of the filing can run (no `allow-scripts`), and
 * same-origin access lets the app drive it from here: outline the tagged facts, take clicks on
 * them, scroll to and mark the fact chosen in the list.
 */
export function DocumentFrame({ html, title, selection, onSelect, onReady }: DocumentFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const { page, imageUrls } = useMemo(() => framePage(html), [html]);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const selected = useRef<HTMLElement | null>(null);

  useEffect(
    () => () => {
      for (const url of imageUrls) URL.revokeObjectURL(url);
    },
    [imageUrls],
  );
  useEffect(() => () => onReady(null), [onReady]);

  const onLoad = () => {
    const doc = frame.current?.contentDocument;
    if (!doc?.body) return;
    applyPageStyles(doc);
    outlineFacts(doc);
    doc.addEventListener('click', (event) => {
      const target = event.target as Element | null;
      const fact = typeof target?.closest === 'function' ? target.closest<HTMLElement>('[data-fact]') : null;
      if (!fact) return;
      // The filing's links lead nowhere useful from here; a click on a fact chooses the fact.
      event.preventDefault();
      onSelectRef.current(fact.dataset.fact ?? '');
    });
    selected.current = null;
    onReady(doc);
  };

  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    if (selected.current) markSelected(selected.current, false);
    const element = selection ? factElement(doc, selection.id) : null;
    selected.current = element;
    if (!element) return;
    markSelected(element, true);
    if (selection?.from === 'list') element.scrollIntoView({ block: 'center' });
  }, [selection]);

  return <iframe ref={frame} className="viewer-frame" title={title} sandbox="allow-same-origin" srcDoc={page} onLoad={onLoad} />;
}
