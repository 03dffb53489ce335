import { type RefObject, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { HeightMemory, type SectionBox, TopicWindow, topicAtTop } from '../editing/visible-window.ts';

const TOPIC_ATTRIBUTE = 'data-topic-id';
const BODY_ATTRIBUTE = 'data-topic-body';

export interface TopicWindowControls {
  /** The topics whose content is rendered (near the viewport, and the one being edited). */
  rendered: ReadonlySet<string>;
  heights: HeightMemory;
  /** Ref callback of each topic's section (carrying TOPIC_ATTRIBUTE): observed for nearness. */
  observeSection(element: HTMLElement | null): () => void;
  /** Ref callback of each rendered topic's body (carrying BODY_ATTRIBUTE): measured, so its placeholder keeps its height. */
  measureBody(element: HTMLElement | null): () => void;
  scrollTo(topicId: string): void;
  /** The topic at the top of the column's viewport. */
  topicAtTop(): string | null;
}

const sectionOf = (root: HTMLElement, topicId: string) => root.querySelector<HTMLElement>(`[${TOPIC_ATTRIBUTE}="${CSS.escape(topicId)}"]`);

/**
 * Windowing of the topics column: an IntersectionObserver whose margin is one screen above and
 * below the column's viewport says which topics are near; only those fetch and render their
 * content. A ResizeObserver remembers each rendered body's height for its placeholder.
 */
export function useTopicWindow(
  columnRef: RefObject<HTMLElement | null>,
  topicIds: readonly string[],
  initial: string | null,
  pinned: string | null,
) {
  const windowRef = useRef<TopicWindow | null>(null);
  windowRef.current ??= new TopicWindow(initial ? [initial] : topicIds.slice(0, 1));
  const heights = useRef(new HeightMemory()).current;
  const [version, bump] = useReducer((n: number) => n + 1, 0);
  const pendingScroll = useRef<string | null>(null);
  const sections = useRef(new Set<HTMLElement>());
  const bodies = useRef(new Set<HTMLElement>());
  const intersection = useRef<IntersectionObserver | null>(null);
  const resize = useRef<ResizeObserver | null>(null);

  useEffect(() => {
    const root = columnRef.current;
    if (!root) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const changes = entries.map((entry) => ({
          topicId: (entry.target as HTMLElement).getAttribute(TOPIC_ATTRIBUTE) ?? '',
          near: entry.isIntersecting,
        }));
        if (windowRef.current?.update(changes)) bump();
      },
      { root, rootMargin: '100% 0px 100% 0px' },
    );
    intersection.current = observer;
    for (const section of sections.current) observer.observe(section);
    const sizes = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const body = entry.target as HTMLElement;
        const topicId = body.getAttribute(BODY_ATTRIBUTE);
        if (topicId === null) continue;
        const first = heights.measured(topicId) === null;
        heights.set(topicId, entry.contentRect.height);
        // A jump from the outline to a topic far down landed on estimates: once the topic is
        // really there, it is brought to the top again.
        if (first && pendingScroll.current === topicId) {
          pendingScroll.current = null;
          sectionOf(root, topicId)?.scrollIntoView({ block: 'start' });
        }
      }
    });
    resize.current = sizes;
    for (const body of bodies.current) sizes.observe(body);
    return () => {
      observer.disconnect();
      sizes.disconnect();
      intersection.current = null;
      resize.current = null;
    };
  }, [columnRef, heights]);

  // A new version may drop topics from the map.
  useEffect(() => {
    if (windowRef.current?.retain(new Set(topicIds))) bump();
  }, [topicIds]);

  const observeSection = useCallback((element: HTMLElement | null) => {
    if (element === null) return () => {};
    sections.current.add(element);
    intersection.current?.observe(element);
    return () => {
      sections.current.delete(element);
      intersection.current?.unobserve(element);
    };
  }, []);

  const measureBody = useCallback((element: HTMLElement | null) => {
    if (element === null) return () => {};
    bodies.current.add(element);
    resize.current?.observe(element);
    return () => {
      bodies.current.delete(element);
      resize.current?.unobserve(element);
    };
  }, []);

  const scrollTo = useCallback(
    (topicId: string) => {
      const root = columnRef.current;
      const section = root ? sectionOf(root, topicId) : null;
      if (!section) return;
      pendingScroll.current = heights.measured(topicId) === null ? topicId : null;
      section.scrollIntoView({ block: 'start' });
    },
    [columnRef, heights],
  );

  const currentTopic = useCallback(() => {
    const root = columnRef.current;
    if (!root) return null;
    const viewTop = root.getBoundingClientRect().top;
    const boxes: SectionBox[] = [];
    for (const section of root.querySelectorAll<HTMLElement>(`section[${TOPIC_ATTRIBUTE}]`)) {
      const box = section.getBoundingClientRect();
      boxes.push({ topicId: section.getAttribute(TOPIC_ATTRIBUTE) ?? '', top: box.top, bottom: box.bottom });
    }
    return topicAtTop(boxes, viewTop);
  }, [columnRef]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is bumped when the window's near set changes
  const rendered = useMemo(() => windowRef.current?.rendered(pinned) ?? new Set<string>(), [version, pinned]);

  return { rendered, heights, observeSection, measureBody, scrollTo, topicAtTop: currentTopic } satisfies TopicWindowControls;
}

export { BODY_ATTRIBUTE, TOPIC_ATTRIBUTE };
