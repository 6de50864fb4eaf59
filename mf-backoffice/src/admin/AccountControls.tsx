import { LogOut } from 'lucide-react';
import { ROLES, type Role, type UserAccount } from '@agency/contracts';
import { failureMessageOf, useChangeRoleMutation, useSignOutEverywhereMutation } from '../api';
import type { OutcomeMessage } from '../components/Outcome';
import { roleChangeFailed, signOutEverywhereFailed } from '../messages';
import { roleLabel } from './newUser';
import styles from './AdminPortal.module.css';

/**
 * An administrator's controls over another account's access: its role (a demotion needs no
 * delete; the account signs in again under the new role) and "sign out everywhere", which
 * ends every session of the account on every device within seconds.
 */
interface Props {
  user: UserAccount;
  onOutcome: (message: OutcomeMessage | null) => void;
}

type Answer = { data: { message: string } } | { error: Parameters<typeof failureMessageOf>[0] };

function outcomeOf(user: UserAccount, result: Answer, failed: (reason: string) => string): OutcomeMessage {
  return 'error' in result ? { tone: 'error', text: failed(failureMessageOf(result.error)) } : { tone: 'success', text: `${user.username}: ${result.data.message}` };
}

export function RoleSelect({ user, onOutcome }: Props) {
  const [changeRole, { isLoading }] = useChangeRoleMutation();
  const change = async (role: Role) => {
    onOutcome(null);
    onOutcome(outcomeOf(user, await changeRole({ id: user._id, role }), roleChangeFailed));
  };
  return (
    <select className={styles.roleSelect} aria-label={`Role of ${user.username}`} value={user.role} disabled={isLoading} onChange={(event) => void change(event.target.value as Role)}>
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {roleLabel(role)}
        </option>
      ))}
    </select>
  );
}

export function SignOutEverywhereButton({ user, onOutcome }: Props) {
  const [signOutEverywhere, { isLoading }] = useSignOutEverywhereMutation();
  const signOut = async () => {
    onOutcome(null);
    onOutcome(outcomeOf(user, await signOutEverywhere(user._id), signOutEverywhereFailed));
  };
  return (
    <button type="button" className={styles.plain} disabled={isLoading} aria-label={`Sign ${user.username} out everywhere`} onClick={() => void signOut()}>
      <LogOut size={16} aria-hidden="true" />
      <span className={styles.deleteLabel}>{isLoading ? 'Signing out...' : 'Sign out everywhere'}</span>
    </button>
  );
}
