import type { ConfirmedAction } from '@ea/contracts';

export interface ConfirmText {
  title: string;
  message: string;
  confirmLabel: string;
  tone: 'danger' | 'primary';
}

/** The question asked before each action of spec §8 that needs a confirmation. */
export const confirmTexts: Record<ConfirmedAction, ConfirmText> = {
  deleteCompany: {
    title: 'Delete company',
    message: 'The company and its documents move to deleted companies, from where it can be restored. Delete it?',
    confirmLabel: 'Delete',
    tone: 'danger',
  },
  deleteDocuments: {
    title: 'Delete documents',
    message: 'The selected documents will be deleted. Continue?',
    confirmLabel: 'Delete',
    tone: 'danger',
  },
  runDeleteSql: {
    title: 'Run delete query',
    message: 'This query deletes data and cannot be undone. Run it?',
    confirmLabel: 'Run query',
    tone: 'danger',
  },
  saveUserUnmappedChannel: {
    title: 'Channel not mapped',
    message: 'This channel is not mapped to an identity-provider account. Save the user anyway?',
    confirmLabel: 'Save user',
    tone: 'primary',
  },
  leaveBuilderUnsaved: {
    title: 'Unsaved changes',
    message: 'The document builder has unsaved changes that will be lost. Leave anyway?',
    confirmLabel: 'Leave',
    tone: 'danger',
  },
  closeDocument: {
    title: 'Close document',
    message: 'Close this document?',
    confirmLabel: 'Close',
    tone: 'primary',
  },
  discardFormChanges: {
    title: 'Discard changes',
    message: 'Your changes on this page are not saved. Leave and discard them?',
    confirmLabel: 'Discard',
    tone: 'danger',
  },
  deleteAlert: {
    title: 'Stop tracking',
    message: 'You will no longer be alerted when this company files. Delete the alert?',
    confirmLabel: 'Delete',
    tone: 'danger',
  },
};
