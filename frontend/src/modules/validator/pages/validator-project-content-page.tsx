import { ApiRequestError } from '@/api/api-request-error.ts';
import { downloadFile } from '@/api/download-file.ts';
import { runLogAddress } from '@/api/validator/runs.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { ProjectPane } from '@/ui/xbrl-projects/project-pane.tsx';
import { RuleGroups } from '../components/rule-groups.tsx';
import { validatorModule } from '../components/validator-module.ts';

export default function ValidatorProjectContentPage() {
  const session = useSessionClient();
  const notifications = useNotifications();
  const downloadLog = async (runId: number) => {
    try {
      await downloadFile(session, runLogAddress(runId), `validation-${runId}.log`);
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      notifications.show({ kind: 'error', message: failure.message });
    }
  };
  return (
    <ProjectPane
      module={validatorModule}
      ended={{
        actions: (detail) => (
          <button type="button" className="button" onClick={() => void downloadLog(detail.run.id)}>
            Download log
          </button>
        ),
        results: (detail) => <RuleGroups runId={detail.run.id} groups={detail.groups} />,
      }}
    />
  );
}
