/**
 * The document editor in the system Chromium, on a 300-page filing (the docx bench's generator: a
 * topic per ten pages, a financial table on every page, so 300 tables), the product started as a
 * user starts it:
 * - open: from navigation to the first topic's content shown (target ≤ 1 s), after one warm-up,
 *   followed from within the app and, apart, as a cold page load (the app's start and session
 *   included). "Shown" is timed in the page: the frame after the content enters the document.
 *   Playwright's own wait for it polls at growing intervals (up to half a second), which would be
 *   measured with it;
 * - keystroke to paint in a table cell of a topic of ten tables (target p95 ≤ 16 ms): from the key
 *   event's timestamp to the frame that shows it (a message posted from the next animation frame
 *   runs once that frame is painted);
 *   and, as the measure's floor on this machine, the same keys into a bare textarea on the same page;
 *   both again with frames unthrottled (made when there is something to draw, not on the 60 Hz
 *   clock, whose wait for the next tick is most of the floor): whether a key's work and paint fit
 *   in one frame's 16 ms;
 * - autosave round trip (target p95 ≤ 100 ms): the draft PUT from request start to response end;
 * - the page's JavaScript heap and DOM size once a topic is being edited.
 *
 *   node --import tsx tests/bench/editor-in-chromium.ts
 */
import { pathToFileURL } from 'node:url';
import type { Page, Request } from 'playwright-core';
import { filingDocx } from '../../services/library/src/uploads/testing/filing-docx.ts';
import { signedInPage } from '../e2e/directory/support/browser-steps.ts';
import { LibraryApi } from '../e2e/library/support/library-api.ts';
import { freshContext, launchChromium } from '../e2e/shell/support/chromium.ts';
import { ADMIN, startProductShell } from '../e2e/shell/support/product-fixture.ts';

export interface EditorBench {
  pages: number;
  topics: number;
  tables: number;
  openMs: number[];
  inAppOpenMs: number[];
  keystrokeMs: number[];
  /** The same keys into a bare textarea on the same page: what the measure costs without the editor. */
  baselineKeystrokeMs: number[];
  /** Both again in a browser whose frames do not wait for a 60 Hz clock. */
  unthrottled: { keystrokeMs: number[]; baselineKeystrokeMs: number[] };
  autosaveMs: number[];
  heapMb: number;
  domNodes: number;
}

const PAGES = 300;
const OPENS = 5;
const KEYSTROKES = 200;
const AUTOSAVES = 20;
/** Drafts sent before the measured ones, not counted: the server's first requests of a route still compile its code. */
const AUTOSAVE_WARM_UP = 3;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** Records, in the page, the time from each key event to the painted frame that follows it. */
const PAINT_PROBE = `(() => {
  window.__keyToPaint = [];
  document.addEventListener('keydown', (event) => {
    const started = event.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.__keyToPaint.push(performance.now() - started);
      channel.port2.postMessage(null);
    });
  }, true);
})()`;

/** Chromium's switches for frames made as soon as there is something to draw, not on a 60 Hz clock. */
const UNTHROTTLED_FRAMES = ['--disable-gpu-vsync', '--disable-frame-rate-limit'];

/**
 * Types into a cell of the topic's tables, then the same keys the same way into a bare textarea
 * over the same page (no editor code runs for them): the measure's floor on this machine, so the
 * editor's own share can be read off. Leaves the topic open for editing.
 */
async function typeInTable(page: Page, topic: { id: string; title: string }) {
  await page.getByRole('button', { name: `Edit ${topic.title}`, exact: true }).click();
  const cell = page.locator(`[data-topic-body="${topic.id}"] .ProseMirror td`).nth(7);
  await cell.click();
  await page.evaluate(PAINT_PROBE);
  for (let i = 0; i < KEYSTROKES; i++) await page.keyboard.type(i % 10 === 9 ? ' ' : '7', { delay: 25 });
  const keystrokeMs = (await page.evaluate('window.__keyToPaint')) as number[];
  await page.evaluate(`(() => {
    const area = document.createElement('textarea');
    area.id = 'bench-baseline';
    area.style.cssText = 'position:fixed;top:8px;right:8px;width:200px;height:60px;z-index:9999';
    document.body.append(area);
  })()`);
  await page.locator('#bench-baseline').focus();
  await page.evaluate('window.__keyToPaint = []');
  for (let i = 0; i < KEYSTROKES; i++) await page.keyboard.type(i % 10 === 9 ? ' ' : '7', { delay: 25 });
  const baselineKeystrokeMs = (await page.evaluate('window.__keyToPaint')) as number[];
  await page.evaluate(`document.getElementById('bench-baseline').remove()`);
  return { keystrokeMs, baselineKeystrokeMs, cell };
}

/** The static content filled in: the topic's own first heading or paragraph. */
const shownSelector = (firstTopicId: string) => `[data-topic-body="${firstTopicId}"] .editor-topic__content--static > *`;

/**
 * Installed in every document the page loads: `__shownAt`, the page's clock (`performance.now()`)
 * at the frame after the selector first matches, from the moment `__watchShown` is called (at
 * once for a page load).
 */
const SHOWN_PROBE = (selector: string) => `(() => {
  window.__watchShown = () => {
    window.__shownAt = undefined;
    const seen = () => {
      if (!document.querySelector(${JSON.stringify(selector)})) return false;
      requestAnimationFrame(() => { window.__shownAt = performance.now(); });
      return true;
    };
    const observer = new MutationObserver(() => { if (seen()) observer.disconnect(); });
    observer.observe(document, { childList: true, subtree: true });
  };
  window.__watchShown();
})()`;

async function shownAt(page: Page, firstTopicId: string): Promise<number> {
  await page.locator(shownSelector(firstTopicId)).first().waitFor();
  await page.waitForFunction('window.__shownAt !== undefined');
  return (await page.evaluate('performance.timeOrigin + window.__shownAt')) as number;
}

/** A cold open: the address loaded, so the app starts, restores the session and opens the editor. */
async function openEditor(page: Page, url: string, firstTopicId: string): Promise<number> {
  const started = Date.now();
  await page.goto(url);
  return (await shownAt(page, firstTopicId)) - started;
}

/** An open from within the running app (a link followed from the library), as users mostly arrive. */
async function openEditorInApp(page: Page, shellUrl: string, path: string, firstTopicId: string): Promise<number> {
  await page.goto(`${shellUrl}/library`);
  await page
    .getByRole('row', { name: /12345AB67/ })
    .first()
    .waitFor();
  const started = (await page.evaluate(
    `(() => { window.__watchShown(); const at = performance.timeOrigin + performance.now(); history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate')); return at; })()`,
  )) as number;
  return (await shownAt(page, firstTopicId)) - started;
}

export async function runEditorBench(): Promise<EditorBench> {
  const shell = await startProductShell();
  try {
    const channelId = await shell.api.createChannel('Bench Filings');
    const { id: companyId } = await shell.api.ok<{ id: number }>('POST', '/api/company', {
      name: 'Bench Filer Inc',
      ticker: 'BNCH',
      cid: 'BN1',
      channelId,
    });
    const library = new LibraryApi(shell.api);
    const document = await library.uploadDocx({ companyId, title: '12345AB67', documentType: 6 }, await filingDocx(PAGES));
    const first = document.topics[0]!;
    const path = `/library-editor/${document.id}`;
    const page = await signedInPage(shell, ADMIN.email, ADMIN.password, path);
    await page.addInitScript(SHOWN_PROBE(shownSelector(first.id)));
    await openEditor(page, `${shell.url}${path}`, first.id);

    const openMs: number[] = [];
    for (let i = 0; i < OPENS; i++) openMs.push(await openEditor(page, `${shell.url}${path}`, first.id));
    const inAppOpenMs: number[] = [];
    for (let i = 0; i < OPENS; i++) inAppOpenMs.push(await openEditorInApp(page, shell.url, path, first.id));
    await page.goto(`${shell.url}${path}`);
    await page.locator(shownSelector(first.id)).first().waitFor();

    // The second topic: ten pages, ten tables.
    const topic = document.topics[1]!;
    const { keystrokeMs, baselineKeystrokeMs, cell } = await typeInTable(page, topic);

    // The same keys in a browser whose frames are not held to the display's 60 Hz clock: at 60 Hz
    // a key waits for the next frame (up to 16.7 ms) whatever the page does, so the measure's
    // floor above is mostly that wait; unthrottled, a frame follows the key's work at once.
    const unthrottled = await launchChromium(UNTHROTTLED_FRAMES);
    let unthrottledMs: { keystrokeMs: number[]; baselineKeystrokeMs: number[] };
    try {
      const context = await freshContext(unthrottled);
      const fast = await signedInPage({ url: shell.url, newPage: () => context.newPage() }, ADMIN.email, ADMIN.password, path);
      await fast.locator(shownSelector(first.id)).first().waitFor();
      // Another topic of ten tables: the first page holds the lock of the one it typed into.
      const typed = await typeInTable(fast, document.topics[2]!);
      unthrottledMs = { keystrokeMs: typed.keystrokeMs, baselineKeystrokeMs: typed.baselineKeystrokeMs };
    } finally {
      await unthrottled.close();
    }
    await cell.click();

    const autosaveMs: number[] = [];
    const isDraftSave = (request: Request) => request.method() === 'PUT' && request.url().endsWith('/draft');
    for (let i = 0; i < AUTOSAVE_WARM_UP + AUTOSAVES; i++) {
      await page.keyboard.type('1');
      const response = await page.waitForResponse((answer) => isDraftSave(answer.request()));
      await response.finished();
      if (i >= AUTOSAVE_WARM_UP) autosaveMs.push(response.request().timing().responseEnd);
    }

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
    await cdp.send('Performance.enable');
    const enabled = (await cdp.send('Performance.getMetrics')).metrics;
    const heap = enabled.find((m) => m.name === 'JSHeapUsedSize')?.value ?? metric('JSHeapUsedSize');
    const nodes = enabled.find((m) => m.name === 'Nodes')?.value ?? metric('Nodes');
    return {
      pages: PAGES,
      topics: document.topics.length,
      tables: PAGES,
      openMs,
      inAppOpenMs,
      keystrokeMs,
      baselineKeystrokeMs,
      unthrottled: unthrottledMs,
      autosaveMs,
      heapMb: heap / 1024 / 1024,
      domNodes: nodes,
    };
  } finally {
    await shell.close();
  }
}

export function formatEditorBench(r: EditorBench): string {
  const line = (label: string, values: number[], target: string) =>
    `  ${label.padEnd(34)} p50 ${percentile(values, 50).toFixed(1)} ms · p95 ${percentile(values, 95).toFixed(1)} ms · max ${Math.max(...values).toFixed(1)} ms (${values.length} samples; ${target})`;
  return [
    `Document editor in Chromium: ${r.pages} pages, ${r.topics} topics, ${r.tables} tables`,
    line('open → first topic shown (in app)', r.inAppOpenMs, 'target ≤ 1000 ms'),
    line('  (cold: page load, session, open)', r.openMs, 'target ≤ 1000 ms'),
    line('keystroke → paint (table topic)', r.keystrokeMs, 'target p95 ≤ 16 ms'),
    line('  (bare textarea, same page)', r.baselineKeystrokeMs, 'the floor of the measure here'),
    `  editor's share of keystroke → paint   p50 ${(percentile(r.keystrokeMs, 50) - percentile(r.baselineKeystrokeMs, 50)).toFixed(1)} ms · p95 ${(percentile(r.keystrokeMs, 95) - percentile(r.baselineKeystrokeMs, 95)).toFixed(1)} ms`,
    line('  (unthrottled frames: table)', r.unthrottled.keystrokeMs, 'target p95 ≤ 16 ms'),
    line('  (unthrottled frames: textarea)', r.unthrottled.baselineKeystrokeMs, 'the floor without the 60 Hz wait'),
    line('autosave round trip', r.autosaveMs, 'target p95 ≤ 100 ms'),
    `  page memory                        JS heap ${r.heapMb.toFixed(1)} MB · ${r.domNodes} DOM nodes`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(formatEditorBench(await runEditorBench()));
  process.exit(0);
}
