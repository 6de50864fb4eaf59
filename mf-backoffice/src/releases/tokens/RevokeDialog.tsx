import type { DeployTokenSummary } from '@agency/contracts';
import { ConfirmDialog } from '../../kit';
import { DEPLOY_TOKENS_TEXTS as T } from './texts';

/** The contract's bound on a reason (releases.ts' reasonText). */
const REASON_MAX = 500;

interface RevokeDialogProps {
  token: DeployTokenSummary;
  busy: boolean;
  /** The site's refusal, shown in the dialog (which stays open). */
  error: string | null;
  onConfirm(reason: string | undefined): void;
  onClose(): void;
}

/** Asks before a token is revoked, with an optional reason for the audit log. */
export function RevokeDialog({ token, busy, error, onConfirm, onClose }: RevokeDialogProps) {
  return (
    <ConfirmDialog
      title={T.dialog.title(token.label)}
      consequence={T.dialog.consequence(token.label, token.remote)}
      confirmLabel={T.dialog.confirm}
      busyLabel={T.dialog.busy}
      cancelLabel={T.dialog.cancel}
      busy={busy}
      reason={{ label: T.dialog.reasonLabel, hint: T.dialog.reasonHint, maxLength: REASON_MAX }}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
