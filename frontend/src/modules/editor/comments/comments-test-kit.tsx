import type { CommentEntry, CommentThread, MentionableUser } from '@ea/contracts/library';
import { filingExtensions } from '@ea/document-model';
import { render } from '@testing-library/react';
import { history } from '@tiptap/pm/history';
import { Editor, Extension } from '@tiptap/react';
import { Profiler } from 'react';
import { SWRConfig } from 'swr';
import { documentCookies } from '@/app/session/cookies.ts';
import { SessionClient } from '@/app/session/session-client.ts';
import { SessionProvider } from '@/app/session/session-context.tsx';
import { CommentsPanel } from './comments-panel.tsx';

export const DOC = '6f1c2a9e-1b2c-4d3e-8f90-a1b2c3d4e5f6';
export const TOPIC = '0c5e7a91-3b4d-4f6a-8b1c-2d3e4f5a6b7c';
export const OTHER_TOPIC = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const entry = (id: string, authorName: string, body: string, over: Partial<CommentEntry> = {}): CommentEntry => ({
  id,
  authorId: '7',
  authorName,
  body,
  mentions: [],
  createdAt: '2026-11-20T10:00:00Z',
  ...over,
});

export const thread = (id: string, quote: string, over: Partial<CommentThread> = {}): CommentThread => ({
  id,
  documentId: DOC,
  topicId: TOPIC,
  quote,
  resolved: false,
  resolvedBy: null,
  resolvedAt: null,
  unplacedIn: null,
  createdAt: '2026-11-20T10:00:00Z',
  entries: [entry(`${id}-e1`, 'Ana Ortiz', `About ${quote}`)],
  ...over,
});

export const PEOPLE: MentionableUser[] = [
  { userId: '11', userName: 'Ana Ortiz', email: 'ana@acme.test' },
  { userId: '12', userName: 'Jo Banks', email: 'jo.banks@acme.test' },
  { userId: '13', userName: 'Ben Jones', email: 'ben@acme.test' },
];

export interface Call {
  call: string;
  body: unknown;
}

// Undo as the editor screen adds it: a behaviour over the filing schema, not part of it.
const Undo = Extension.create({ name: 'testUndo', addProseMirrorPlugins: () => [history()] });

/** A real TipTap editor over the filing schema with undo, mounted in the page as the editor screen mounts it. */
export function filingEditor(content: string): Editor {
  const element = document.createElement('div');
  document.body.append(element);
  return new Editor({ element, extensions: [...filingExtensions, Undo], content });
}

/**
 * The panel with a fetch standing in for the library API (the network is not here): `answer`
 * gives the response of each call ("METHOD path"), every call is recorded, and every commit of
 * the panel is counted.
 */
export function renderPanel(
  props: { editor: Editor | null; topicId?: string | null; canComment?: boolean },
  answer: (call: string, body: unknown) => Response,
) {
  const calls: Call[] = [];
  const renders = { count: 0 };
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = `${init.method ?? 'GET'} ${String(input)}`;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ call, body });
    return answer(call, body);
  }) as typeof globalThis.fetch;
  const session = new SessionClient({ fetch, cookies: documentCookies() });
  const view = render(
    <SessionProvider client={session}>
      <SWRConfig value={{ provider: () => new Map(), fetcher: (key: string) => session.json(key), shouldRetryOnError: false }}>
        <Profiler id="comments" onRender={() => renders.count++}>
          <CommentsPanel
            documentId={DOC}
            topicId={props.topicId === undefined ? TOPIC : props.topicId}
            editor={props.editor}
            canComment={props.canComment ?? true}
          />
        </Profiler>
      </SWRConfig>
    </SessionProvider>,
  );
  return { calls, renders, view };
}

/** The comment marks of the editor's document: each thread id with the text it covers. */
export function commentMarks(editor: Editor): { threadId: string; text: string }[] {
  const found: { threadId: string; text: string }[] = [];
  editor.state.doc.descendants((node) => {
    for (const mark of node.marks) if (mark.type.name === 'comment') found.push({ threadId: mark.attrs.threadId, text: node.text ?? '' });
    return true;
  });
  return found;
}
