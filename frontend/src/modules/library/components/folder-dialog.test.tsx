import { Messages } from '@ea/contracts';
import { type Folder, LibraryErrors } from '@ea/contracts/library';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { documentCookies } from '@/app/session/cookies.ts';
import { SessionClient } from '@/app/session/session-client.ts';
import { SessionProvider } from '@/app/session/session-context.tsx';
import { NotificationStore } from '@/ui/notifications/notification-store.ts';
import { NotificationsProvider } from '@/ui/notifications/notifications-context.tsx';
import { FolderDialog, type FolderDialogMode } from './folder-dialog.tsx';

afterEach(cleanup);

const folder = (id: number, name: string, parentId: number | null): Folder => ({
  id,
  companyId: 5,
  parentId,
  name,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});
const FOLDERS = [folder(1, 'Quarterly', null), folder(2, 'Q1', 1), folder(3, 'Annual', null)];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The dialog with a fetch standing in for the library API (the network is not here), recording each call. */
function renderDialog(mode: FolderDialogMode, answer: (call: string, body: unknown) => Response) {
  const calls: { call: string; body: unknown }[] = [];
  const done: (Folder | null)[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = `${init.method ?? 'GET'} ${String(input)}`;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ call, body });
    return answer(call, body);
  }) as typeof globalThis.fetch;
  const session = new SessionClient({ fetch, cookies: documentCookies() });
  render(
    <SessionProvider client={session}>
      <NotificationsProvider store={new NotificationStore()}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <FolderDialog companyId={5} folders={FOLDERS} mode={mode} onDone={(saved) => done.push(saved)} />
        </SWRConfig>
      </NotificationsProvider>
    </SessionProvider>,
  );
  return { calls, done };
}

const nameField = () => screen.getByLabelText(/^Folder name/) as HTMLInputElement;
const errorText = () => document.querySelector('.field__error')?.textContent;

describe('FolderDialog', () => {
  it('answers a missing or invalid name with the spec messages before calling the API', async () => {
    const { calls } = renderDialog({ kind: 'create', parent: null }, () => json(500, {}));
    expect(document.activeElement).toBe(nameField());
    fireEvent.click(screen.getByRole('button', { name: 'Create Folder' }));
    expect(errorText()).toBe(Messages.folder.nameRequired);
    fireEvent.change(nameField(), { target: { value: 'Board minutes' } });
    fireEvent.submit(nameField().form!);
    expect(errorText()).toBe(Messages.folder.nameInvalid);
    expect(calls).toEqual([]);
  });

  it('creates the folder inside the chosen one, and shows the refusal of a taken name at the field', async () => {
    let taken = true;
    const { calls, done } = renderDialog({ kind: 'create', parent: FOLDERS[0]! }, () =>
      taken ? json(409, { code: 'conflict', message: LibraryErrors.folderNameTaken }) : json(201, folder(9, 'Q2', 1)),
    );
    fireEvent.change(nameField(), { target: { value: ' Q2 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Folder' }));
    await waitFor(() => expect(errorText()).toBe(LibraryErrors.folderNameTaken));
    expect(calls).toEqual([{ call: 'POST /api/folder', body: { companyId: 5, parentId: 1, name: 'Q2' } }]);
    taken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Create Folder' }));
    await waitFor(() => expect(done).toEqual([folder(9, 'Q2', 1)]));
  });

  it('moves a folder only to places outside itself, the top level included', async () => {
    const { calls, done } = renderDialog({ kind: 'move', folder: FOLDERS[0]! }, () => json(200, folder(1, 'Quarterly', 3)));
    const target = screen.getByLabelText('Move into') as HTMLSelectElement;
    expect([...target.options].map((option) => option.textContent?.trim())).toEqual(['Top level', 'Annual']);
    fireEvent.change(target, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(done).toHaveLength(1));
    expect(calls).toEqual([{ call: 'PUT /api/folder/1', body: { parentId: 3 } }]);
  });

  it('closes on Escape without saving', () => {
    const { calls, done } = renderDialog({ kind: 'rename', folder: FOLDERS[2]! }, () => json(500, {}));
    expect(nameField().value).toBe('Annual');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(done).toEqual([null]);
    expect(calls).toEqual([]);
  });
});
