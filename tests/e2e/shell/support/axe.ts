import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface A11yViolation {
  rule: string;
  impact: string;
  help: string;
  /** The first few elements at fault, as CSS selectors. */
  targets: string[];
}

/**
 * The serious and critical WCAG 2.1 A/AA violations axe-core finds on the page as it is now.
 * axe is evaluated through the DevTools protocol, which the product's Content-Security-Policy
 * (rightly) does not let an injected script tag do.
 */
export async function seriousA11yViolations(page: Page): Promise<A11yViolation[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(await axeSource);
  const found = await page.evaluate(async () => {
    type Result = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };
    const axe = (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: Result[] }> } }).axe;
    const { violations } = await axe.run((globalThis as unknown as { document: unknown }).document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return violations.map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
