import type { UserAccount } from '@agency/contracts';
import { RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { failureMessageOf, isNetworkError, useDeleteUserMutation, useListUsersQuery } from '../api';
import { type Column, DataTable, kit, Outcome, type OutcomeMessage, tableCss } from '../kit';
import { ACCOUNT_CHANGE_TEXTS, deleteFailed, fetchFailed, LOADING_USERS, NO_USERS, SERVER_UNREACHABLE } from '../messages';
import { useVerifiedSession } from '../session/VerifiedSession';
import { RoleSelect, SignOutEverywhereButton, SuspensionButton } from './AccountControls';
import styles from './AdminPortal.module.css';
import { roleLabel } from './newUser';
import { ResetPasswordButton } from './ResetPasswordButton';

interface Props {
  /** The portal's latest outcome when it came from this table (one message at a time on the screen). */
  outcome: OutcomeMessage | null;
  onOutcome(message: OutcomeMessage | null): void;
}

/**
 * The admin portal's users table: username (and whether the account is suspended) and role
 * (changeable on other accounts, after confirmation), and per row "sign out everywhere", a
 * password reset, suspend or reinstate, and a delete action that asks for confirmation in the
 * row itself. There is no password column: passwords are stored as one-way hashes, and no call
 * ever returns one.
 */
export function UsersTable({ outcome, onOutcome: setOutcome }: Props) {
  const users = useListUsersQuery(undefined, { refetchOnMountOrArgChange: true });

  const columns: Column<UserAccount>[] = [
    { header: 'Username', cell: (user) => <UserName user={user} />, className: styles.username },
    { header: 'Role', cell: (user) => <UserRole user={user} onOutcome={setOutcome} /> },
    {
      header: 'Actions',
      headerHidden: true,
      cell: (user) => <UserActions user={user} onOutcome={setOutcome} />,
      className: styles.actions,
    },
  ];
  const fetchError = users.isError && (
    <div className={kit.problem}>
      <Outcome
        message={{ tone: 'error', text: isNetworkError(users.error) ? SERVER_UNREACHABLE : fetchFailed(failureMessageOf(users.error)) }}
      />
      <button type="button" className={kit.secondary} onClick={() => void users.refetch()}>
        <RefreshCw size={18} aria-hidden="true" />
        Try again
      </button>
    </div>
  );
  const ready = !users.isError && !users.isLoading;
  return (
    <>
      {ready && <Outcome message={outcome} />}
      <DataTable
        columns={columns}
        rows={users.isLoading ? undefined : (users.data ?? [])}
        rowKey={(user) => user._id}
        caption="Staff accounts"
        loading={LOADING_USERS}
        empty={NO_USERS}
        error={fetchError}
        className={{ wrap: tableCss.wrap, table: styles.table }}
      />
      {ready && <p className={styles.note}>Passwords are stored as one-way hashes, so no one can read them, here or anywhere.</p>}
    </>
  );
}

function UserName({ user }: { user: UserAccount }) {
  const { username: signedIn } = useVerifiedSession();
  return (
    <>
      {user.username}
      {user.username === signedIn && <span className={styles.you}> (you)</span>}
      {user.suspended && <span className={`${styles.role} ${styles.suspended}`}>{ACCOUNT_CHANGE_TEXTS.suspendedBadge}</span>}
    </>
  );
}

/** The administrator's own role as a badge (nobody changes their own); any other as a choice. */
function UserRole({ user, onOutcome }: { user: UserAccount; onOutcome: (message: OutcomeMessage | null) => void }) {
  const { username: signedIn } = useVerifiedSession();
  if (user.username !== signedIn) return <RoleSelect user={user} onOutcome={onOutcome} />;
  return <span className={`${styles.role} ${styles[`role-${user.role}`]}`}>{roleLabel(user.role)}</span>;
}

function UserActions({ user, onOutcome }: { user: UserAccount; onOutcome: (message: OutcomeMessage | null) => void }) {
  const { username: signedIn } = useVerifiedSession();
  const [confirming, setConfirming] = useState(false);
  const [deleteUser, { isLoading: deleting }] = useDeleteUserMutation();
  const confirmButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  // Focus follows the question: onto 'Yes, delete' when asked, back onto 'Delete' when cancelled.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (wasConfirming.current) deleteButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

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

  if (user.username === signedIn) return <span className={styles.muted}>Signed in</span>;
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
