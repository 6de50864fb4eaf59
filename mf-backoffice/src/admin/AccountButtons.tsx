import { LogOut, UserRoundCheck, UserRoundX } from 'lucide-react';
import { useState } from 'react';
import { failureMessageOf, useSignOutEverywhereMutation } from '../api';
import { ConfirmDialog, kit } from '../kit';
import { signOutEverywhereFailed, suspensionFailed, ACCOUNT_CHANGE_TEXTS as T } from '../messages';
import styles from './AdminPortal.module.css';
import { type AccountControlProps, outcomeOf, REASON } from './accountChange';
import { useReinstateUserMutation, useSuspendUserMutation } from './accountsApi';

/** Suspend (asks first: the colleague is signed out) or reinstate an account. */
export function SuspensionButton({ user, onOutcome }: AccountControlProps) {
  const [suspend, suspending] = useSuspendUserMutation();
  const [reinstate, reinstating] = useReinstateUserMutation();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const suspended = user.suspended === true;
  const busy = suspending.isLoading || reinstating.isLoading;
  const confirm = async (reason: string | undefined) => {
    const args = { id: user._id, ...(reason ? { reason } : {}) };
    const result = suspended ? await reinstate(args) : await suspend(args);
    if ('error' in result) {
      setError(suspensionFailed(failureMessageOf(result.error)));
      return;
    }
    setOpen(false);
    onOutcome(outcomeOf(user, result, suspensionFailed));
  };
  const Icon = suspended ? UserRoundCheck : UserRoundX;
  return (
    <>
      <button
        type="button"
        className={kit.rowButton}
        aria-label={`${suspended ? T.reinstate : T.suspend} ${user.username}`}
        onClick={() => {
          onOutcome(null);
          setError(null);
          setOpen(true);
        }}
      >
        <Icon size={16} aria-hidden="true" />
        <span className={styles.deleteLabel}>{suspended ? T.reinstate : T.suspend}</span>
      </button>
      {open && (
        <ConfirmDialog
          reason={REASON}
          cancelLabel={T.cancel}
          title={suspended ? T.reinstateTitle(user.username) : T.suspendTitle(user.username)}
          consequence={suspended ? T.reinstateConsequence(user.username) : T.suspendConsequence(user.username)}
          confirmLabel={suspended ? T.reinstate : T.suspend}
          busyLabel={suspended ? T.reinstating : T.suspending}
          busy={busy}
          tone={suspended ? 'calm' : 'danger'}
          error={error}
          onConfirm={(reason) => void confirm(reason)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

export function SignOutEverywhereButton({ user, onOutcome }: AccountControlProps) {
  const [signOutEverywhere, { isLoading }] = useSignOutEverywhereMutation();
  const signOut = async () => {
    onOutcome(null);
    onOutcome(outcomeOf(user, await signOutEverywhere(user._id), signOutEverywhereFailed));
  };
  return (
    <button
      type="button"
      className={kit.rowButton}
      disabled={isLoading}
      aria-label={`Sign ${user.username} out everywhere`}
      onClick={() => void signOut()}
    >
      <LogOut size={16} aria-hidden="true" />
      <span className={styles.deleteLabel}>{isLoading ? 'Signing out...' : 'Sign out everywhere'}</span>
    </button>
  );
}
