import { ErrorMessages } from '@ea/contracts';
import type { CommentThread } from '@ea/contracts/library';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { undo } from '@tiptap/pm/history';
import type { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ANCHOR_GONE, unplacedNotice } from './comment-thread-card.tsx';
import { commentMarks, DOC, entry, filingEditor, json, OTHER_TOPIC, renderPanel, TOPIC, thread } from './comments-test-kit.tsx';

const EARLY = '3f0e4c1a-8d2b-4a6e-9c1f-0b2d4e6f8a01';
const LATE = '7a9b1c3d-5e7f-4a1b-8c2d-4e6f8a0b2c03';
const ELSEWHERE = '5c4b3a29-1807-4f6e-9d5c-4b3a29180706';
const DONE = '2e1d0c9b-8a7f-4e6d-8c5b-4a3928170605';
const GONE = '8f7e6d5c-4b3a-4291-8f7e-6d5c4b3a2918';

const CONTENT = `<p>Net <span data-comment="${EARLY}">revenue</span> grew by <span data-comment="${LATE}">12%</span> in the quarter.</p><p>Costs were flat.</p>`;

// Created in another order than their anchors stand in the topic.
const THREADS: CommentThread[] = [
  thread(LATE, '12%', { createdAt: '2026-11-20T09:00:00Z' }),
  thread(ELSEWHERE, 'Dividends', { topicId: OTHER_TOPIC, createdAt: '2026-11-19T09:00:00Z' }),
  thread(EARLY, 'revenue', {
    createdAt: '2026-11-20T11:00:00Z',
    entries: [
      entry('e-1', 'Ana Ortiz', 'Check with @jo.banks@acme.test first.', {
        mentions: [{ userId: '12', userName: 'Jo Banks' }],
      }),
      entry('e-2', 'Jo Banks', 'Checked.', { createdAt: '2026-11-20T12:00:00Z' }),
    ],
  }),
  thread(DONE, 'flat', { resolved: true, resolvedBy: 'Jo Banks', resolvedAt: '2026-11-21T08:00:00Z' }),
  thread(GONE, 'a deleted sentence', { createdAt: '2026-11-20T08:00:00Z' }),
];

let editor: Editor | null = null;
afterEach(() => {
  cleanup();
  editor?.destroy();
  editor = null;
  document.body.replaceChildren();
});

const listAnswer = (call: string) => (call === `GET /api/document/${DOC}/comments` ? json(200, { threads: THREADS }) : json(500, {}));
const panel = () => screen.getByRole('complementary', { name: 'Comments' });
const threadTitles = (group: string) =>
  within(within(panel()).getByRole('region', { name: group }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

describe('CommentsPanel', () => {
  it('lists the open topic’s open threads in reading order, then the other topics’, and the resolved ones on request', async () => {
    editor = filingEditor(CONTENT);
    renderPanel({ editor }, listAnswer);
    await waitFor(() => expect(within(panel()).getAllByRole('article')).toHaveLength(4));
    // The thread whose text is gone from the topic comes after those still anchored in it.
    expect(threadTitles('This topic')).toEqual(['Comment on “revenue”', 'Comment on “12%”', 'Comment on “a deleted sentence”']);
    expect(threadTitles('Other topics')).toEqual(['Comment on “Dividends”']);

    const revenue = screen.getByRole('article', { name: 'Comment on “revenue”' });
    const entries = within(revenue).getAllByRole('listitem');
    expect(entries.map((item) => item.querySelector('.comment-entry__author')?.textContent)).toEqual(['Ana Ortiz', 'Jo Banks']);
    expect(entries[0]!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-20T10:00:00Z');
    expect(entries[0]!.querySelector('.comment-mention')?.textContent).toBe('@jo.banks@acme.test');
    expect(entries[0]!.textContent).toContain('Mentioned: Jo Banks');
    expect(within(revenue).getByRole('button', { name: 'Resolve' })).toBeTruthy();
    expect(within(revenue).getByRole('textbox', { name: 'Your reply' })).toBeTruthy();
    // A thread of another topic cannot be shown in this topic's text.
    const dividends = screen.getByRole('article', { name: 'Comment on “Dividends”' });
    expect(within(dividends).queryByRole('button', { name: /Show in the text/ })).toBeNull();

    expect(screen.getByRole('button', { name: 'Open (4)' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Resolved (1)' }));
    expect(
      within(panel())
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Comment on “flat”']);
    const flat = screen.getByRole('article', { name: 'Comment on “flat”' });
    expect(within(flat).getByRole('button', { name: 'Reopen' })).toBeTruthy();
    expect(within(flat).queryByRole('textbox')).toBeNull();
    expect(flat.textContent).toContain('Resolved');
  });

  it('lists threads a comment transfer could not place apart, saying why, with their comments and replies kept', async () => {
    editor = filingEditor(CONTENT);
    const unplaced = thread(ELSEWHERE, 'June 30, 2026', { topicId: TOPIC, unplacedIn: 4 });
    const threads = [thread(EARLY, 'revenue'), unplaced];
    renderPanel({ editor }, (call) => (call === `GET /api/document/${DOC}/comments` ? json(200, { threads }) : json(500, {})));
    await waitFor(() => expect(within(panel()).getAllByRole('article')).toHaveLength(2));
    expect(threadTitles('This topic')).toEqual(['Comment on “revenue”']);
    expect(threadTitles('Not placed')).toEqual(['Comment on “June 30, 2026”']);
    const card = screen.getByRole('article', { name: 'Comment on “June 30, 2026”' });
    expect(card.textContent).toContain(unplacedNotice(4));
    // Its words are nowhere in the text: nothing to select, but the discussion goes on.
    expect(within(card).queryByRole('button', { name: /Show in the text/ })).toBeNull();
    expect(within(card).getByRole('textbox', { name: 'Your reply' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open (2)' })).toBeTruthy();
  });

  it('shows a reader no comment boxes or buttons that write', async () => {
    renderPanel({ editor: null, canComment: false }, listAnswer);
    await waitFor(() => expect(within(panel()).getAllByRole('article')).toHaveLength(4));
    expect(within(panel()).queryByRole('textbox')).toBeNull();
    expect(within(panel()).queryByRole('button', { name: /^(Add comment|Reply|Resolve|Reopen)$/ })).toBeNull();
  });

  it('selects a thread’s text when the thread is clicked, and brings a thread forward when its text is clicked, without rendering on every edit', async () => {
    editor = filingEditor(CONTENT);
    const { renders } = renderPanel({ editor }, listAnswer);
    await waitFor(() => expect(within(panel()).getAllByRole('article')).toHaveLength(4));
    const card = (quote: string) => screen.getByRole('article', { name: `Comment on “${quote}”` });

    fireEvent.click(within(card('12%')).getByRole('button', { name: /Show in the text/ }));
    const { from, to } = editor.state.selection;
    expect(editor.state.doc.textBetween(from, to)).toBe('12%');
    await waitFor(() => expect(card('12%').getAttribute('aria-current')).toBe('true'));
    expect(card('revenue').getAttribute('aria-current')).toBeNull();

    // A click in the text: the cursor inside "revenue".
    const target = editor;
    act(() => {
      target.commands.setTextSelection(5);
    });
    expect(card('revenue').getAttribute('aria-current')).toBe('true');
    expect(card('12%').getAttribute('aria-current')).toBeNull();

    // Typing in the second paragraph, away from any anchor: no render of the panel.
    act(() => {
      target.commands.setTextSelection(target.state.doc.content.size - 2);
    });
    const before = renders.count;
    for (const letter of 'still flat') {
      act(() => {
        target.commands.insertContent(letter);
      });
    }
    expect(target.state.doc.textContent).toContain('still flat');
    expect(renders.count).toBe(before);

    fireEvent.click(within(card('a deleted sentence')).getByRole('button', { name: /Show in the text/ }));
    expect(card('a deleted sentence').textContent).toContain(ANCHOR_GONE);
  });

  it('switches to the resolved threads when the cursor lands in a resolved thread’s text', async () => {
    editor = filingEditor(`<p>Costs were <span data-comment="${DONE}">flat</span>.</p>`);
    renderPanel({ editor }, listAnswer);
    await waitFor(() => expect(within(panel()).getAllByRole('article')).toHaveLength(4));
    const target = editor;
    act(() => {
      target.commands.setTextSelection(13);
    });
    expect(screen.getByRole('button', { name: 'Resolved (1)' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('article', { name: 'Comment on “flat”' }).getAttribute('aria-current')).toBe('true');
  });

  it('replies and resolves, showing the server’s refusal as it is', async () => {
    let refuse = true;
    const { calls } = renderPanel({ editor: null }, (call, body) => {
      if (call === `GET /api/document/${DOC}/comments`) return json(200, { threads: THREADS });
      if (refuse) return json(403, { code: 'forbidden', message: ErrorMessages.noEditorFacility });
      if (call === `POST /api/document/${DOC}/comments/${LATE}/replies`) {
        const sent = body as { body: string };
        return json(201, { ...THREADS[0]!, entries: [...THREADS[0]!.entries, entry('e-9', 'Me', sent.body)] });
      }
      if (call === `PATCH /api/document/${DOC}/comments/${LATE}`) return json(200, { ...THREADS[0]!, resolved: true });
      return json(500, {});
    });
    await waitFor(() => expect(within(panel()).getAllByRole('article')).toHaveLength(4));
    const card = () => screen.getByRole('article', { name: 'Comment on “12%”' });

    fireEvent.click(within(card()).getByRole('button', { name: 'Reply' }));
    expect(within(card()).getByRole('alert').textContent).toBe(ErrorMessages.requiredFields);

    fireEvent.change(within(card()).getByRole('textbox', { name: 'Your reply' }), { target: { value: ' Agreed. ' } });
    fireEvent.click(within(card()).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(within(card()).getByRole('alert').textContent).toBe(ErrorMessages.noEditorFacility));

    refuse = false;
    fireEvent.click(within(card()).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(within(card()).getByText('Agreed.')).toBeTruthy());
    expect((within(card()).getByRole('textbox', { name: 'Your reply' }) as HTMLTextAreaElement).value).toBe('');

    fireEvent.click(within(card()).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Comment on “12%”' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Resolved (2)' })).toBeTruthy();
    expect(calls.filter((call) => call.call !== `GET /api/document/${DOC}/comments`)).toEqual([
      { call: `POST /api/document/${DOC}/comments/${LATE}/replies`, body: { body: 'Agreed.', mentions: [] } },
      { call: `POST /api/document/${DOC}/comments/${LATE}/replies`, body: { body: 'Agreed.', mentions: [] } },
      { call: `PATCH /api/document/${DOC}/comments/${LATE}`, body: { resolved: true } },
    ]);
  });

  it('says what failed when the comments cannot be read', async () => {
    renderPanel({ editor: null }, () => json(403, { code: 'forbidden', message: ErrorMessages.noEditorFacility }));
    await waitFor(() => expect(within(panel()).getByRole('alert').textContent).toBe(ErrorMessages.noEditorFacility));
  });
});

describe('adding a comment', () => {
  const PLAIN = '<p>Net revenue grew by 12% in the quarter.</p>';
  const selectText = (target: Editor, text: string) => {
    const from = 1 + target.state.doc.textContent.indexOf(text);
    act(() => {
      target.commands.setTextSelection({ from, to: from + text.length });
    });
  };
  const addButton = () => screen.getByRole('button', { name: 'Add comment' }) as HTMLButtonElement;
  const box = () => screen.getByRole('textbox', { name: 'Comment on the selected text' });

  it('anchors the comment on the selection with a new thread id and opens the thread with it', async () => {
    editor = filingEditor(PLAIN);
    const { calls } = renderPanel({ editor }, (call, body) => {
      if (call === `GET /api/document/${DOC}/comments`) return json(200, { threads: [] });
      const sent = body as { threadId: string; quote: string; body: string };
      return json(201, thread(sent.threadId, sent.quote, { entries: [entry('e-1', 'Me', sent.body)] }));
    });
    await waitFor(() => expect(screen.getByText('No open comments.')).toBeTruthy());
    expect(addButton().disabled).toBe(true);

    selectText(editor, 'grew by 12%');
    expect(addButton().disabled).toBe(false);
    fireEvent.click(addButton());
    expect(within(panel()).getByRole('alert').textContent).toBe(ErrorMessages.requiredFields);
    expect(commentMarks(editor)).toEqual([]);

    fireEvent.change(box(), { target: { value: 'Source for this figure?' } });
    fireEvent.click(addButton());
    await waitFor(() => expect(screen.getByRole('article', { name: 'Comment on “grew by 12%”' })).toBeTruthy());
    const posted = calls.find((call) => call.call === `POST /api/document/${DOC}/comments`)!.body as { threadId: string };
    expect(posted).toEqual({
      threadId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      topicId: TOPIC,
      quote: 'grew by 12%',
      body: 'Source for this figure?',
      mentions: [],
    });
    expect(commentMarks(editor)).toEqual([{ threadId: posted.threadId, text: 'grew by 12%' }]);
    // The new anchor is where the selection is: its thread is the current one.
    expect(screen.getByRole('article', { name: 'Comment on “grew by 12%”' }).getAttribute('aria-current')).toBe('true');
    expect((box() as HTMLTextAreaElement).value).toBe('');
  });

  it('takes the mark back and shows the refusal when the thread is refused', async () => {
    editor = filingEditor(PLAIN);
    renderPanel({ editor }, (call) =>
      call === `GET /api/document/${DOC}/comments`
        ? json(200, { threads: [] })
        : json(400, { code: 'validation', message: 'Only active users of the document’s channel can be mentioned' }),
    );
    await waitFor(() => expect(screen.getByText('No open comments.')).toBeTruthy());
    const target = editor;
    act(() => {
      target.commands.insertContentAt(1, 'Gross and ');
    });
    selectText(editor, 'revenue');
    fireEvent.change(box(), { target: { value: 'Why?' } });
    fireEvent.click(addButton());
    await waitFor(() =>
      expect(within(panel()).getByRole('alert').textContent).toBe('Only active users of the document’s channel can be mentioned'),
    );
    expect(commentMarks(editor)).toEqual([]);
    expect(editor.getHTML()).toBe('<p>Gross and Net revenue grew by 12% in the quarter.</p>');
    expect((box() as HTMLTextAreaElement).value).toBe('Why?');
    // Neither the anchor nor its removal is an edit to undo: undo takes back the typing before them.
    act(() => {
      undo(target.state, target.view.dispatch);
    });
    expect(editor.getHTML()).toBe(PLAIN);
    expect(commentMarks(editor)).toEqual([]);
  });

  it('cannot anchor a comment in a read-only topic or without a selection', async () => {
    editor = filingEditor(PLAIN);
    renderPanel({ editor }, () => json(200, { threads: [] }));
    await waitFor(() => expect(screen.getByText('No open comments.')).toBeTruthy());
    selectText(editor, 'revenue');
    expect(addButton().disabled).toBe(false);
    const target = editor;
    act(() => target.setEditable(false));
    expect(addButton().disabled).toBe(true);
    act(() => target.setEditable(true));
    act(() => {
      target.commands.setTextSelection(3);
    });
    expect(addButton().disabled).toBe(true);
  });
});
