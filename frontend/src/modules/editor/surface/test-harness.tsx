import type { TopicModelJson } from '@ea/contracts/library';
import { render } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { Profiler, StrictMode } from 'react';
import { documentCookies } from '@/app/session/cookies.ts';
import { SessionClient } from '@/app/session/session-client.ts';
import { SessionProvider } from '@/app/session/session-context.tsx';
import { NotificationStore } from '@/ui/notifications/notification-store.ts';
import { NotificationsProvider } from '@/ui/notifications/notifications-context.tsx';
import { TopicEditor, type TopicEditorProps } from './topic-editor.tsx';

/** Builders of topic JSON for the tests. */
export const text = (value: string, marks?: TopicModelJson['marks']): TopicModelJson => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
export const paragraph = (...content: TopicModelJson[]): TopicModelJson => ({ type: 'paragraph', ...(content.length ? { content } : {}) });
export const cell = (value: string): TopicModelJson => ({ type: 'tableCell', content: [paragraph(text(value))] });
export const table = (rows: string[][]): TopicModelJson => ({
  type: 'table',
  content: rows.map((row) => ({ type: 'tableRow', content: row.map(cell) })),
});
export const doc = (...content: TopicModelJson[]): TopicModelJson => ({ type: 'doc', content });

export interface Surface {
  editor: Editor;
  changes: (() => TopicModelJson)[];
  calls: string[];
  notifications: NotificationStore;
  rerender(props: Partial<TopicEditorProps>): void;
}

/**
 * The editing surface as the page mounts it, inside the app's session and notification providers;
 * a fetch stands in for the network (the image route), recording each call. `onCommit` hears each
 * React commit inside the surface; `strict` renders it in StrictMode, as the app does.
 */
export function renderSurface(
  initialModel: TopicModelJson,
  props: Partial<TopicEditorProps> = {},
  { onCommit, strict = false }: { onCommit?: () => void; strict?: boolean } = {},
): Surface {
  const changes: (() => TopicModelJson)[] = [];
  const calls: string[] = [];
  const editors: (Editor | null)[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${String(input)}`);
    return new Response(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), { status: 200 });
  }) as typeof globalThis.fetch;
  const session = new SessionClient({ fetch, cookies: documentCookies() });
  const notifications = new NotificationStore();
  const element = (extra: Partial<TopicEditorProps>) => (
    <SessionProvider client={session}>
      <NotificationsProvider store={notifications}>
        <Profiler id="surface" onRender={() => onCommit?.()}>
          <TopicEditor
            documentId="doc-1"
            initialModel={initialModel}
            editable
            onChange={(read) => changes.push(read)}
            {...props}
            {...extra}
            onEditor={(editor) => {
              editors.push(editor);
              props.onEditor?.(editor);
            }}
          />
        </Profiler>
      </NotificationsProvider>
    </SessionProvider>
  );
  const view = render(element({}), strict ? { wrapper: StrictMode } : {});
  const editor = editors.at(-1);
  if (!editor) throw new Error('the surface did not hand over its editor');
  return { editor, changes, calls, notifications, rerender: (extra) => view.rerender(element(extra)) };
}

/** Position of the first text position inside the n-th (0-based) node of `type`, in document order. */
export function positionIn(editor: Editor, type: string, n = 0): number {
  let found = -1;
  let seen = 0;
  editor.state.doc.descendants((node, pos) => {
    if (found >= 0) return false;
    if (node.type.name === type) {
      if (seen === n) {
        found = pos;
        return false;
      }
      seen++;
    }
    return true;
  });
  if (found < 0) throw new Error(`no ${type} #${n}`);
  return found;
}
