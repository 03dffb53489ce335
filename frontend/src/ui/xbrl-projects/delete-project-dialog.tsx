import type { Project } from '@ea/contracts/validator';
import { useSWRConfig } from 'swr';
import { ApiRequestError } from '@/api/api-request-error.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog/confirm-dialog.tsx';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import type { XbrlModule } from './xbrl-module.ts';

/** Asks before deleting a project (its runs and files go with it), then deletes it and says how it went. */
export function DeleteProjectDialog({ module, project, onClose }: { module: XbrlModule; project: Project; onClose(): void }) {
  const { api } = module;
  const session = useSessionClient();
  const notifications = useNotifications();
  const { mutate } = useSWRConfig();
  const confirm = async () => {
    onClose();
    try {
      await api.deleteProject(session, project.id);
      notifications.show({ kind: 'success', message: `Project ${project.name} deleted` });
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      notifications.show({ kind: 'error', message: error.message });
    } finally {
      void mutate(api.isProjectListKey);
      void mutate(api.isCompanyListKey);
    }
  };
  return (
    <ConfirmDialog
      open
      title="Delete project"
      message={`${project.name} and every ${module.words.run} run of it, with their files and logs, will be deleted. This cannot be undone. Delete it?`}
      confirmLabel="Delete"
      tone="danger"
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
