import { useState } from 'react';
import { ConfirmDialog } from '../kit';
import { RELEASES_TEXTS as T } from '../messages';
import type { PendingActivation } from './releaseTypes';

const REASON_MAX = 500;

interface ActivateDialogProps {
  pending: PendingActivation;
  busy: boolean;
  /** The site's refusal, shown in the dialog (which stays open). */
  error: string | null;
  onConfirm(reason: string): void;
  onClose(): void;
}

/** Asks before a rollback or an activation, with the reason the history keeps (required). */
export function ActivateDialog({ pending, busy, error, onConfirm, onClose }: ActivateDialogProps) {
  const [missing, setMissing] = useState(false);
  const rollback = pending.version === undefined;
  return (
    <ConfirmDialog
      title={rollback ? T.dialog.rollBackTitle(pending.remote) : T.dialog.activateTitle(pending.remote, pending.to)}
      consequence={T.dialog.consequence(pending.remote, pending.from, pending.to)}
      confirmLabel={rollback ? T.dialog.confirmRollBack : T.dialog.confirmActivate}
      busyLabel={T.dialog.busy}
      cancelLabel={T.dialog.cancel}
      busy={busy}
      tone={rollback ? 'danger' : 'calm'}
      reason={{ label: T.dialog.reasonLabel, hint: T.dialog.reasonHint, maxLength: REASON_MAX }}
      error={missing ? T.dialog.reasonMissing : error}
      onConfirm={(reason) => {
        setMissing(!reason);
        if (reason) onConfirm(reason);
      }}
      onClose={onClose}
    />
  );
}
