import { Notifications } from '@ea/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationStore } from './notification-store.ts';
import { NotificationsProvider } from './notifications-context.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('NotificationsProvider', () => {
  it('renders toasts newest first, announces errors, and keeps a hovered one', () => {
    const store = new NotificationStore();
    render(
      <NotificationsProvider store={store}>
        <p>page</p>
      </NotificationsProvider>,
    );
    act(() => {
      store.show({ kind: 'success', message: 'Document Uploaded Successfully' });
      store.show({ kind: 'error', message: 'File not Available for Download' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.textContent?.indexOf('File not Available')).toBeLessThan(region.textContent?.indexOf('Document Uploaded') ?? -1);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('File not Available for Download');

    fireEvent.pointerEnter(alert);
    act(() => vi.advanceTimersByTime(Notifications.timeoutMs + Notifications.fadeMs));
    expect(screen.queryByText('Document Uploaded Successfully')).toBeNull();
    expect(screen.getByText('File not Available for Download')).toBeTruthy();

    fireEvent.pointerLeave(alert);
    act(() => vi.advanceTimersByTime(Notifications.extendedTimeoutMs + Notifications.fadeMs));
    expect(screen.queryByText('File not Available for Download')).toBeNull();
  });

  it('shows a progress bar and can be dismissed by its button', () => {
    const store = new NotificationStore();
    render(<NotificationsProvider store={store}>{null}</NotificationsProvider>);
    act(() => {
      store.show({ kind: 'progress', message: 'Preparing Document for Review', progress: 40 });
    });
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    act(() => vi.advanceTimersByTime(Notifications.fadeMs));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('leads to a page inside the app from a toast’s link, closing the toast', () => {
    const store = new NotificationStore();
    const visited: string[] = [];
    render(
      <NotificationsProvider store={store} navigate={(href) => visited.push(href)}>
        {null}
      </NotificationsProvider>,
    );
    act(() => {
      store.show({
        kind: 'info',
        message: 'Ana Ortiz mentioned you in Q3 10-Q',
        link: { href: '/library-editor/d-1', label: 'Open document' },
      });
    });
    const link = screen.getByRole('link', { name: 'Open document' });
    expect(link.getAttribute('href')).toBe('/library-editor/d-1');
    fireEvent.click(link);
    expect(visited).toEqual(['/library-editor/d-1']);
    act(() => vi.advanceTimersByTime(Notifications.fadeMs));
    expect(screen.queryByText('Ana Ortiz mentioned you in Q3 10-Q')).toBeNull();
  });
});
