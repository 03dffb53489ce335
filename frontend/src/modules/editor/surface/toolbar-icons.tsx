const PATHS = {
  undo: 'M6 4 3 7l3 3M3 7h7a3.5 3.5 0 0 1 0 7H8',
  redo: 'm10 4 3 3-3 3m3-3H6a3.5 3.5 0 0 0 0 7h2',
  bulletList: 'M6 4h8M6 8h8M6 12h8M2.5 4h.01M2.5 8h.01M2.5 12h.01',
  orderedList: 'M6.5 4h7.5M6.5 8h7.5M6.5 12h7.5M2 3l1-.5V6M1.8 9.3c.3-.5 1.7-.6 1.7.3 0 .7-1.7 1.3-1.7 2h1.8',
  link: 'M6.5 9.5 9.5 6.5M7 4.5l1-1a2.5 2.5 0 0 1 3.5 3.5l-1 1M9 11.5l-1 1A2.5 2.5 0 0 1 4.5 9l1-1',
  image: 'M2.5 3.5h11v9h-11zM2.5 10.5l3-3 3 3 2-2 3 3M10.5 6h.01',
  table: 'M2 3h12v10H2zM2 6.5h12M2 9.75h12M6 3v10M10 3v10',
  footnote: 'M2.5 12h7M2.5 9h9M11.5 3.5v3M10 5h3',
  pageBreak: 'M3 2v3h10V2M3 14v-3h10v3M1.5 8h2M5.5 8h2M9.5 8h2M13.5 8h1',
  find: 'M7 11.5a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM10.3 10.3 14 14',
} as const;

export type IconName = keyof typeof PATHS;

/** A toolbar glyph: decorative, the button's aria-label names it. */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="topic-toolbar__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
