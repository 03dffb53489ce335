import { ErrorMessages, type RealtimeMessage, RenderingStatus, SuccessMessages } from '@ea/contracts';
import type { EdgarEyeEventType } from '@ea/contracts/edgar-eye';
import type { LibraryEventType } from '@ea/contracts/library';
import { generatePath } from 'react-router-dom';
import { formatCalendarDate } from '@/ui/format/date-time.ts';
import type { NotificationInput, NotificationKind } from '@/ui/notifications/notification-store.ts';
import { paths } from '../paths.ts';

const KINDS: readonly NotificationKind[] = ['success', 'error', 'info', 'progress'];

const MENTIONED: LibraryEventType = 'comment.mentioned';
const ALERTED: EdgarEyeEventType = 'alert.generated';

/** A tracked company filed (AlertGeneratedRealtime, sent to the tracking user alone). */
function alertNotification(data: Record<string, unknown>): NotificationInput | null {
  const { companyName, formType, dateFiled } = data;
  if (typeof companyName !== 'string' || typeof formType !== 'string' || typeof dateFiled !== 'string') return null;
  return {
    kind: 'info',
    title: 'New filing',
    message: `${companyName} filed ${formType} on ${formatCalendarDate(dateFiled)}`,
    link: { href: paths.edgarEye.alerts, label: 'My Alerts' },
  };
}

/** A comment mentioning the user (MentionRealtime, sent to that user alone): who, where, and the way to it. */
function mentionNotification(data: Record<string, unknown>): NotificationInput | null {
  const { documentId, byName, documentTitle } = data;
  if (typeof documentId !== 'string' || typeof byName !== 'string' || typeof documentTitle !== 'string') return null;
  return {
    kind: 'info',
    title: 'Mentioned in a comment',
    message: `${byName} mentioned you in ${documentTitle}`,
    link: { href: generatePath(paths.editor.libraryEditor, { docId: documentId }), label: 'Open document' },
  };
}

/**
 * The toast a realtime message asks for: an explicit `data.notification` {kind, message}, a
 * rendering status change (completed / error) with the spec's texts, a comment mentioning the
 * user, or a filing of a company the user tracks. Anything else is silent.
 */
export function notificationFor(message: RealtimeMessage): NotificationInput | null {
  const data = message.data ?? {};
  if (message.event === MENTIONED) return mentionNotification(data);
  if (message.event === ALERTED) return alertNotification(data);
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
