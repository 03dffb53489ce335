import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { NotificationStore } from './notification-store.ts';
import './notifications.css';

const NotificationsContext = createContext<NotificationStore | null>(null);

/** The app's toasts; returns the store so callers can show, update and dismiss. */
export function useNotifications(): NotificationStore {
  const store = useContext(NotificationsContext);
  if (!store) throw new Error('useNotifications needs a NotificationsProvider');
  return store;
}

interface NotificationsProviderProps {
  store: NotificationStore;
  /** Follows a toast's link inside the app (the toasts sit outside the router); without it the link loads the page. */
  navigate?: (href: string) => void;
  children: ReactNode;
}

export function NotificationsProvider({ store, navigate, children }: NotificationsProviderProps) {
  return (
    <NotificationsContext.Provider value={store}>
      {children}
      <NotificationViewport store={store} navigate={navigate} />
    </NotificationsContext.Provider>
  );
}

const TITLES = { success: 'Success', error: 'Error', info: 'Information', progress: 'In progress' } as const;

function NotificationViewport({ store, navigate }: { store: NotificationStore; navigate: ((href: string) => void) | undefined }) {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return (
    <section className="notifications" aria-label="Notifications">
      {items.map((item) => (
        <div
          key={item.id}
          className={`notification notification--${item.kind}${item.leaving ? ' is-leaving' : ''}`}
          role={item.kind === 'error' ? 'alert' : 'status'}
          onPointerEnter={() => store.hold(item.id)}
          onPointerLeave={() => store.release(item.id)}
        >
          <span className="notification__mark" aria-hidden="true" />
          <div className="notification__body">
            <p className="notification__title">{item.title ?? TITLES[item.kind]}</p>
            <p className="notification__message">{item.message}</p>
            {item.link && (
              <a
                className="notification__link"
                href={item.link.href}
                onClick={(event) => {
                  if (!navigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  navigate(item.link!.href);
                  store.dismiss(item.id);
                }}
              >
                {item.link.label}
              </a>
            )}
            {item.kind === 'progress' && (
              <div
                className={`notification__progress${item.progress === undefined ? ' is-indeterminate' : ''}`}
                role="progressbar"
                aria-label={item.message}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={item.progress}
              >
                <span style={{ width: item.progress === undefined ? undefined : `${item.progress}%` }} />
              </div>
            )}
          </div>
          <button type="button" className="notification__close" aria-label="Dismiss notification" onClick={() => store.dismiss(item.id)}>
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
