import { useEffect, useRef, useState } from 'react';
import { RefreshCw, Trash2 } from 'lucide-react';
import type { UserAccount } from '@agency/contracts';
import { failureMessageOf, isNetworkError, useDeleteUserMutation, useListUsersQuery } from '../api';
import { Outcome, type OutcomeMessage } from '../components/Outcome';
import { deleteFailed, fetchFailed, LOADING_USERS, NO_USERS, SERVER_UNREACHABLE } from '../messages';
import { useVerifiedSession } from '../session/VerifiedSession';
import { roleLabel } from './newUser';
import styles from './AdminPortal.module.css';

/**
 * The admin portal's users table: username and role, and a delete action per row that asks
 * for confirmation in the row itself. There is no password column: passwords are stored as
 * one-way hashes, and no call ever returns one.
 */
export function UsersTable() {
  const users = useListUsersQuery(undefined, { refetchOnMountOrArgChange: true });
  const [outcome, setOutcome] = useState<OutcomeMessage | null>(null);

  if (users.isLoading) {
    return (
      <p className={styles.loading} role="status">
        {LOADING_USERS}
      </p>
    );
  }
  if (users.isError) {
    return (
      <div className={styles.fetchError}>
        <Outcome message={{ tone: 'error', text: isNetworkError(users.error) ? SERVER_UNREACHABLE : fetchFailed(failureMessageOf(users.error)) }} />
        <button type="button" className={styles.secondary} onClick={() => void users.refetch()}>
          <RefreshCw size={18} aria-hidden="true" />
          Try again
        </button>
      </div>
    );
  }
  const list = users.data ?? [];
  return (
    <>
      <Outcome message={outcome} />
      {list.length === 0 ? (
        <p className={styles.empty}>{NO_USERS}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Staff accounts</caption>
            <thead>
              <tr>
                <th scope="col">Username</th>
                <th scope="col">Role</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((user) => (
                <UserRow key={user._id} user={user} onOutcome={setOutcome} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className={styles.note}>Passwords are stored as one-way hashes, so no one can read them, here or anywhere.</p>
    </>
  );
}

function UserRow({ user, onOutcome }: { user: UserAccount; onOutcome: (message: OutcomeMessage | null) => void }) {
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

  const own = user.username === signedIn;
  return (
    <tr>
      <td className={styles.username}>
        {user.username}
        {own && <span className={styles.you}> (you)</span>}
      </td>
      <td>
        <span className={`${styles.role} ${styles[`role-${user.role}`]}`}>{roleLabel(user.role)}</span>
      </td>
      <td className={styles.actions}>
        {own ? (
          <span className={styles.muted}>Signed in</span>
        ) : confirming ? (
          <span className={styles.confirm}>
            <span>Delete {user.username}?</span>
            <button ref={confirmButton} type="button" className={styles.danger} disabled={deleting} onClick={() => void remove()}>
              {deleting ? 'Deleting...' : 'Yes, delete'}
            </button>
            <button type="button" className={styles.plain} disabled={deleting} onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </span>
        ) : (
          <button ref={deleteButton} type="button" className={styles.deleteButton} aria-label={`Delete ${user.username}`} onClick={() => setConfirming(true)}>
            <Trash2 size={18} aria-hidden="true" />
            <span className={styles.deleteLabel}>Delete</span>
          </button>
        )}
      </td>
    </tr>
  );
}
