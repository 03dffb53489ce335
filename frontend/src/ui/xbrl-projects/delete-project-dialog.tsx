import type { Project } from '@ea/contracts/validator';
import { useSWRConfig } from 'swr';
import { ApiRequestError } from '@/api/api-request-error.ts';
import { isValidatorCompanyListKey } from '@/api/validator/companies.ts';
import { deleteProject, isProjectListKey } from '@/api/validator/projects.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog/confirm-dialog.tsx';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';

/** Asks before deleting a project (its runs and files go with it), then deletes it and says how it went. */
export function DeleteProjectDialog({ project, onClose }: { project: Project; onClose(): void }) {
  const session = useSessionClient();
  const notifications = useNotifications();
  const { mutate } = useSWRConfig();
  const confirm = async () => {
    onClose();
    try {
      await deleteProject(session, project.id);
      notifications.show({ kind: 'success', message: `Project ${project.name} deleted` });
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      notifications.show({ kind: 'error', message: error.message });
    } finally {
      void mutate(isProjectListKey);
      void mutate(isValidatorCompanyListKey);
    }
  };
  return (
    <ConfirmDialog
      open
      title="Delete project"
      message={`${project.name} and every validation run of it, with their files and logs, will be deleted. This cannot be undone. Delete it?`}
      confirmLabel="Delete"
      tone="danger"
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
