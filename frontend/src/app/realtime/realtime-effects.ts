import { ErrorMessages, type RealtimeMessage, RenderingStatus, SuccessMessages } from '@ea/contracts';
import type { NotificationInput, NotificationKind } from '@/ui/notifications/notification-store.ts';

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
