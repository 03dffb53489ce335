import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DocumentType } from '@ea/contracts';
import type { DraftList } from '@ea/contracts/library';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { field } from '../directory/support/browser-steps.ts';
import { LibraryApi } from '../library/support/library-api.ts';
import { quarterlyReport } from '../library/support/quarterly-report.ts';
import { PASSWORD } from '../shell/support/identity-api.ts';
import { type ProductShell, screenshotDir, startProductShell } from '../shell/support/product-fixture.ts';
import {
  caretAtEnd,
  editButton,
  editingArea,
  editorPage,
  editorPath,
  headerButton,
  type ModelNode,
  nodesOf,
  type PageGlobals,
  saveRevision,
  startEditing,
  statusLine,
  stopEditingButton,
  tableTopic,
  textOf,
  toolbarButton,
  topicOf,
  topicSection,
} from './support/editor-steps.ts';

const PREPARER = 'preparer@editor-e2e.test';
const FOOTNOTE = 'Cash includes restricted deposits of 200.';
const DRAFT_WORDS = ' Draft words typed before the tab died.';

/** A table as Word puts it on the clipboard: mso- styles, Office namespaces, <o:p>, a merged heading cell. */
const WORD_TABLE =
  '<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">' +
  '<head><meta name=Generator content="Microsoft Word 15"><style>p.MsoNormal{mso-style-parent:"";margin:0in}</style></head>' +
  "<body lang=EN-US style='tab-interval:.5in'><!--StartFragment-->" +
  "<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse;border:none;mso-border-alt:solid windowtext .5pt;mso-yfti-tbllook:1184'>" +
  "<tr style='mso-yfti-irow:0;mso-yfti-firstrow:yes'><td width=416 colspan=2 valign=top style='width:311.6pt;border:solid windowtext 1.0pt;mso-border-alt:solid windowtext .5pt'>" +
  "<p class=MsoNormal align=center style='text-align:center'><b>Segment revenue<o:p></o:p></b></p></td></tr>" +
  "<tr style='mso-yfti-irow:1'><td width=208 valign=top style='width:155.8pt;mso-border-top-alt:solid windowtext .5pt'><p class=MsoNormal>Americas<o:p></o:p></p></td>" +
  "<td width=208 valign=top style='width:155.8pt'><p class=MsoNormal align=right style='text-align:right'>167,045<o:p></o:p></p></td></tr>" +
  "<tr style='mso-yfti-irow:2;mso-yfti-lastrow:yes'><td width=208 valign=top style='width:155.8pt'><p class=MsoNormal>Europe<o:p></o:p></p></td>" +
  "<td width=208 valign=top style='width:155.8pt'><p class=MsoNormal align=right style='text-align:right'>98,120<o:p></o:p></p></td></tr>" +
  '</table><p class=MsoNormal><o:p>&nbsp;</o:p></p><!--EndFragment--></body></html>';

let shell: ProductShell;
let companyId: number;
let documentId: string;
let balanceId: string;
let notesId: string;
/** The preparer's first editor page. */
let page: Page;
/** The page that got the draft back (the draft test), then left (the leave test). */
let restored: Page;

const shot = (target: Page, name: string) => target.screenshot({ path: join(screenshotDir, name), fullPage: true });

/** Cells per row of the table `selector` finds, as the DOM has them. */
const cellsPerRow = (target: Page, selector: string) =>
  target.locator(selector).evaluate((table) => [...table.querySelectorAll('tr')].map((row) => row.querySelectorAll('td, th').length));

beforeAll(async () => {
  shell = await startProductShell();
  const channelId = await shell.api.createChannel('Editor Filings');
  companyId = (
    await shell.api.ok<{ id: number }>('POST', '/api/company', { name: 'Editor Holdings', ticker: 'EDTR', cid: 'ED1', channelId })
  ).id;
  await shell.api.createActiveUser({ email: PREPARER, channelId });
  const library = new LibraryApi(shell.api);
  const uploaded = await library.uploadDocx(
    { companyId, title: 'Editor Quarterly Report', documentType: DocumentType.none },
    await quarterlyReport('12 percent'),
  );
  documentId = uploaded.id;
  balanceId = uploaded.topics.find((topic) => topic.title === 'Balance Sheet')!.id;
  notesId = uploaded.topics.find((topic) => topic.title === 'Notes')!.id;
  // The Balance Sheet as a plain table, so each merge and row below is the editor's doing.
  await library.saveTopic(
    documentId,
    balanceId,
    tableTopic('Balance Sheet', 'Assets at the end of the quarter', [
      ['Item', 'Amount'],
      ['Cash', '1,200'],
      ['Receivables', '3,400'],
    ]),
    'plain_table',
  );
});

afterAll(async () => {
  await shell?.close();
});

describe('editing a topic in the document editor', () => {
  it('merges two cells, adds a row and a footnote, saves them as a revision and shows them after a reload', async () => {
    page = await editorPage(shell, PREPARER, documentId);
    const section = topicSection(page, balanceId);
    await section.locator('td', { hasText: 'Receivables' }).waitFor();
    expect(await section.locator('td[colspan]').count()).toBe(0);
    expect(await section.locator('tr').count()).toBe(3);

    const area = await startEditing(page, 'Balance Sheet');
    await area.locator('td', { hasText: 'Cash' }).click();
    await area.locator('td', { hasText: '1,200' }).click({ modifiers: ['Shift'] });
    await expect.poll(() => area.locator('td.selectedCell').count()).toBe(2);
    await toolbarButton(page, 'Merge cells').click();
    const merged = area.locator('td[colspan="2"]');
    await expect.poll(() => merged.count()).toBe(1);
    expect(await merged.textContent()).toBe('Cash1,200');

    await area.locator('td', { hasText: 'Receivables' }).click();
    await toolbarButton(page, 'Add row after').click();
    await expect.poll(() => area.locator('tr').count()).toBe(4);

    await area.locator('p', { hasText: 'Assets at the end of the quarter' }).click();
    await page.keyboard.press('End');
    await toolbarButton(page, 'Insert footnote').click();
    const footnoteDialog = page.getByRole('dialog', { name: 'Insert footnote' });
    await field(page, 'Footnote text').fill(FOOTNOTE);
    await footnoteDialog.getByRole('button', { name: 'Insert', exact: true }).click();
    await expect.poll(() => area.locator('.footnote').allTextContents()).toEqual([FOOTNOTE]);

    await saveRevision(page, 'merged_cells');
    expect(await headerButton(page, 'Save').isDisabled()).toBe(true);
    await page.reload();

    const saved = topicSection(page, balanceId).locator('.editor-topic__content--static');
    await saved.locator('td[colspan="2"]').waitFor();
    expect(await saved.locator('td[colspan="2"]').textContent()).toBe('Cash1,200');
    expect(await saved.locator('tr').count()).toBe(4);
    expect(await cellsPerRow(page, `section[data-topic-id="${balanceId}"] .editor-topic__content--static table`)).toEqual([2, 1, 2, 2]);
    expect(await saved.locator('.footnote').allTextContents()).toEqual([FOOTNOTE]);
    expect(await topicSection(page, balanceId).getByText('Revision 3', { exact: true }).count()).toBe(1);

    const topic = await topicOf(shell.api, documentId, balanceId);
    expect(topic.revisionNumber).toBe(3);
    expect(topic.revisionDescription).toBe('merged_cells');
    const nodes = nodesOf(topic.model as ModelNode);
    const mergedCells = nodes.filter((node) => node.type === 'tableCell' && node.attrs?.colspan === 2);
    expect(mergedCells.map(textOf)).toEqual(['Cash1,200']);
    expect(nodes.filter((node) => node.type === 'tableRow')).toHaveLength(4);
    expect(nodes.filter((node) => node.type === 'footnote').map(textOf)).toEqual([FOOTNOTE]);
  });

  it('cleans a table pasted from Word: same rows, cells and merged cell, no Office styles', async () => {
    const area = await startEditing(page, 'Notes');
    await caretAtEnd(area.locator('p', { hasText: 'Revenue grew' }));
    await page.keyboard.press('Enter');
    const pasted = await area.evaluate((element, html) => {
      const { document, DataTransfer, ClipboardEvent } = globalThis as unknown as PageGlobals;
      if (document.activeElement !== element) return 'the editing area has no focus';
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'Segment revenue\nAmericas\t167,045\nEurope\t98,120');
      const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
      element.dispatchEvent(event as unknown as Event);
      return event.defaultPrevented ? 'handled' : 'not handled by the editor';
    }, WORD_TABLE);
    expect(pasted).toBe('handled');

    const table = `section[data-topic-id="${notesId}"] .ProseMirror table`;
    await page.locator(table).waitFor();
    expect(await cellsPerRow(page, table)).toEqual([1, 2, 2]);
    const heading = page.locator(`${table} td[colspan="2"], ${table} th[colspan="2"]`);
    expect(await heading.textContent()).toBe('Segment revenue');
    expect(await page.locator(table).locator('td, th').allTextContents()).toEqual([
      'Segment revenue',
      'Americas',
      '167,045',
      'Europe',
      '98,120',
    ]);
    const markup = await area.innerHTML();
    expect(markup).not.toMatch(/mso-|Mso|o:p|urn:schemas-microsoft/i);
    expect(await area.locator('[style*="mso"], [class^="Mso"], o\\:p').count()).toBe(0);

    await saveRevision(page, 'pasted_table');
    await stopEditingButton(page, 'Notes').click();
    const topic = await topicOf(shell.api, documentId, notesId);
    const nodes = nodesOf(topic.model as ModelNode);
    const rows = nodes.filter((node) => node.type === 'tableRow');
    expect(rows.map((row) => row.content?.length)).toEqual([1, 2, 2]);
    expect(nodes.filter((node) => node.attrs?.colspan === 2).map(textOf)).toEqual(['Segment revenue']);
    expect(JSON.stringify(topic.model)).not.toMatch(/mso-|Mso|o:p/i);
    expect(textOf(topic.model as ModelNode)).toContain('Revenue grew 12 percent over the quarter.');
  });

  it("offers a killed tab's draft back on the next visit and restores the typed text", async () => {
    const dying = await editorPage(shell, PREPARER, documentId);
    const area = await startEditing(dying, 'Notes');
    await caretAtEnd(area.locator('p', { hasText: 'Revenue grew' }));
    await dying.keyboard.type(DRAFT_WORDS);
    await expect.poll(() => statusLine(dying).textContent(), { timeout: 15_000 }).toMatch(/^All changes saved as draft /);
    // No beforeunload, no chance to save anything more: as when the tab or the browser dies.
    await dying.close({ runBeforeUnload: false });

    // Another browser profile: the draft can only come from the server.
    restored = await editorPage(shell, PREPARER, documentId);
    const offers = restored.getByRole('list', { name: 'Unsaved changes' });
    await offers.getByRole('button', { name: 'Restore draft' }).waitFor();
    expect(await offers.getByRole('listitem').count()).toBe(1);
    expect(await offers.textContent()).toContain('You have unsaved changes to Notes');
    expect(await editingArea(restored).count()).toBe(0);

    await offers.getByRole('button', { name: 'Restore draft' }).click();
    const back = restored.locator('[aria-label="Topic content"][contenteditable="true"]');
    await back.waitFor();
    expect(await back.textContent()).toContain(`Revenue grew 12 percent over the quarter.${DRAFT_WORDS}`);
    expect(await back.locator('table').count()).toBe(1);
    await expect.poll(() => offers.count()).toBe(0);
    expect(await headerButton(restored, 'Save').isEnabled()).toBe(true);
  });

  it('asks before leaving the editor or closing the document with unsaved edits', async () => {
    const area = editingArea(restored);
    await area.locator('p', { hasText: 'Revenue grew' }).click();
    await restored.keyboard.press('End');
    await restored.keyboard.type(' And one more.');

    const menu = restored.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Library', exact: true }).click();
    await menu.getByRole('link', { name: 'Library', exact: true }).click();
    const leave = restored.getByRole('alertdialog', { name: 'Unsaved changes' });
    await leave.waitFor();
    expect(await leave.textContent()).toContain('Your changes to Notes are not saved as a revision yet');
    await leave.getByRole('button', { name: 'Cancel', exact: true }).click();
    await leave.waitFor({ state: 'detached' });
    expect(new URL(restored.url()).pathname).toBe(editorPath(documentId));
    expect(await area.textContent()).toContain(`${DRAFT_WORDS} And one more.`);

    await headerButton(restored, 'Close document').click();
    const close = restored.getByRole('alertdialog', { name: 'Close document' });
    await close.waitFor();
    expect(await close.textContent()).toContain('Close the document?');
    await close.getByRole('button', { name: 'Cancel', exact: true }).click();
    await close.waitFor({ state: 'detached' });
    expect(new URL(restored.url()).pathname).toBe(editorPath(documentId));
    expect(await area.getAttribute('contenteditable')).toBe('true');

    await headerButton(restored, 'Close document').click();
    await close.getByRole('button', { name: 'Close', exact: true }).click();
    await restored.waitForURL(
      (url) => url.pathname === `/company/${companyId}/documents/content` && url.searchParams.get('docId') === documentId,
    );

    // Closing kept the edits as a draft: offered again on the next visit, and discarded there.
    await restored.goto(`${shell.url}${editorPath(documentId)}`);
    const offers = restored.getByRole('list', { name: 'Unsaved changes' });
    await offers.getByRole('button', { name: 'Discard draft' }).click();
    await restored.getByRole('alertdialog', { name: 'Discard draft' }).getByRole('button', { name: 'Discard draft' }).click();
    await offers.waitFor({ state: 'detached' });
    const token = (await shell.api.signIn(PREPARER, PASSWORD)).access_token;
    const drafts = await shell.api.call<DraftList>('GET', `/api/document/${documentId}/drafts`, token);
    expect(drafts.body.drafts).toEqual([]);
    expect((await topicOf(shell.api, documentId, notesId)).revisionNumber).toBe(2);
  });

  it('shows the editor at 1280 and 1920 px', async () => {
    for (const width of [1280, 1920]) {
      const wide = await editorPage(shell, PREPARER, documentId, { viewport: { width, height: width === 1920 ? 1080 : 800 } });
      const area = await startEditing(wide, 'Balance Sheet');
      // Below 1440 px the comments are a drawer over the topics' right edge: opened once editing.
      await headerButton(wide, 'Comments').click();
      await wide.getByRole('complementary', { name: 'Comments' }).getByText('No open comments.').waitFor();
      await area.locator('td[colspan="2"]').click({ position: { x: 8, y: 8 } });
      await shot(wide, `editor-${width}.png`);
      const overflow = await wide.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
      expect(overflow).toBe(0);
      // Rendering and exports are one click away: the proof preview of this document.
      expect(await wide.getByRole('link', { name: 'Proof', exact: true }).getAttribute('href')).toBe(
        `/company/${companyId}/documents/${documentId}/proof-preview/pdf`,
      );
      await headerButton(wide, 'Comments').click();
      await wide.getByRole('complementary', { name: 'Comments' }).waitFor({ state: 'detached' });
      await stopEditingButton(wide, 'Balance Sheet').click();
      await editButton(wide, 'Balance Sheet').waitFor();
      await wide.close();
    }
  });

  it('exports the saved version to Word from the editor and downloads a .docx that reads back with its tables', async () => {
    const word = await editorPage(shell, PREPARER, documentId);
    await headerButton(word, 'Word').click();
    const ready = headerButton(word, 'Download Word');
    await ready.waitFor({ timeout: 60_000 });
    await word.getByText('Document Rendering is Completed.').waitFor();
    const [download] = await Promise.all([word.waitForEvent('download'), ready.click()]);
    expect(download.suggestedFilename()).toMatch(/\.docx$/);
    const bytes = await readFile((await download.path())!);
    // Read back through the library's own .docx upload: it opens, and the Balance Sheet is a table again.
    const back = await new LibraryApi(shell.api).uploadDocx(
      { companyId, title: 'Editor Quarterly Report from Word', documentType: DocumentType.none },
      bytes,
    );
    const balance = back.topics.find((topic) => topic.title === 'Balance Sheet');
    expect(balance).toBeDefined();
    const model = (await topicOf(shell.api, back.id, balance!.id)).model as ModelNode;
    const tables = nodesOf(model).filter((node) => node.type === 'table');
    expect(tables.length).toBeGreaterThan(0);
    expect(textOf(tables[0]!)).toContain('Receivables');
    await word.close();
  });
});
