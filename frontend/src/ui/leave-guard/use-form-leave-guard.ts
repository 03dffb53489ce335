import { useConfirm } from '../confirm-dialog/use-confirm.tsx';
import { type LeaveGuard, useLeaveGuard } from './use-leave-guard.ts';

/** A form's guard: leaving with edits not saved asks "Discard changes" first. Wrap the save in `whileSaving`. */
export function useFormLeaveGuard(dirty: boolean): LeaveGuard {
  const confirm = useConfirm();
  return useLeaveGuard(dirty, () => confirm('discardFormChanges'));
}
