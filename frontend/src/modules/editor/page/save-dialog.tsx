import { revisionDescriptionMessage } from '@ea/contracts/library';
import { useState } from 'react';
import { TextField } from '@/ui/form-fields/text-field.tsx';
import { ModalDialog } from '@/ui/modal-dialog/modal-dialog.tsx';

interface SaveDialogProps {
  topicTitle: string;
  /** Saves; resolves null on success or the refusal to show (verbatim). */
  onSave(revisionDescription: string): Promise<string | null>;
  onClose(): void;
}

/** Saving a topic as a revision: asks the revision description the spec requires. */
export function SaveDialog({ topicTitle, onSave, onClose }: SaveDialogProps) {
  const [description, setDescription] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const error = revisionDescriptionMessage(description);
    setFieldError(error);
    if (error) return;
    setBusy(true);
    setRefusal(null);
    const refused = await onSave(description.trim());
    setBusy(false);
    if (refused !== null) setRefusal(refused);
  };

  return (
    <ModalDialog
      title="Save topic"
      description={
        <>
          Saving <strong>{topicTitle}</strong> makes a new version of the document.
        </>
      }
      submitLabel="Save"
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        label="Revision Description"
        required
        maxLength={50}
        value={description}
        error={fieldError}
        hint="Up to 50 letters, digits, '_' or '-'"
        onChange={(value) => {
          setDescription(value);
          setFieldError(null);
        }}
      />
      {refusal && (
        <p className="editor-dialog__refusal" role="alert">
          {refusal}
        </p>
      )}
    </ModalDialog>
  );
}
