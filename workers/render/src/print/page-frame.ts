import { escapeText } from '@ea/document-model';
import type { PageSetup } from './page-setup.ts';

/** Chromium's header and footer templates: HTML drawn in each page's top and bottom margins. */
export interface PageFrame {
  headerTemplate: string;
  footerTemplate: string;
}

// Templates get no stylesheet of the page and a font size of zero: every style is set here.
const TEXT = 'font-family:Helvetica,Arial,sans-serif;font-size:8pt;line-height:1;white-space:nowrap;overflow:hidden';

/**
 * The document's title in the top margin and "Page n of N" in the bottom one, drawn by Chromium
 * while it prints (its pageNumber and totalPages), so a one-pass PDF needs no second pass. A PDF
 * merged from chunks is numbered by mergePdfs instead, in the same places.
 */
export function pageFrame(setup: PageSetup, title: string): PageFrame {
  const { left, right } = setup.margins;
  const header = escapeText(title.slice(0, 120), false);
  return {
    headerTemplate: `<div style="${TEXT};width:100%;margin:0 ${right}mm 0 ${left}mm;color:#666">${header}</div>`,
    footerTemplate: setup.pageNumbers
      ? `<div style="${TEXT};width:100%;text-align:center;color:#404040">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`
      : '<div></div>',
  };
}
