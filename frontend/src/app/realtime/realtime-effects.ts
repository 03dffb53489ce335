import { ErrorMessages, type RealtimeMessage, RenderingStatus, SuccessMessages } from '@ea/contracts';
import type { NotificationInput, NotificationKind } from '../../ui/notifications/notification-store.ts';

const KINDS: readonly NotificationKind[] = ['success', 'error', 'info', 'progress'];

/**
 * The toast a realtime message asks for: an explicit `data.notification` {kind, message}, or a
 * rendering status change (completed / error) with the spec's texts. Anything else is silent.
 */
export function notificationFor(message: RealtimeMessage): NotificationInput | null {
  const data = message.data ?? {};
  const explicit = data.notification as { kind?: unknown; message?: unknown; title?: unknown; progress?: unknown } | undefined;
  if (explicit && typeof explicit.message === 'string' && KINDS.includes(explicit.kind as NotificationKind)) {
    return {
      kind: explicit.kind as NotificationKind,
      message: explicit.message,
      ...(typeof explicit.title === 'string' ? { title: explicit.title } : {}),
      ...(typeof explicit.progress === 'number' ? { progress: explicit.progress } : {}),
    };
  }
  if (data.renderingStatus === RenderingStatus.completed) return { kind: 'success', message: SuccessMessages.renderingCompleted };
  if (data.renderingStatus === RenderingStatus.error) return { kind: 'error', message: ErrorMessages.rendering };
  return null;
}

/** API areas whose path does not start with the aggregate's name. */
const PATHS_OF: Record<string, string[]> = {
  channel: ['client'],
  userimport: ['user/bulkimport'],
};

const normalize = (text: string) => text.toLowerCase().replace(/[^a-z0-9/]/g, '');

/**
 * Which SWR keys a message makes stale: keys are API paths (or arrays starting with one), and a
 * change to an aggregate stales every path that starts with its type, ignoring case and dashes
 * (`company` → /api/company, /api/companylist…; `bulk-import` → /api/bulkImport…), or with the
 * area listed for it above (`channel` → /api/client).
 */
export function staleKeyMatcher(message: RealtimeMessage): (key: unknown) => boolean {
  const type = normalize(message.aggregateType);
  const prefixes = [type, ...(PATHS_OF[type] ?? [])];
  return (key) => {
    const path = Array.isArray(key) ? key[0] : key;
    if (typeof path !== 'string' || !path.startsWith('/api/')) return false;
    const rest = normalize(path.slice('/api/'.length).split('?')[0] ?? '');
    return prefixes.some((prefix) => rest.startsWith(prefix));
  };
}
