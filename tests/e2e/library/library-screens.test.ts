import { join } from 'node:path';
import { DocumentType, ErrorMessages, Messages, SuccessMessages } from '@ea/contracts';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { field, fieldError, screenshotDir, signedInPage, toast } from '../directory/support/browser-steps.ts';
import { ADMIN, type ProductShell, startProductShell } from '../shell/support/product-fixture.ts';
import { LibraryApi } from './support/library-api.ts';
import { FOOTNOTE_TEXT, mapPart, quarterlyReport, TABLE_PHRASE } from './support/quarterly-report.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let shell: ProductShell;
let library: LibraryApi;
let page: Page;
let companyId: number;
/** The content pane of the uploaded report, once uploaded. */
let reportUrl: string;
/** The folder the report is uploaded into (`fid`). */
let folderId: string;

beforeAll(async () => {
  shell = await startProductShell();
  library = new LibraryApi(shell.api);
  const channelId = await shell.api.createChannel('Harbor Filings', { mapped: false });
  companyId = (
    await shell.api.ok<{ id: number }>('POST', '/api/company', { name: 'Harbor Holdings', ticker: 'HRBR', cid: 'HH1', channelId })
  ).id;
  page = await signedInPage(shell, ADMIN.email, ADMIN.password, `/company/${companyId}/documents`);
});

afterAll(async () => {
  await shell?.close();
});

const shot = (name: string) => page.screenshot({ path: join(screenshotDir, name), fullPage: true });
const topicFrame = (): FrameLocator => page.frameLocator('iframe.topic-view');
const topicButtons = (): Locator => page.getByRole('list', { name: 'Topics' }).getByRole('button');

async function openTopic(title: string): Promise<void> {
  await topicButtons().filter({ hasText: title }).click();
  await topicFrame().locator('h1', { hasText: title }).waitFor();
}

describe('the library of a company', () => {
  it('creates folders with the folder-name messages, and keeps the chosen folder in the URL', async () => {
    await page.getByRole('button', { name: 'New Folder' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Folder' });
    await dialog.getByRole('button', { name: 'Create Folder' }).click();
    await expect.poll(() => fieldError(page, 'Folder name').textContent()).toBe(Messages.folder.nameRequired);
    await field(page, 'Folder name').fill('Quarter one!');
    await dialog.getByRole('button', { name: 'Create Folder' }).click();
    await expect.poll(() => fieldError(page, 'Folder name').textContent()).toBe(Messages.folder.nameInvalid);
    await field(page, 'Folder name').fill('Q1_2026');
    await dialog.getByRole('button', { name: 'Create Folder' }).click();
    await toast(page, 'Folder Q1_2026 created').waitFor();
    const folder = page.getByRole('navigation', { name: 'Folder tree' }).getByRole('button', { name: 'Q1_2026' });
    await expect.poll(() => folder.getAttribute('aria-current')).toBe('true');
    folderId = new URL(page.url()).searchParams.get('fid') ?? '';
    expect(folderId).toMatch(/^\d+$/);
  });

  it('uploads a real .docx with the spec messages and progress, and shows it as a document of the same structure', async () => {
    await page.getByRole('button', { name: 'Upload Document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Document' });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => fieldError(page, 'Document Type').textContent()).toBe(Messages.document.documentTypeRequired);
    await expect.poll(() => fieldError(page, 'Title').textContent()).toBe(Messages.document.titleRequired);

    await field(page, 'Document Type').selectOption(String(DocumentType.nonXbrl));
    await field(page, 'Title').fill('Harbor Quarterly Report');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => fieldError(page, 'Form Type').textContent()).toBe(Messages.document.formTypeRequired);
    await field(page, 'Form Type').selectOption('10-Q');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => fieldError(page, 'Period End Date').textContent()).toBe(Messages.document.periodEndRequired);
    await field(page, 'Period End Date').fill('2026-03-31');
    await field(page, 'Revision Description').fill('first_draft');
    await dialog.getByLabel('File').setInputFiles({ name: 'harbor-q1.docx', mimeType: DOCX, buffer: await quarterlyReport('12 percent') });
    await dialog.getByRole('button', { name: 'Upload' }).click();

    await toast(page, SuccessMessages.documentUploaded).waitFor();
    await page.waitForURL((url) => url.pathname === `/company/${companyId}/documents/content` && url.searchParams.has('docId'));
    reportUrl = page.url();
    await expect.poll(() => topicButtons().allTextContents()).toEqual(['1Balance Sheetr1', '2Notesr1']);

    await openTopic('Balance Sheet');
    const merged = topicFrame().locator('td[colspan="2"]');
    await expect.poll(() => merged.textContent()).toContain(TABLE_PHRASE);
    expect(await topicFrame().locator('tr').count()).toBe(3);
    expect(await topicFrame().locator('.footnotes').textContent()).toContain(FOOTNOTE_TEXT);
    expect(await topicFrame().locator('.footnote-ref').count()).toBe(1);
    expect(await topicFrame().locator('.page-break').count()).toBe(1);
    await shot('library-document-content.png');
  });

  it('lists the document in its folder with the period filter from 2000', async () => {
    await page.goto(`${shell.url}/company/${companyId}/documents?ped=2026`);
    const row = page.getByRole('row', { name: /Harbor Quarterly Report/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('10-Q');
    const years = await page.getByLabel('Period end').locator('option').allTextContents();
    expect(years.at(-1)).toBe('2000');
    await page.getByLabel('Period end').selectOption('2025');
    await page.getByText('No document matches these filters').waitFor();
  });

  it('opens a document of a list opened from the Validator under its content prefix, and goes back to the same list', async () => {
    const listQuery = `sort=title&order=asc&ped=2026&fid=${folderId}&isProduct=true&mname=validator`;
    await page.goto(`${shell.url}/company/${companyId}/documents?${listQuery}`);
    await page
      .getByRole('row', { name: /Harbor Quarterly Report/ })
      .getByRole('link', { name: 'Harbor Quarterly Report' })
      .click();
    await page.waitForURL((url) => url.pathname === `/validator/${companyId}/projects/content`);
    const opened = new URL(page.url()).searchParams;
    expect(opened.get('docId')).toBe(new URL(reportUrl).searchParams.get('docId'));
    opened.delete('docId');
    expect(opened.toString()).toBe(listQuery);
    await expect.poll(() => topicButtons().allTextContents()).toEqual(['1Balance Sheetr1', '2Notesr1']);

    await page.locator('.document-header__crumb').getByRole('link', { name: 'Documents' }).click();
    await page.waitForURL((url) => url.pathname === `/company/${companyId}/documents`);
    expect(new URL(page.url()).search).toBe(`?${listQuery}`);
    await page.getByRole('row', { name: /Harbor Quarterly Report/ }).waitFor();
    const folder = page.getByRole('navigation', { name: 'Folder tree' }).getByRole('button', { name: 'Q1_2026' });
    await expect.poll(() => folder.getAttribute('aria-current')).toBe('true');
    expect(await page.getByLabel('Period end').inputValue()).toBe('2026');
  });

  it('takes a New Version Upload and shows the new content', async () => {
    await page.goto(reportUrl);
    await page.getByRole('button', { name: 'New Version Upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Version Upload' });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => fieldError(page, 'Revision Description').textContent()).toBe(Messages.revision.descriptionRequired);
    await field(page, 'Revision Description').fill('second_draft');
    await dialog
      .getByLabel('File')
      .setInputFiles({ name: 'harbor-q1-v2.docx', mimeType: DOCX, buffer: await quarterlyReport('15 percent') });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await toast(page, SuccessMessages.newVersionUpload).waitFor();
    await page.getByText('Version 2', { exact: true }).waitFor();
    await openTopic('Notes');
    await expect.poll(() => topicFrame().locator('body').textContent()).toContain('Revenue grew 15 percent');
  });

  it('lists the opened document in Recent Documents and in the Library across companies', async () => {
    await page.goto(`${shell.url}/library/recent-documents`);
    await page.getByRole('table', { name: 'Recent documents' }).getByRole('link', { name: 'Harbor Quarterly Report' }).waitFor();
    await page.goto(`${shell.url}/library?dtype=${DocumentType.nonXbrl}`);
    const row = page.getByRole('row', { name: /Harbor Quarterly Report/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Harbor Holdings');
    await shot('library-all-documents.png');
    await page.getByRole('combobox', { name: "Open a company's library" }).selectOption(String(companyId));
    await page.waitForURL((url) => url.pathname === `/company/${companyId}/documents`);
    await page.getByRole('navigation', { name: 'Folder tree' }).getByRole('button', { name: 'Q1_2026' }).waitFor();
    await shot('library-company-documents.png');
    await page.goto(reportUrl);
  });

  it('shows who changed which topic in the history, and restores the first version after asking', async () => {
    await page.getByRole('link', { name: 'History', exact: true }).click();
    const second = page.getByRole('listitem', { name: 'Version 2' });
    await second.waitFor();
    expect(await second.textContent()).toContain('New Version Upload');
    expect(await second.textContent()).toContain('second_draft');
    expect(await second.textContent()).toContain(ADMIN.email);
    const changes = second.getByRole('list', { name: 'Changes in version 2' });
    expect(await changes.textContent()).toContain('Notes');
    expect(await changes.locator('ins').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('15 percent')]));
    expect(await changes.textContent()).not.toContain('Balance Sheet');
    await shot('library-history.png');

    await page.getByRole('button', { name: 'Restore version 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore version 1?' });
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await toast(page, SuccessMessages.documentSaved).waitFor();
    const third = page.getByRole('listitem', { name: 'Version 3' });
    await third.waitFor();
    expect(await third.textContent()).toContain('Restored from version 1');

    await page.getByRole('link', { name: 'Content', exact: true }).click();
    await openTopic('Notes');
    await expect.poll(() => topicFrame().locator('body').textContent()).toContain('Revenue grew 12 percent');
  });

  it('releases the document with the spec message', async () => {
    await page.getByRole('link', { name: 'Release', exact: true }).click();
    await page.getByRole('button', { name: 'Release', exact: true }).click();
    await expect.poll(() => fieldError(page, 'Release Version').textContent()).toBe(Messages.document.releaseVersionRequired);
    await field(page, 'Release Version').fill('1.0');
    await page.getByRole('button', { name: 'Release', exact: true }).click();
    await toast(page, SuccessMessages.documentReleased).waitFor();
    const releases = page.getByRole('table', { name: 'Releases' });
    await releases.getByRole('cell', { name: '1.0', exact: true }).waitFor();
    expect(await releases.textContent()).toContain('v3');
  });

  it('rolls the release forward to the next quarter as a new document', async () => {
    await page.getByRole('link', { name: 'Rollforward', exact: true }).click();
    expect(await field(page, 'New Period End Date').inputValue()).toBe('2026-06-30');
    await field(page, 'Title').fill('Harbor Quarterly Report Q2');
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Rollforward' }).click();
    await toast(page, SuccessMessages.documentSaved).waitFor();
    await page.getByRole('heading', { name: 'Harbor Quarterly Report Q2' }).waitFor();
    expect(page.url()).not.toBe(reportUrl);
    await page.getByText('Period end Jun 30, 2026').waitFor();
    await expect.poll(() => topicButtons().allTextContents()).toEqual(['1Balance Sheetr1', '2Notesr1']);
  });

  it('builds a document from a DITA map folder on the DITA map tree', async () => {
    const mapFolder = await library.createFolder(companyId, 'Annual_Map');
    await library.uploadDocx(
      { companyId, folderId: mapFolder.id, title: 'A Cover', documentType: DocumentType.none },
      await mapPart('Cover', 'Harbor Holdings annual report'),
    );
    await library.uploadDocx(
      { companyId, folderId: mapFolder.id, title: 'B Letter', documentType: DocumentType.none },
      await mapPart('Letter to Shareholders', 'A strong year for the harbor.'),
    );

    await page.goto(reportUrl);
    await page.getByRole('link', { name: 'DITA Map Tree' }).click();
    const tree = page.getByRole('navigation', { name: 'Folders, maps and topics' });
    await tree
      .getByRole('button', { name: /Harbor Quarterly Report \(Map\)/ })
      .first()
      .waitFor();
    await page.getByRole('list', { name: 'Topic references' }).getByText('Balance Sheet').waitFor();

    await page.getByRole('button', { name: 'Build Document' }).click();
    await expect.poll(() => fieldError(page, 'Map folder').textContent()).toBe(Messages.folder.ditaFolderRequired);
    await tree.getByRole('button', { name: 'Annual_Map (folder)' }).click();
    await field(page, 'Title').fill('Harbor Annual Report');
    await page.getByRole('button', { name: 'Build Document' }).click();
    await page.getByRole('heading', { name: 'Harbor Annual Report' }).waitFor();
    await expect.poll(() => topicButtons().allTextContents()).toEqual(['1Coverr1', '2Letter to Shareholdersr1']);
    await shot('library-built-from-map.png');
  });

  it('finds a phrase inside a table cell and marks it, with the document a click away', async () => {
    await page.goto(`${shell.url}/library/search`);
    await page.getByRole('searchbox', { name: 'Search documents' }).fill(`"${TABLE_PHRASE}"`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByRole('region', { name: 'Search results' });
    const hit = results.getByRole('listitem').filter({ hasText: 'Harbor Quarterly Report' }).first();
    await hit.waitFor();
    const marked = (await hit.locator('mark').allTextContents()).join(' ').toLowerCase();
    for (const word of TABLE_PHRASE.split(' ')) expect(marked).toContain(word);
    expect(await hit.textContent()).toContain('Balance Sheet');
    await shot('library-search.png');
    await hit.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname.endsWith('/documents/content'));
  });

  it('deletes a document after confirming and restores it from the deleted documents', async () => {
    await library.uploadDocx({ companyId, title: 'Scratch Memo', documentType: DocumentType.none }, await mapPart('Memo', 'Draft memo.'));
    await page.goto(`${shell.url}/company/${companyId}/documents`);
    await page.getByRole('button', { name: 'Delete Scratch Memo' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete documents' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Scratch Memo was moved to Deleted Documents').waitFor();
    await page.getByRole('link', { name: 'Deleted Documents' }).click();
    await page.getByRole('button', { name: 'Restore Scratch Memo' }).click();
    await toast(page, 'Scratch Memo was restored').waitFor();
    await page.getByText('No deleted documents').waitFor();
  });

  it('answers an unknown document with the spec message', async () => {
    await page.goto(`${shell.url}/company/${companyId}/documents/content?docId=00000000-0000-4000-8000-000000000000`);
    await page.getByText(ErrorMessages.documentIdInvalid).waitFor();
  });
});
