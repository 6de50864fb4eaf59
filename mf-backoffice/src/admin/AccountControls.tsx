import { ROLES, type Role } from '@agency/contracts';
import { useState } from 'react';
import { failureMessageOf, useChangeRoleMutation } from '../api';
import { ConfirmDialog } from '../kit';
import { roleChangeFailed, ACCOUNT_CHANGE_TEXTS as T } from '../messages';
import styles from './AdminPortal.module.css';
import { type AccountControlProps, outcomeOf, REASON } from './accountChange';
import { roleLabel } from './newUser';

/** An account's role: a change signs the colleague out, so it asks first, with an optional reason. */
export function RoleSelect({ user, onOutcome }: AccountControlProps) {
  const [changeRole, { isLoading }] = useChangeRoleMutation();
  // The role chosen in the select, waiting for confirmation; the select keeps showing the stored one.
  const [asked, setAsked] = useState<Role | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ask = (role: Role) => {
    if (role === user.role) return;
    onOutcome(null);
    setError(null);
    setAsked(role);
  };
  const confirm = async (reason: string | undefined) => {
    if (!asked) return;
    const result = await changeRole({ id: user._id, role: asked, ...(reason ? { reason } : {}) });
    if ('error' in result) {
      setError(roleChangeFailed(failureMessageOf(result.error)));
      return;
    }
    setAsked(null);
    onOutcome(outcomeOf(user, result, roleChangeFailed));
  };
  return (
    <>
      <select
        className={styles.roleSelect}
        aria-label={`Role of ${user.username}`}
        value={user.role}
        disabled={isLoading}
        onChange={(event) => ask(event.target.value as Role)}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {roleLabel(role)}
          </option>
        ))}
      </select>
      {asked && (
        <ConfirmDialog
          reason={REASON}
          cancelLabel={T.cancel}
          title={T.roleTitle(user.username, roleLabel(asked))}
          consequence={T.roleConsequence(user.username)}
          confirmLabel={T.changeRole}
          busyLabel={T.changingRole}
          busy={isLoading}
          error={error}
          onConfirm={(reason) => void confirm(reason)}
          onClose={() => setAsked(null)}
        />
      )}
    </>
  );
}
