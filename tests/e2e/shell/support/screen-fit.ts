import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshotDir } from './product-fixture.ts';

/** The desktop widths filing staff use, narrowest and widest (issue: 1280 and 1920 px). */
export const DESKTOP_WIDTHS = [1280, 1920] as const;

/**
 * Shows the page at `width`: the page does not scroll sideways, each of `shown` is visible and
 * wholly inside the window's width, and a screenshot `<name>-<width>.png` is kept for review.
 */
export async function expectFitsAt(page: Page, width: number, name: string, shown: Locator[]): Promise<void> {
  await page.setViewportSize({ width, height: width >= 1920 ? 1080 : 900 });
  for (const locator of shown) {
    await locator.waitFor();
    const box = await locator.boundingBox();
    expect(box, `${name}: ${locator} has a box`).not.toBeNull();
    expect(box!.x, `${name}: ${locator} starts inside the window`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${name}: ${locator} ends inside ${width} px`).toBeLessThanOrEqual(width);
  }
  const sideways = await page.evaluate(() => {
    const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document
      .documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  expect(sideways, `${name}: the page scrolls sideways at ${width} px`).toBe(0);
  await page.screenshot({ path: join(screenshotDir, `${name}-${width}.png`) });
}
