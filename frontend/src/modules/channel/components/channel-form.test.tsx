import { ErrorMessages, Messages } from '@ea/contracts';
import { DirectoryErrors } from '@ea/contracts/directory';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { documentCookies } from '@/app/session/cookies.ts';
import { SessionClient } from '@/app/session/session-client.ts';
import { SessionProvider } from '@/app/session/session-context.tsx';
import { ConfirmProvider } from '@/ui/confirm-dialog/use-confirm.tsx';
import { NotificationStore } from '@/ui/notifications/notification-store.ts';
import { NotificationsProvider } from '@/ui/notifications/notifications-context.tsx';
import { ChannelForm } from './channel-form.tsx';

afterEach(cleanup);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const channel = {
  id: 5,
  name: 'Acme Filings',
  logoUrl: null,
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
  archivedAt: null,
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The form with a fetch that answers the channel API and records what was sent. */
function renderForm(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = `${init.method ?? 'GET'} ${String(input)}`;
    calls.push(call);
    return answers[call]?.() ?? json(404, { code: 'notFound', message: 'Not found' });
  }) as typeof globalThis.fetch;
  const session = new SessionClient({ fetch, cookies: documentCookies() });
  const notifications = new NotificationStore();
  render(
    <SessionProvider client={session}>
      <NotificationsProvider store={notifications}>
        <SWRConfig value={{ provider: () => new Map(), fetcher: (key: string) => session.json(key) }}>
          <ConfirmProvider>
            <RouterProvider router={createMemoryRouter([{ path: '/', element: <ChannelForm /> }])} />
          </ConfirmProvider>
        </SWRConfig>
      </NotificationsProvider>
    </SessionProvider>,
  );
  return { calls, notifications };
}

const logoInput = () => screen.getByLabelText(/^Logo/) as HTMLInputElement;
const pick = (file: File) => fireEvent.change(logoInput(), { target: { files: [file] } });

describe('ChannelForm', () => {
  it('refuses each bad logo with its spec message before anything is uploaded', async () => {
    const { calls } = renderForm({});
    pick(new File([new Uint8Array(PNG)], 'logo.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe(Messages.files.imageType);

    const big = new Uint8Array(2_097_153);
    big.set(PNG);
    pick(new File([big], 'big.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(Messages.files.imageSize));

    pick(new File(['this is text, not a picture'], 'fake.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(Messages.files.imageInvalid));
    expect(calls).toEqual([]);
  });

  it('asks for the client name and sends nothing without it', async () => {
    const { calls } = renderForm({});
    fireEvent.click(screen.getByRole('button', { name: 'Add Channel' }));
    expect((await screen.findByRole('alert')).textContent).toBe(Messages.client.nameRequired);
    expect(calls).toEqual([]);
  });

  it('shows a taken name at the name field and stays on the form', async () => {
    const taken = DirectoryErrors.channelNameTaken;
    const { calls, notifications } = renderForm({
      'POST /api/client': () => json(409, { code: 'conflict', message: taken, fields: { name: taken } }),
    });
    const nameInput = screen.getByLabelText(/Client name/);
    fireEvent.change(nameInput, { target: { value: 'acme ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Channel' }));

    await waitFor(() => expect(nameInput.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(nameInput.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(taken);
    expect(calls).toEqual(['POST /api/client']);
    expect(notifications.getSnapshot().map((item) => item.message)).toContain(ErrorMessages.clientSaveFailed);
  });

  it('shows the server’s verdict on the logo at the logo, with the spec failure toast', async () => {
    const { calls, notifications } = renderForm({
      'POST /api/client': () => json(201, channel),
      'PUT /api/client/5/logo': () => json(415, { code: 'unsupportedMediaType', message: Messages.files.imageInvalid }),
    });
    fireEvent.change(screen.getByLabelText(/Client name/), { target: { value: 'Acme Filings' } });
    pick(new File([new Uint8Array([...PNG, 0, 0, 0, 13])], 'logo.png', { type: 'image/png' }));
    await screen.findByText('logo.png');
    fireEvent.click(screen.getByRole('button', { name: 'Add Channel' }));

    const form = screen.getByRole('form', { name: 'Channel details' });
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(Messages.files.imageInvalid));
    expect(calls).toEqual(['POST /api/client', 'PUT /api/client/5/logo']);
    expect(notifications.getSnapshot().map((item) => item.message)).toContain(ErrorMessages.clientSaveFailed);
  });
});
