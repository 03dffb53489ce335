import { SuccessMessages } from '@ea/contracts';
import type { Topic, TopicModelJson } from '@ea/contracts/library';
import type { Locator, Page } from 'playwright-core';
import { field, toast } from '../../directory/support/browser-steps.ts';
import { type IdentityApi, PASSWORD } from '../../shell/support/identity-api.ts';
import { signIn } from '../../shell/support/sign-in-form.ts';

/** A JSON node of the topic model, as the API answers it. */
export type ModelNode = TopicModelJson & { text?: string; attrs?: Record<string, unknown>; content?: ModelNode[] };

/**
 * The page's globals that functions run in the page use, typed here: the test project compiles
 * without the DOM library.
 */
export interface PageGlobals {
  document: { activeElement: unknown };
  getComputedStyle(element: unknown): { backgroundColor: string; borderBottomStyle: string };
  DataTransfer: new () => { setData(type: string, value: string): void };
  ClipboardEvent: new (
    type: string,
    init: { clipboardData: unknown; bubbles: boolean; cancelable: boolean },
  ) => { readonly defaultPrevented: boolean };
}

/** The page's DOM selection API, as far as the tests use it. */
interface SelectionGlobals {
  document: {
    createRange(): { selectNodeContents(node: unknown): void; collapse(toStart: boolean): void };
    getSelection(): { removeAllRanges(): void; addRange(range: unknown): void } | null;
  };
}

/**
 * Puts the caret at the end of a block of the editing area: a click focuses the editor, then the
 * DOM selection is set where the test means it (a click's caret lands wherever the pointer hits,
 * and End only reaches the end of a visual line), and ProseMirror takes it from the DOM.
 */
export async function caretAtEnd(block: Locator): Promise<void> {
  await block.click();
  await block.evaluate((element) => {
    const { document } = globalThis as unknown as SelectionGlobals;
    const range = document.createRange();
    range.selectNodeContents(element);
    range.collapse(false);
    const selection = document.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  });
  // ProseMirror reads a DOM selection change on the next selectionchange event.
  await block.page().waitForTimeout(50);
}

export const editorPath = (documentId: string) => `/library-editor/${documentId}`;

interface Shell {
  url: string;
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
}

/**
 * A user's page (in a profile of its own) on the document editor, signed in through the login
 * that returns there, with the editor's header shown.
 */
export async function editorPage(
  shell: Shell,
  email: string,
  documentId: string,
  { password = PASSWORD, viewport = { width: 1280, height: 800 } } = {},
): Promise<Page> {
  const page = await shell.newPage(viewport);
  const path = editorPath(documentId);
  await page.goto(`${shell.url}/login?returnUrl=${encodeURIComponent(path)}`);
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname === path);
  await page.locator('.editor-header').getByRole('button', { name: 'Close document', exact: true }).waitFor();
  return page;
}

/** The section of one topic in the editor's scroll column. */
export const topicSection = (page: Page, topicId: string): Locator => page.locator(`section[data-topic-id="${topicId}"]`);

export const editButton = (page: Page, title: string): Locator => page.getByRole('button', { name: `Edit ${title}`, exact: true });

export const stopEditingButton = (page: Page, title: string): Locator =>
  page.getByRole('button', { name: `Stop editing ${title}`, exact: true });

/** The TipTap editing area (ProseMirror's contenteditable element). */
export const editingArea = (page: Page): Locator => page.locator('[aria-label="Topic content"]');

export const toolbarButton = (page: Page, label: string): Locator =>
  page.getByRole('toolbar', { name: 'Editor toolbar' }).getByRole('button', { name: label, exact: true });

export const headerButton = (page: Page, label: string): Locator =>
  page.locator('.editor-header').getByRole('button', { name: label, exact: true });

/** The header's status line: where the open topic's edits are (draft saved, unsaved…). */
export const statusLine = (page: Page): Locator => page.locator('.editor-header__status');

/** Clicks Edit on a topic and waits until its editing area takes input. */
export async function startEditing(page: Page, title: string): Promise<Locator> {
  await editButton(page, title).click();
  const area = editingArea(page);
  await page.locator('[aria-label="Topic content"][contenteditable="true"]').waitFor();
  return area;
}

/** Saves the topic being edited as a revision through the header's Save and its dialog, waiting for the success toast. */
export async function saveRevision(page: Page, description: string): Promise<void> {
  await headerButton(page, 'Save').click();
  const dialog = page.getByRole('dialog', { name: 'Save topic' });
  await field(page, 'Revision Description').fill(description);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, SuccessMessages.documentSaved).waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** The topic as the current version pins it, read with the first admin's token. */
export function topicOf(api: IdentityApi, documentId: string, topicId: string): Promise<Topic> {
  return api.ok<Topic>('GET', `/api/document/${documentId}/topics/${topicId}`);
}

/** Every node of a model, depth first. */
export function nodesOf(node: ModelNode): ModelNode[] {
  return [node, ...(node.content ?? []).flatMap((child) => nodesOf(child))];
}

/** The text of a node and its descendants. */
export function textOf(node: ModelNode): string {
  return node.text ?? (node.content ?? []).map(textOf).join('');
}

const text = (value: string): ModelNode => ({ type: 'text', text: value });
const paragraph = (value: string): ModelNode => ({ type: 'paragraph', content: [text(value)] });
const cell = (value: string): ModelNode => ({ type: 'tableCell', content: [paragraph(value)] });

/** A topic of a heading, a sentence and a plain table (no merged cell) of `rows`, two columns each. */
export function tableTopic(title: string, sentence: string, rows: [string, string][]): TopicModelJson {
  return {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 1 }, content: [text(title)] },
      paragraph(sentence),
      { type: 'table', content: rows.map(([a, b]) => ({ type: 'tableRow', content: [cell(a), cell(b)] })) },
    ],
  };
}
