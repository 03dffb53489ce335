import type { RenderOptions } from '@ea/contracts/library';

/** A page layout with every field set. */
export interface PageSetup {
  pageSize: 'Letter' | 'A4' | 'Legal';
  orientation: 'portrait' | 'landscape';
  /** Millimetres. */
  margins: { top: number; right: number; bottom: number; left: number };
  pageNumbers: boolean;
}

/** US Letter, portrait, one inch margins, numbered: what an EDGAR filing prints on. */
export const FILING_PAGE: PageSetup = {
  pageSize: 'Letter',
  orientation: 'portrait',
  margins: { top: 25.4, right: 25.4, bottom: 25.4, left: 25.4 },
  pageNumbers: true,
};

/** Page sizes in millimetres, portrait. */
const SIZES_MM = { Letter: [215.9, 279.4], A4: [210, 297], Legal: [215.9, 355.6] } as const;

/** The printable area must keep at least this much each way, or the layout is refused. */
const MIN_PRINTABLE_MM = 50;

/** Width and height of the sheet in millimetres, as oriented. */
export function sheetMm(setup: PageSetup): [number, number] {
  const [w, h] = SIZES_MM[setup.pageSize];
  return setup.orientation === 'portrait' ? [w, h] : [h, w];
}

/** The options of a request as a full page setup; throws a RangeError when the margins leave too little to print on. */
export function pageSetupOf(options: RenderOptions): PageSetup {
  const setup: PageSetup = {
    pageSize: options.pageSize ?? FILING_PAGE.pageSize,
    orientation: options.orientation ?? FILING_PAGE.orientation,
    margins: options.margins ?? FILING_PAGE.margins,
    pageNumbers: options.pageNumbers ?? FILING_PAGE.pageNumbers,
  };
  const [w, h] = sheetMm(setup);
  const { top, right, bottom, left } = setup.margins;
  if (w - left - right < MIN_PRINTABLE_MM || h - top - bottom < MIN_PRINTABLE_MM) {
    throw new RangeError(`the margins leave less than ${MIN_PRINTABLE_MM} mm to print on`);
  }
  return setup;
}
