import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DocumentType, ErrorMessages, SuccessMessages } from '@ea/contracts';
import { LibraryErrors } from '@ea/contracts/library';
import type { FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotDir, signedInPage } from '../directory/support/browser-steps.ts';
import { ADMIN, type ProductShell, startProductShell } from '../shell/support/product-fixture.ts';
import { LibraryApi } from './support/library-api.ts';
import { quarterlyReport, TABLE_PHRASE } from './support/quarterly-report.ts';

let shell: ProductShell;
let library: LibraryApi;
let page: Page;
let companyId: number;
/** What the page printed to its console: a refused print() is reported there. */
const consoleLines: string[] = [];

beforeAll(async () => {
  shell = await startProductShell();
  library = new LibraryApi(shell.api);
  const channelId = await shell.api.createChannel('Preview Filings', { mapped: false });
  companyId = (
    await shell.api.ok<{ id: number }>('POST', '/api/company', { name: 'Preview Holdings', ticker: 'PRVW', cid: 'PV1', channelId })
  ).id;
  page = await signedInPage(shell, ADMIN.email, ADMIN.password, `/company/${companyId}/documents`);
  page.on('console', (line) => consoleLines.push(line.text()));
});

afterAll(async () => {
  await shell?.close();
});

/** The browser's window as far as a test reads styles in it (the tests compile without the DOM's types). */
type StyleReader = { getComputedStyle(element: unknown, pseudo: string): { content: string } };

const previewFrame = (): FrameLocator => page.frameLocator('iframe[title^="Preview:"]');
const versionPicker = () => page.getByRole('combobox', { name: 'Version' });

describe('the preview of a document', () => {
  it('shows the whole document from the content pane: both topics in order, the page break marked, and prints', async () => {
    const uploaded = await library.uploadDocx(
      { companyId, title: 'Preview Quarterly Report', documentType: DocumentType.none },
      await quarterlyReport('12 percent'),
    );
    await library.uploadVersion(uploaded.id, 'second_draft', await quarterlyReport('15 percent'));

    await page.goto(`${shell.url}/company/${companyId}/documents/content?docId=${uploaded.id}`);
    await page.getByRole('link', { name: 'Preview', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/company/${companyId}/documents/${uploaded.id}/preview-document`);

    await expect.poll(() => previewFrame().locator('h1').allTextContents()).toEqual(['Balance Sheet', 'Notes']);
    const text = (await previewFrame().locator('body').textContent()) ?? '';
    const order = ['Assets at the end of the quarter', TABLE_PHRASE, 'Liabilities follow on the next page.', 'Revenue grew 15 percent'];
    const positions = order.map((phrase) => text.indexOf(phrase));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    const pageBreak = previewFrame().locator('.page-break');
    expect(await pageBreak.count()).toBe(1);
    expect(await pageBreak.isVisible()).toBe(true);
    expect(await pageBreak.evaluate((marker) => (globalThis as unknown as StyleReader).getComputedStyle(marker, '::after').content)).toBe(
      '"Page break"',
    );
    // The break sits between the table and the text that follows it in the first topic.
    expect(await pageBreak.evaluate((marker) => marker.nextElementSibling?.textContent)).toBe('Liabilities follow on the next page.');

    expect(await versionPicker().inputValue()).toBe('2');
    expect(await versionPicker().locator('option').allTextContents()).toEqual([
      expect.stringMatching(/^Version 2 · second_draft · .+ \(current\)$/),
      expect.stringMatching(/^Version 1 · /),
    ]);
    await page.screenshot({ path: join(screenshotDir, 'library-preview.png'), fullPage: true });

    // Printing runs in the sandboxed frame; a sandbox without allow-modals would refuse it on the console.
    await page.getByRole('button', { name: 'Print' }).click();
    await new Promise((settle) => setTimeout(settle, 500));
    expect(consoleLines.filter((line) => line.includes('print()'))).toEqual([]);
  });

  it('shows an older version picked from the history, with the version kept in the address', async () => {
    await versionPicker().selectOption('1');
    await page.waitForURL((url) => url.searchParams.get('version') === '1');
    await expect.poll(() => previewFrame().locator('body').textContent()).toContain('Revenue grew 12 percent');
    expect(await previewFrame().locator('body').textContent()).not.toContain('15 percent');
    expect(await previewFrame().locator('.page-break').count()).toBe(1);

    await page.reload();
    await expect.poll(() => previewFrame().locator('body').textContent()).toContain('Revenue grew 12 percent');
    expect(await versionPicker().inputValue()).toBe('1');

    const address = new URL(page.url());
    address.searchParams.set('version', '9');
    await page.goto(address.toString());
    await page.getByText(LibraryErrors.versionNotFound).waitFor();
  });

  it('describes a kept PDF with its name, type and size, and downloads it', async () => {
    const bytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
    const scanned = await library.uploadFile(
      { companyId, title: 'Scanned Filing', documentType: DocumentType.pdf },
      { name: 'scanned-filing.pdf', type: 'application/pdf', bytes },
    );
    await page.goto(`${shell.url}/company/${companyId}/documents/${scanned.id}/preview-document`);
    await page.getByText('scanned-filing.pdf', { exact: true }).waitFor();
    expect(await page.getByText(/^application\/pdf, 1 KB\./).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Print' }).count()).toBe(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('scanned-filing.pdf');
    expect(await readFile((await download.path())!)).toEqual(bytes);
  });

  it('answers an unknown document with the spec message', async () => {
    await page.goto(`${shell.url}/company/${companyId}/documents/00000000-0000-4000-8000-000000000000/preview-document`);
    await page.getByText(ErrorMessages.documentIdInvalid).waitFor();
  });
});

describe('the proof preview', () => {
  it('renders the PDF with live progress, shows its pages next to the HTML kept on the same place, and downloads it', async () => {
    const uploaded = await library.uploadDocx(
      { companyId, title: 'Proof Quarterly Report', documentType: DocumentType.none },
      await quarterlyReport('18 percent'),
    );
    const proof = await signedInPage(shell, ADMIN.email, ADMIN.password, `/company/${companyId}/documents/content`);
    await proof.setViewportSize({ width: 1280, height: 900 });
    await proof.goto(`${shell.url}/company/${companyId}/documents/content?docId=${uploaded.id}`);
    await proof.getByRole('link', { name: 'Proof', exact: true }).click();
    await proof.waitForURL((url) => url.pathname === `/company/${companyId}/documents/${uploaded.id}/proof-preview/pdf`);
    await proof.getByText('No PDF of this version yet').waitFor();
    await expect
      .poll(() => proof.frameLocator('iframe[title^="HTML proof:"]').locator('h1').allTextContents())
      .toEqual(['Balance Sheet', 'Notes']);

    await proof.getByRole('button', { name: 'Render PDF' }).click();
    // The render's state arrives by the realtime connection: preparing, then ready, with the toast.
    await proof
      .getByRole('listitem', { name: 'PDF export' })
      .getByText(/Preparing Document for Review|Document is Ready for Review/)
      .waitFor();
    await proof.getByText('Document is Ready for Review').waitFor({ timeout: 60_000 });
    await proof.getByText(SuccessMessages.renderingCompleted).waitFor();

    // Each page is an image drawn by the server: the first one at 96 dpi is as wide as a Letter page on screen.
    const first = proof.getByRole('list', { name: 'PDF pages' }).getByRole('img', { name: /^Page 1 of \d+$/ });
    await first.waitFor();
    await expect.poll(() => first.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(816);
    await proof.screenshot({ path: join(screenshotDir, 'library-proof-1280.png'), fullPage: true });

    // Scrolling the PDF to its last page (where the last topic, Notes, starts or runs on) brings the
    // HTML pane to that topic; a short window makes the HTML pane scroll at all.
    await proof.setViewportSize({ width: 1280, height: 720 });
    const pdfPane = proof.getByRole('region', { name: 'PDF' });
    const htmlPane = proof.getByRole('region', { name: 'HTML' });
    type Pane = { scrollTop: number; querySelector(s: string): { offsetTop: number } | null };
    await pdfPane.evaluate((pane) => {
      const scrolled = pane as unknown as Pane;
      scrolled.scrollTop = scrolled.querySelector('[data-page]:last-child')?.offsetTop ?? 0;
    });
    await expect.poll(() => htmlPane.evaluate((pane) => (pane as unknown as Pane).scrollTop)).toBeGreaterThan(0);

    const [download] = await Promise.all([proof.waitForEvent('download'), proof.getByRole('button', { name: 'Download PDF' }).click()]);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    await proof.setViewportSize({ width: 1920, height: 1080 });
    await proof.screenshot({ path: join(screenshotDir, 'library-proof-1920.png'), fullPage: true });
  });
});

describe('uploading an EDGAR HTML file (upload-filing)', () => {
  it('refuses a file EDGAR would refuse with the spec message and its log, then keeps a compliant one as the EDGAR HTML export', async () => {
    const uploaded = await library.uploadDocx(
      { companyId, title: 'Upload Filing Report', documentType: DocumentType.none },
      await quarterlyReport('9 percent'),
    );
    const proof = await signedInPage(
      shell,
      ADMIN.email,
      ADMIN.password,
      `/company/${companyId}/documents/${uploaded.id}/proof-preview/pdf`,
    );
    await proof.setViewportSize({ width: 1280, height: 900 });
    await proof.getByRole('link', { name: 'Upload EDGAR HTML' }).click();
    await proof.waitForURL((url) => url.pathname === `/company/${companyId}/documents/${uploaded.id}/upload-filing`);
    const dialog = proof.getByRole('dialog', { name: 'Upload EDGAR HTML' });
    await dialog.getByLabel('EDGAR HTML file').setInputFiles({
      name: 'report.htm',
      mimeType: 'text/html',
      buffer: Buffer.from('<html><body><p onclick="x()">Caf\u00e9</p><script>alert(1)</script></body></html>'),
    });
    await dialog.getByRole('button', { name: 'Upload and check' }).click();
    await proof.waitForURL((url) => url.pathname.endsWith('/proof-preview/pdf'));
    const edgar = proof.getByRole('listitem', { name: 'EDGAR HTML export' });
    await edgar.getByText(ErrorMessages.documentErrors).waitFor();
    const [log] = await Promise.all([proof.waitForEvent('download'), edgar.getByRole('button', { name: 'Download Log' }).click()]);
    const text = (await readFile((await log.path())!)).toString();
    expect(text).toContain('report.htm:1:');
    expect(text).toMatch(/<script>/);
    expect(text).toMatch(/onclick/);
    await proof.screenshot({ path: join(screenshotDir, 'library-upload-filing-refused-1280.png'), fullPage: true });

    await proof.getByRole('link', { name: 'Upload EDGAR HTML' }).click();
    const compliant = '<html><head><title>Report</title></head><body><p>Revenue grew 9 percent.</p></body></html>';
    await dialog.getByLabel('EDGAR HTML file').setInputFiles({ name: 'report.htm', mimeType: 'text/html', buffer: Buffer.from(compliant) });
    await dialog.getByRole('button', { name: 'Upload and check' }).click();
    await edgar.getByText('Document is Ready for Review').waitFor();
    const [file] = await Promise.all([proof.waitForEvent('download'), edgar.getByRole('button', { name: 'Download EDGAR HTML' }).click()]);
    expect((await readFile((await file.path())!)).toString()).toBe(compliant);
    await proof.setViewportSize({ width: 1920, height: 1080 });
    await proof.screenshot({ path: join(screenshotDir, 'library-upload-filing-1920.png'), fullPage: true });
  });
});
