import { DocumentType, ErrorMessages, FEATURE_AUDIT_LOG, REVIEWER_ROLE } from '@ea/contracts';
import type { CommentThreadList } from '@ea/contracts/library';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LibraryApi } from '../library/support/library-api.ts';
import { quarterlyReport } from '../library/support/quarterly-report.ts';
import { PASSWORD } from '../shell/support/identity-api.ts';
import { type ProductShell, startProductShell } from '../shell/support/product-fixture.ts';
import { signIn } from '../shell/support/sign-in-form.ts';
import {
  editButton,
  editingArea,
  editorPage,
  headerButton,
  type ModelNode,
  nodesOf,
  type PageGlobals,
  saveRevision,
  startEditing,
  stopEditingButton,
  tableTopic,
  textOf,
  topicOf,
  topicSection,
} from './support/editor-steps.ts';

const PREPARER_A = 'preparer.a@collab-e2e.test';
const PREPARER_B = 'preparer.b@collab-e2e.test';
const REVIEWER = 'reviewer@collab-e2e.test';
/** A user of a role made without the editor feature. */
const ANALYST = 'analyst@collab-e2e.test';
/** How long a lock change may take to reach another open page: far below the 30 s poll of the lock list and the 45 s lock lifetime. */
const REALTIME_MS = 8_000;
const SENTENCE = 'Revenue grew 12 percent over the quarter.';

let shell: ProductShell;
let documentId: string;
let balanceId: string;
let notesId: string;
let tokenOf: Record<string, string>;

const lockNotice = (page: Page, topicId: string): Locator => topicSection(page, topicId).locator('.editor-lock-notice');
const sameLoad = (page: Page) => page.evaluate('window.__sameLoad === true');

beforeAll(async () => {
  shell = await startProductShell();
  const channelId = await shell.api.createChannel('Collaboration Filings');
  const companyId = (
    await shell.api.ok<{ id: number }>('POST', '/api/company', { name: 'Together Holdings', ticker: 'TGTR', cid: 'TG1', channelId })
  ).id;
  await shell.api.createActiveUser({ email: PREPARER_A, channelId });
  await shell.api.createActiveUser({ email: PREPARER_B, channelId });
  await shell.api.createActiveUser({ email: REVIEWER, channelId, roles: [REVIEWER_ROLE] });
  await shell.api.createRole('Analyst', [FEATURE_AUDIT_LOG]);
  await shell.api.createActiveUser({ email: ANALYST, channelId, roles: ['Analyst'] });
  tokenOf = {};
  for (const email of [PREPARER_A, PREPARER_B, REVIEWER, ANALYST]) tokenOf[email] = (await shell.api.signIn(email, PASSWORD)).access_token;
  const uploaded = await new LibraryApi(shell.api).uploadDocx(
    { companyId, title: 'Shared Quarterly Report', documentType: DocumentType.none },
    await quarterlyReport('12 percent'),
  );
  documentId = uploaded.id;
  balanceId = uploaded.topics.find((topic) => topic.title === 'Balance Sheet')!.id;
  notesId = uploaded.topics.find((topic) => topic.title === 'Notes')!.id;
});

afterAll(async () => {
  await shell?.close();
});

describe('the editor feature', () => {
  /** The editor page of a user without the feature: the spec's refusal, no topic to edit. */
  async function refusedEditor(email: string): Promise<void> {
    const page = await shell.newPage();
    await page.goto(`${shell.url}/login?returnUrl=${encodeURIComponent(`/library-editor/${documentId}`)}`);
    await signIn(page, email);
    await page.getByText(ErrorMessages.noEditorFacility, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/library-editor/${documentId}`);
    expect(await page.locator('section[data-topic-id]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit Balance Sheet' }).count()).toBe(0);
    await page.close();
  }

  const takeLock = (email: string) =>
    shell.api.call<{ message: string }>('PUT', `/api/document/${documentId}/topics/${balanceId}/lock`, tokenOf[email]!);

  it('tells a user whose role lacks it that they have no editor facility, and the server refuses their lock alike', async () => {
    await refusedEditor(ANALYST);
    const lock = await takeLock(ANALYST);
    expect(lock.status).toBe(403);
    expect(lock.body.message).toBe(ErrorMessages.noEditorFacility);
  });

  it('tells a reviewer the same, and the server refuses the reviewer any write', async () => {
    await refusedEditor(REVIEWER);
    expect((await takeLock(REVIEWER)).status).toBe(403);
    const locks = await shell.api.call<{ locks: unknown[] }>('GET', `/api/document/${documentId}/locks`, tokenOf[REVIEWER]!);
    expect(locks.status).toBe(200);
    expect(locks.body.locks).toEqual([]);
  });
});

describe('two users of one channel editing the same document', () => {
  let a: Page;
  let b: Page;

  it("shows B who edits the topic A opened, disables B's Edit, and refuses B's save of it", async () => {
    a = await editorPage(shell, PREPARER_A, documentId);
    b = await editorPage(shell, PREPARER_B, documentId);
    await editButton(b, 'Balance Sheet').waitFor();
    expect(await editButton(b, 'Balance Sheet').isEnabled()).toBe(true);
    // Set once: still there at the end, it shows that nothing reloaded B's page meanwhile.
    await b.evaluate('window.__sameLoad = true');

    await startEditing(a, 'Balance Sheet');
    await expect.poll(() => lockNotice(b, balanceId).textContent(), { timeout: REALTIME_MS }).toBe(`Being edited by ${PREPARER_A}`);
    expect(await editButton(b, 'Balance Sheet').isDisabled()).toBe(true);
    expect(await editButton(b, 'Notes').isEnabled()).toBe(true);
    expect(await lockNotice(b, notesId).count()).toBe(0);

    const refused = await shell.api.call<{ message: string }>(
      'PUT',
      `/api/document/${documentId}/topics/${balanceId}`,
      tokenOf[PREPARER_B]!,
      {
        model: tableTopic('Balance Sheet', 'Written by B behind the lock', [['Cash', '1']]),
        revisionDescription: 'by_b',
      },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ErrorMessages.fileLocked);
    expect((await topicOf(shell.api, documentId, balanceId)).revisionNumber).toBe(1);
  });

  it('lets B edit and save once A stops editing, and shows A that B holds it', async () => {
    await stopEditingButton(a, 'Balance Sheet').click();
    await expect.poll(() => editButton(b, 'Balance Sheet').isEnabled(), { timeout: REALTIME_MS }).toBe(true);
    expect(await lockNotice(b, balanceId).count()).toBe(0);
    expect(await sameLoad(b)).toBe(true);

    const area = await startEditing(b, 'Balance Sheet');
    await expect.poll(() => lockNotice(a, balanceId).textContent(), { timeout: REALTIME_MS }).toBe(`Being edited by ${PREPARER_B}`);
    await area.locator('p', { hasText: 'Assets at the end of the quarter' }).click();
    await b.keyboard.press('End');
    await b.keyboard.type(' Checked by B.');
    await saveRevision(b, 'checked_by_b');

    const topic = await topicOf(shell.api, documentId, balanceId);
    expect(topic.revisionNumber).toBe(2);
    expect(topic.revisionDescription).toBe('checked_by_b');
    const sentence = nodesOf(topic.model as ModelNode).find((node) => node.type === 'paragraph' && textOf(node).startsWith('Assets'));
    expect(sentence && textOf(sentence)).toMatch(/ Checked by B\.$/);
    await stopEditingButton(b, 'Balance Sheet').click();
    await expect.poll(() => editButton(a, 'Balance Sheet').isEnabled(), { timeout: REALTIME_MS }).toBe(true);
    // A's page follows B's save: the new revision is shown without a reload.
    await expect
      .poll(() => topicSection(a, balanceId).locator('.editor-topic__content--static').textContent(), { timeout: REALTIME_MS })
      .toContain('Checked by B.');
  });

  it("frees the topic of a page closed while editing, within seconds, for B's page", async () => {
    const leaving = await editorPage(shell, PREPARER_A, documentId);
    await startEditing(leaving, 'Notes');
    await expect.poll(() => lockNotice(b, notesId).textContent(), { timeout: REALTIME_MS }).toBe(`Being edited by ${PREPARER_A}`);
    await leaving.close();
    await expect.poll(() => editButton(b, 'Notes').isEnabled(), { timeout: REALTIME_MS }).toBe(true);
    expect(await lockNotice(b, notesId).count()).toBe(0);
    expect(await sameLoad(b)).toBe(true);
    await a.close();
    await b.close();
  });
});

describe('comments on a topic', () => {
  it('opens a thread on selected text, replies, resolves it, and keeps it and its highlight after a save and reload', async () => {
    const page = await editorPage(shell, PREPARER_A, documentId);
    const area = await startEditing(page, 'Notes');
    await headerButton(page, 'Comments').click();
    const panel = page.getByRole('complementary', { name: 'Comments' });
    await panel.getByText('No open comments.').waitFor();

    // Below 1440 px the comments drawer covers the topic's right side: the click goes to the sentence's start.
    await area.locator('p', { hasText: SENTENCE }).click({ position: { x: 4, y: 4 } });
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+End');
    expect(await page.evaluate('window.getSelection().toString()')).toBe(SENTENCE);
    // The editor reads the browser's selection on its own 'selectionchange' tick: moving focus to
    // the comment box before then would leave the editor with no selection to anchor to.
    await expect.poll(() => panel.getByRole('button', { name: 'Add comment', exact: true }).isEnabled()).toBe(true);
    await panel.getByLabel('Comment on the selected text').fill('Which segment drove this growth?');
    await panel.getByRole('button', { name: 'Add comment', exact: true }).click();

    const thread = panel.getByRole('article', { name: `Comment on “${SENTENCE}”` });
    await thread.waitFor();
    expect(await thread.locator('.comment-entry__body').allTextContents()).toEqual(['Which segment drove this growth?']);
    expect(await thread.locator('.comment-entry__author').allTextContents()).toEqual([PREPARER_A]);
    expect(await area.locator('span[data-comment]').allTextContents()).toEqual([SENTENCE]);

    await thread.getByLabel('Your reply').fill('Mostly the Americas segment.');
    await thread.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect
      .poll(() => thread.locator('.comment-entry__body').allTextContents())
      .toEqual(['Which segment drove this growth?', 'Mostly the Americas segment.']);

    await thread.getByRole('button', { name: 'Resolve', exact: true }).click();
    await panel.getByText('No open comments.').waitFor();
    await panel.getByRole('button', { name: 'Resolved (1)' }).click();
    await thread.getByRole('button', { name: 'Reopen', exact: true }).waitFor();
    expect(await thread.locator('.comment-thread__status').textContent()).toMatch(/^Resolved /);

    // The anchor is part of the topic's content: saving keeps it.
    expect(await headerButton(page, 'Save').isEnabled()).toBe(true);
    await saveRevision(page, 'commented');
    await page.reload();

    const marked = topicSection(page, notesId).locator('.editor-topic__content--static span[data-comment]');
    await marked.waitFor();
    expect(await marked.allTextContents()).toEqual([SENTENCE]);
    const [background, underline] = await marked.evaluate((element) => {
      const style = (globalThis as unknown as PageGlobals).getComputedStyle(element);
      return [style.backgroundColor, style.borderBottomStyle];
    });
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    expect(underline).toBe('solid');
    const plain = await topicSection(page, notesId)
      .locator('.editor-topic__content--static h1')
      .evaluate((element) => (globalThis as unknown as PageGlobals).getComputedStyle(element).backgroundColor);
    expect(background).not.toBe(plain);

    await headerButton(page, 'Comments').click();
    const reloaded = page.getByRole('complementary', { name: 'Comments' });
    await reloaded.getByText('No open comments.').waitFor();
    await reloaded.getByRole('button', { name: 'Resolved (1)' }).click();
    const kept = reloaded.getByRole('article', { name: `Comment on “${SENTENCE}”` });
    await kept.waitFor();
    expect(await kept.locator('.comment-entry__body').allTextContents()).toEqual([
      'Which segment drove this growth?',
      'Mostly the Americas segment.',
    ]);
    await kept.getByRole('button', { name: 'Reopen', exact: true }).waitFor();

    const { body } = await shell.api.call<CommentThreadList>('GET', `/api/document/${documentId}/comments`, tokenOf[PREPARER_A]!);
    expect(body.threads).toHaveLength(1);
    const [saved] = body.threads;
    expect(saved).toMatchObject({ topicId: notesId, quote: SENTENCE, resolved: true });
    expect(saved!.entries.map((entry) => entry.body)).toEqual(['Which segment drove this growth?', 'Mostly the Americas segment.']);
    const topic = await topicOf(shell.api, documentId, notesId);
    const anchored = nodesOf(topic.model as ModelNode).filter((node) =>
      (node as { marks?: { type: string; attrs?: { threadId?: string } }[] }).marks?.some(
        (mark) => mark.type === 'comment' && mark.attrs?.threadId === saved!.id,
      ),
    );
    expect(anchored.map(textOf)).toEqual([SENTENCE]);
    expect(await editingArea(page).count()).toBe(0);
  });
});
