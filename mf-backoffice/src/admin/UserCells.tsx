import type { UserAccount } from '@agency/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { failureMessageOf, useDeleteUserMutation } from '../api';
import { kit, type OutcomeMessage, useQuestionFocus } from '../kit';
import { ACCOUNT_CHANGE_TEXTS, deleteFailed } from '../messages';
import { useVerifiedSession } from '../session/VerifiedSession';
import { SignOutEverywhereButton, SuspensionButton } from './AccountButtons';
import { RoleSelect } from './AccountControls';
import styles from './AdminPortal.module.css';
import { roleLabel } from './newUser';
import { ResetPasswordButton } from './ResetPasswordButton';

/** The account's name, "(you)" on one's own, and a badge when it is suspended. */
export function UserName({ user }: { user: UserAccount }) {
  const { username: signedIn } = useVerifiedSession();
  return (
    <>
      {user.username}
      {user.username === signedIn && <span className={styles.you}> (you)</span>}
      {user.suspended && <span className={styles.suspended}>{ACCOUNT_CHANGE_TEXTS.suspendedBadge}</span>}
    </>
  );
}

const ROLE_TONES: Record<UserAccount['role'], string> = { admin: styles.admin, manager: kit.calm, employee: kit.waiting, user: kit.spent };

/** The administrator's own role as a badge (nobody changes their own); any other as a choice. */
export function UserRole({ user, onOutcome }: { user: UserAccount; onOutcome: (message: OutcomeMessage | null) => void }) {
  const { username: signedIn } = useVerifiedSession();
  if (user.username !== signedIn) return <RoleSelect user={user} onOutcome={onOutcome} />;
  return <span className={`${kit.badge} ${ROLE_TONES[user.role]}`}>{roleLabel(user.role)}</span>;
}

/** Sign out everywhere, reset password, suspend and delete (asking first); nothing on one's own account. */
export function UserActions({ user, onOutcome }: { user: UserAccount; onOutcome: (message: OutcomeMessage | null) => void }) {
  const { username: signedIn } = useVerifiedSession();
  const [confirming, setConfirming] = useState(false);
  const [deleteUser, { isLoading: deleting }] = useDeleteUserMutation();
  const { answer: confirmButton, asker: deleteButton } = useQuestionFocus(confirming);

  const remove = async () => {
    onOutcome(null);
    const result = await deleteUser(user._id);
    if ('error' in result) {
      setConfirming(false);
      onOutcome({ tone: 'error', text: deleteFailed(failureMessageOf(result.error)) });
      return;
    }
    onOutcome({ tone: 'success', text: result.data.message });
  };

  if (user.username === signedIn) return <span className={kit.muted}>Signed in</span>;
  return confirming ? (
    <span className={styles.confirm}>
      <span>Delete {user.username}?</span>
      <button ref={confirmButton} type="button" className={kit.danger} disabled={deleting} onClick={() => void remove()}>
        {deleting ? 'Deleting...' : 'Yes, delete'}
      </button>
      <button type="button" className={kit.rowButton} disabled={deleting} onClick={() => setConfirming(false)}>
        Cancel
      </button>
    </span>
  ) : (
    <span className={styles.confirm}>
      <SignOutEverywhereButton user={user} onOutcome={onOutcome} />
      <ResetPasswordButton user={user} onOutcome={onOutcome} />
      <SuspensionButton user={user} onOutcome={onOutcome} />
      <button
        ref={deleteButton}
        type="button"
        className={styles.deleteButton}
        aria-label={`Delete ${user.username}`}
        onClick={() => setConfirming(true)}
      >
        <Trash2 size={18} aria-hidden="true" />
        <span className={styles.deleteLabel}>Delete</span>
      </button>
    </span>
  );
}
