import { DocumentType, type RealtimeMessage, SuccessMessages } from '@ea/contracts';
import type { DocumentDetail, TopicModelJson } from '@ea/contracts/library';
import type { FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { field, signedInPage, toast } from '../directory/support/browser-steps.ts';
import { PASSWORD } from '../shell/support/identity-api.ts';
import { type ProductShell, startProductShell } from '../shell/support/product-fixture.ts';
import { LibraryApi } from './support/library-api.ts';
import { mapPart, quarterlyReport } from './support/quarterly-report.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const TITLE = 'Realtime Quarterly Report';
/** Time for a message wrongly sent to arrive, after the ones that had to arrive did. */
const SETTLE_MS = 1_000;

/** A signed-in page and the realtime messages its socket received (socket.io frames `42["event", message]`). */
interface Watcher {
  page: Page;
  messages: RealtimeMessage[];
}

let shell: ProductShell;
let companyId: number;
let otherCompanyId: number;
/** User A's own API calls: A is a preparer of the same channel as B. */
let libraryOfA: LibraryApi;
let a: Page;
let b: Watcher;
let outsider: Watcher;
let documentId: string;

/**
 * Signs a user in and listens to the page's realtime socket. The page is reloaded once the
 * listener is on (the session survives a reload), so the socket is watched from its first frame.
 */
async function watchedPage(email: string, path: string): Promise<Watcher> {
  const page = await signedInPage(shell, email, PASSWORD, path);
  const messages: RealtimeMessage[] = [];
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/socket.io/')) return;
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string' || !payload.startsWith('42')) return;
      const [name, message] = JSON.parse(payload.slice(2)) as [string, RealtimeMessage];
      if (name === 'event') messages.push(message);
    });
  });
  await page.reload();
  await page.waitForURL((url) => url.pathname === path);
  // Set once: still there at the end, it shows that nothing reloaded the page meanwhile.
  await page.evaluate('window.__sameLoad = true');
  return { page, messages };
}

const stillSameLoad = (page: Page) => page.evaluate('window.__sameLoad === true');
const aboutDocument = (messages: RealtimeMessage[], id: string) => messages.filter((m) => m.aggregateId === id).map((m) => m.event);
const documentRow = (page: Page, title: string) => page.getByRole('row', { name: new RegExp(title) });
const topicFrame = (page: Page): FrameLocator => page.frameLocator('iframe.topic-view');

function notesTopic(text: string): TopicModelJson {
  return {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Notes' }] },
      { type: 'paragraph', content: [{ type: 'text', text }] },
    ],
  };
}

beforeAll(async () => {
  shell = await startProductShell();
  const channelId = await shell.api.createChannel('Realtime Filings');
  const otherChannelId = await shell.api.createChannel('Elsewhere Filings');
  companyId = (
    await shell.api.ok<{ id: number }>('POST', '/api/company', { name: 'Realtime Holdings', ticker: 'RLTM', cid: 'RT1', channelId })
  ).id;
  otherCompanyId = (
    await shell.api.ok<{ id: number }>('POST', '/api/company', {
      name: 'Elsewhere Holdings',
      ticker: 'ELSW',
      cid: 'EW1',
      channelId: otherChannelId,
    })
  ).id;
  const userA = 'preparer.a@realtime-e2e.test';
  const userB = 'preparer.b@realtime-e2e.test';
  const userC = 'preparer.c@elsewhere-e2e.test';
  await shell.api.createActiveUser({ email: userA, channelId });
  await shell.api.createActiveUser({ email: userB, channelId });
  await shell.api.createActiveUser({ email: userC, channelId: otherChannelId });
  const tokenOfA = (await shell.api.signIn(userA, PASSWORD)).access_token;
  libraryOfA = new LibraryApi(shell.api, async () => tokenOfA);

  a = await signedInPage(shell, userA, PASSWORD, `/company/${companyId}/documents`);
  b = await watchedPage(userB, `/company/${companyId}/documents`);
  outsider = await watchedPage(userC, `/company/${otherCompanyId}/documents`);
  await b.page.getByText('No documents yet').waitFor();
  await outsider.page.getByText('No documents yet').waitFor();
});

afterAll(async () => {
  await shell?.close();
});

describe("a channel's open library screens follow another user's changes", () => {
  it("shows A's upload in B's open list without a reload", async () => {
    await a.getByRole('button', { name: 'Upload Document' }).click();
    const dialog = a.getByRole('dialog', { name: 'Upload Document' });
    await field(a, 'Document Type').selectOption(String(DocumentType.none));
    await field(a, 'Title').fill(TITLE);
    await dialog.getByLabel('File').setInputFiles({ name: 'realtime.docx', mimeType: DOCX, buffer: await quarterlyReport('12 percent') });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await toast(a, SuccessMessages.documentUploaded).waitFor();
    await a.waitForURL((url) => url.searchParams.has('docId'));
    documentId = new URL(a.url()).searchParams.get('docId')!;

    await documentRow(b.page, TITLE).waitFor();
    expect(aboutDocument(b.messages, documentId)).toContain('document.created');
  });

  it("shows A's saved topic revision and New Version Upload in B's open content pane", async () => {
    await b.page.getByRole('link', { name: TITLE }).click();
    await b.page.getByRole('list', { name: 'Topics' }).getByRole('button').filter({ hasText: 'Notes' }).click();
    await expect.poll(() => topicFrame(b.page).locator('body').textContent()).toContain('Revenue grew 12 percent');

    const detail = await shell.api.ok<DocumentDetail>('GET', `/api/document/${documentId}`);
    const notes = detail.topics.find((topic) => topic.title === 'Notes')!;
    await libraryOfA.saveTopic(documentId, notes.id, notesTopic('Revenue grew 13 percent, restated by A.'), 'restated');
    await expect.poll(() => topicFrame(b.page).locator('body').textContent()).toContain('Revenue grew 13 percent, restated by A.');
    await b.page.getByText('Version 2', { exact: true }).waitFor();

    await libraryOfA.uploadVersion(documentId, 'second_draft', await quarterlyReport('15 percent'));
    await expect.poll(() => topicFrame(b.page).locator('body').textContent()).toContain('Revenue grew 15 percent');
    await b.page.getByText('Version 3', { exact: true }).waitFor();
    expect(aboutDocument(b.messages, documentId).filter((event) => event === 'document.versioned')).toHaveLength(2);
  });

  it("takes the document A deleted out of B's open list", async () => {
    await b.page.getByRole('link', { name: 'Documents', exact: true }).click();
    await documentRow(b.page, TITLE).waitFor();
    await libraryOfA.deleteDocument(documentId);
    await expect.poll(() => documentRow(b.page, TITLE).count()).toBe(0);
    expect(aboutDocument(b.messages, documentId)).toContain('document.deleted');
    expect(await stillSameLoad(b.page)).toBe(true);
  });

  it('tells a user of another channel, listening all along, nothing of it', async () => {
    // A change in the outsider's own channel reaches its list: its socket was listening.
    await new LibraryApi(shell.api).uploadDocx(
      { companyId: otherCompanyId, title: 'Elsewhere Memo', documentType: DocumentType.none },
      await mapPart('Memo', 'Elsewhere only.'),
    );
    await documentRow(outsider.page, 'Elsewhere Memo').waitFor();
    await new Promise((settle) => setTimeout(settle, SETTLE_MS));
    expect(outsider.messages.some((m) => m.event === 'document.created')).toBe(true);
    expect(aboutDocument(outsider.messages, documentId)).toEqual([]);
    expect(outsider.messages.filter((m) => m.data?.companyId === companyId)).toEqual([]);
    expect(await stillSameLoad(outsider.page)).toBe(true);
  });
});
