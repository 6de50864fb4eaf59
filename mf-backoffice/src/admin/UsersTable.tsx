import type { UserAccount } from '@agency/contracts';
import { RefreshCw } from 'lucide-react';
import { failureMessageOf, isNetworkError, useListUsersQuery } from '../api';
import { type Column, DataTable, kit, Outcome, type OutcomeMessage, tableCss } from '../kit';
import { fetchFailed, LOADING_USERS, NO_USERS, SERVER_UNREACHABLE } from '../messages';
import styles from './AdminPortal.module.css';
import { UserActions, UserName, UserRole } from './UserCells';

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
    { header: 'Username', cell: (user) => <UserName user={user} />, className: kit.name },
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
      {ready && <p className={kit.hint}>Passwords are stored as one-way hashes, so no one can read them, here or anywhere.</p>}
    </>
  );
}
