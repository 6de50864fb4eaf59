import type { UserAccount } from '@agency/contracts';
import { Dialog } from '@agency/ui';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useResetPasswordMutation } from '../api';
import kit from '../kit/kit.module.css';
import type { OutcomeMessage } from '../kit/Outcome';
import { PasswordChangeForm } from '../password/PasswordChangeForm';
import { refusalOf } from '../password/refusal';
import styles from './AdminPortal.module.css';

interface Props {
  user: UserAccount;
  onOutcome: (message: OutcomeMessage | null) => void;
}

/**
 * An administrator gives another account a temporary password (told to its owner in person or
 * by phone): the account is signed out everywhere, and its next sign-in must choose its own.
 */
export function ResetPasswordButton({ user, onOutcome }: Props) {
  const [open, setOpen] = useState(false);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();

  const submit = async ({ newPassword }: { newPassword: string }) => {
    const result = await resetPassword({ id: user._id, password: newPassword });
    if ('error' in result) return refusalOf(result.error);
    setOpen(false);
    onOutcome({ tone: 'success', text: `${user.username}: ${result.data.message}` });
    return undefined;
  };

  return (
    <>
      <button
        type="button"
        className={kit.rowButton}
        aria-label={`Reset the password of ${user.username}`}
        onClick={() => {
          onOutcome(null);
          setOpen(true);
        }}
      >
        <KeyRound size={16} aria-hidden="true" />
        <span className={styles.deleteLabel}>Reset password</span>
      </button>
      {open && (
        <Dialog
          title={`Reset the password of ${user.username}`}
          description="Choose a temporary password and tell it to them. They are signed out everywhere now, and choose their own password when they next sign in."
          locked={isLoading}
          onClose={() => setOpen(false)}
        >
          <PasswordChangeForm kind="reset" submitLabel="Set temporary password" busyLabel="Saving…" onSubmit={submit} />
        </Dialog>
      )}
    </>
  );
}
