import { type RefObject, useEffect, useState } from 'react';

export interface RowWindow {
  start: number;
  end: number;
  padTop: number;
  padBottom: number;
}

const OVERSCAN = 8;

/** Which rows of a fixed-row-height body fall in the viewport (plus a margin), given the body's top edge. */
export function rowWindow(count: number, rowHeight: number, bodyTop: number, viewportHeight: number): RowWindow {
  const first = Math.floor(-bodyTop / rowHeight) - OVERSCAN;
  const last = Math.ceil((viewportHeight - bodyTop) / rowHeight) + OVERSCAN;
  const start = Math.min(Math.max(first, 0), count);
  const end = Math.min(Math.max(last, start), count);
  return { start, end, padTop: start * rowHeight, padBottom: (count - end) * rowHeight };
}

/**
 * Renders only the rows near the viewport when a page holds many rows (500 per page is allowed),
 * following window scrolling so the sticky header keeps working.
 */
export function useVirtualRows(count: number, rowHeight: number, bodyRef: RefObject<HTMLElement | null>, enabled: boolean): RowWindow {
  const [window_, setWindow] = useState<RowWindow>(() => ({
    start: 0,
    end: enabled ? Math.min(count, 40) : count,
    padTop: 0,
    padBottom: 0,
  }));
  useEffect(() => {
    if (!enabled) {
      setWindow({ start: 0, end: count, padTop: 0, padBottom: 0 });
      return;
    }
    let frame = 0;
    const measure = () => {
      frame = 0;
      const top = bodyRef.current?.getBoundingClientRect().top ?? 0;
      const next = rowWindow(count, rowHeight, top, window.innerHeight);
      setWindow((current) =>
        current.start === next.start && current.end === next.end && current.padBottom === next.padBottom ? current : next,
      );
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [count, rowHeight, bodyRef, enabled]);
  return window_;
}
