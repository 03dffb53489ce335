import { FORM_DESCRIPTIONS, PROJECT_NAME_MAX, type Project, VALIDATION_METHODS } from '@ea/contracts/validator';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiRequestError } from '@/api/api-request-error.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { SelectField } from '@/ui/form-fields/select-field.tsx';
import { TextField } from '@/ui/form-fields/text-field.tsx';
import { ModalDialog } from '@/ui/modal-dialog/modal-dialog.tsx';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import {
  checkProjectForm,
  emptyProjectForm,
  type ProjectFormErrors,
  type ProjectFormValues,
  projectFormValues,
  serverErrors,
} from './project-form-values.ts';
import type { XbrlModule } from './xbrl-module.ts';

interface ProjectFormDialogProps {
  module: XbrlModule;
  companyId: number;
  /** The project to edit; null adds one. */
  project: Project | null;
  onClose(): void;
}

/** Adds or edits a project; the spec's messages show on their fields, a refusal keeps what was typed. */
export function ProjectFormDialog({ module, companyId, project, onClose }: ProjectFormDialogProps) {
  const { api } = module;
  const session = useSessionClient();
  const notifications = useNotifications();
  const { mutate } = useSWRConfig();
  const [values, setValues] = useState<ProjectFormValues>(project ? projectFormValues(project) : emptyProjectForm);
  const [errors, setErrors] = useState<ProjectFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: keyof ProjectFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    const checked = checkProjectForm(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      const saved = await api.saveProject(session, { companyId, projectId: project?.id ?? null }, checked.input);
      notifications.show({ kind: 'success', message: `Project ${saved.name} ${project ? 'saved' : 'created'}` });
      void mutate(api.isProjectListKey);
      void mutate(api.isCompanyListKey);
      void mutate(api.projectKey(saved.id), saved, { revalidate: false });
      onClose();
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      setBusy(false);
      if (error.isNetwork) {
        notifications.show({ kind: 'error', message: error.message });
        return;
      }
      const refused = serverErrors(error);
      setErrors(refused.fields);
      setFormError(refused.form);
    }
  };

  return (
    <ModalDialog
      title={project ? 'Edit Project' : 'Add Project'}
      description={`A project is where you ${module.words.purpose}, for one form and method.`}
      submitLabel={project ? 'Save' : 'Create Project'}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Project name"
        required
        maxLength={PROJECT_NAME_MAX}
        value={values.name}
        onChange={change('name')}
        error={errors.name}
      />
      <SelectField
        label="Form Description"
        required
        value={values.formDescription}
        onChange={change('formDescription')}
        error={errors.formDescription}
      >
        <option value="">Select a form</option>
        {FORM_DESCRIPTIONS.map((form) => (
          <option key={form} value={form}>
            {form}
          </option>
        ))}
      </SelectField>
      <SelectField label="Method" required value={values.method} onChange={change('method')} error={errors.method}>
        <option value="">Select a method</option>
        {VALIDATION_METHODS.map((method) => (
          <option key={method.id} value={method.id}>
            {method.label}
          </option>
        ))}
      </SelectField>
      {formError && (
        <p className="field__error" role="alert">
          {formError}
        </p>
      )}
    </ModalDialog>
  );
}
