import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DOC, filingEditor, json, PEOPLE, renderPanel, thread } from './comments-test-kit.tsx';

let editor: Editor | null = null;
afterEach(() => {
  cleanup();
  editor?.destroy();
  editor = null;
  document.body.replaceChildren();
});

const box = () => screen.getByRole('textbox', { name: 'Comment on the selected text' }) as HTMLTextAreaElement;
const options = () => screen.queryAllByRole('option').map((option) => option.textContent);
const activeOption = () => document.getElementById(box().getAttribute('aria-activedescendant') ?? '')?.textContent;

function renderWithPeople() {
  editor = filingEditor('<p>Net revenue grew by 12% in the quarter.</p>');
  return renderPanel({ editor }, (call, body) => {
    if (call === `GET /api/document/${DOC}/comments`) return json(200, { threads: [] });
    if (call === `GET /api/document/${DOC}/mentionable-users`) return json(200, { users: PEOPLE });
    const sent = body as { threadId: string; quote: string };
    return json(201, thread(sent.threadId, sent.quote));
  });
}

describe('the mention picker', () => {
  it('offers the mentionable people on "@", narrowed as one types, and picks with the keyboard', async () => {
    const { calls } = renderWithPeople();
    const user = userEvent.setup();
    await user.click(box());
    await user.type(box(), 'Please check @');
    await waitFor(() => expect(options()).toEqual(['Ana Ortizana@acme.test', 'Jo Banksjo.banks@acme.test', 'Ben Jonesben@acme.test']));
    expect(screen.getByRole('listbox', { name: 'People to mention' }).id).toBe(box().getAttribute('aria-controls'));
    expect(box().getAttribute('aria-autocomplete')).toBe('list');
    expect(activeOption()).toBe('Ana Ortizana@acme.test');

    await user.type(box(), 'jo');
    expect(options()).toEqual(['Jo Banksjo.banks@acme.test', 'Ben Jonesben@acme.test']);
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('Ben Jonesben@acme.test');
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('Jo Banksjo.banks@acme.test');
    await user.keyboard('{Enter}');
    expect(box().value).toBe('Please check @jo.banks@acme.test ');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box().selectionStart).toBe(box().value.length);

    // Typing on after the pick continues the text; a second person is picked with the pointer.
    await user.type(box(), 'and @be');
    expect(options()).toEqual(['Ben Jonesben@acme.test']);
    fireEvent.mouseDown(screen.getByRole('option'));
    fireEvent.click(screen.getByRole('option'));
    expect(box().value).toBe('Please check @jo.banks@acme.test and @ben@acme.test ');
    expect(calls.filter((call) => call.call.endsWith('/mentionable-users'))).toHaveLength(1);

    const start = 1 + editor!.state.doc.textContent.indexOf('12%');
    const target = editor!;
    act(() => {
      target.commands.setTextSelection({ from: start, to: start + 3 });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(calls.some((call) => call.call === `POST /api/document/${DOC}/comments`)).toBe(true));
    expect(calls.find((call) => call.call === `POST /api/document/${DOC}/comments`)?.body).toMatchObject({
      body: 'Please check @jo.banks@acme.test and @ben@acme.test',
      mentions: ['12', '13'],
    });
  });

  it('closes on Escape until another "@", hides when nobody matches, and mentions no one whose handle was deleted', async () => {
    const { calls } = renderWithPeople();
    const user = userEvent.setup();
    await user.click(box());
    await user.type(box(), '@ana');
    await waitFor(() => expect(options()).toEqual(['Ana Ortizana@acme.test']));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box().getAttribute('aria-activedescendant')).toBeNull();
    await user.type(box(), 'x');
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.type(box(), ' @zz');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{Backspace}{Backspace}');
    expect(options()).toHaveLength(3);
    await user.keyboard('{Tab}');
    expect(box().value).toBe('@anax @ana@acme.test ');

    // The handle taken out again: the person is no longer mentioned.
    await user.clear(box());
    await user.type(box(), 'No one after all');
    const start = 1 + editor!.state.doc.textContent.indexOf('revenue');
    const target = editor!;
    act(() => {
      target.commands.setTextSelection({ from: start, to: start + 7 });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(calls.some((call) => call.call === `POST /api/document/${DOC}/comments`)).toBe(true));
    expect(calls.find((call) => call.call === `POST /api/document/${DOC}/comments`)?.body).toMatchObject({
      body: 'No one after all',
      mentions: [],
    });
  });
});
