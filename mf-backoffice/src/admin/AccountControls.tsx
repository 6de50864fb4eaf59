import { ACCOUNT_CHANGE_REASON_MAX, ROLES, type Role, type UserAccount } from '@agency/contracts';
import { LogOut, UserRoundCheck, UserRoundX } from 'lucide-react';
import { useState } from 'react';
import { failureMessageOf, useChangeRoleMutation, useSignOutEverywhereMutation } from '../api';
import { ConfirmDialog, kit, type OutcomeMessage } from '../kit';
import { roleChangeFailed, signOutEverywhereFailed, suspensionFailed, ACCOUNT_CHANGE_TEXTS as T } from '../messages';
import styles from './AdminPortal.module.css';
import { useReinstateUserMutation, useSuspendUserMutation } from './accountsApi';
import { roleLabel } from './newUser';

/**
 * An administrator's controls over another account's access: its role (a demotion needs no
 * delete; the account signs in again under the new role), "sign out everywhere", which ends
 * every session of the account on every device within seconds, and suspension. A role change
 * and a suspension sign the colleague out, so each asks first, saying so, with an optional reason.
 */
interface Props {
  user: UserAccount;
  onOutcome: (message: OutcomeMessage | null) => void;
}

/** An account change asks for an optional reason, which the audit log keeps. */
const REASON = { label: T.reasonLabel, hint: T.reasonHint, maxLength: ACCOUNT_CHANGE_REASON_MAX };

type Answer = { data: { message: string } } | { error: Parameters<typeof failureMessageOf>[0] };

function outcomeOf(user: UserAccount, result: Answer, failed: (reason: string) => string): OutcomeMessage {
  return 'error' in result
    ? { tone: 'error', text: failed(failureMessageOf(result.error)) }
    : { tone: 'success', text: `${user.username}: ${result.data.message}` };
}

export function RoleSelect({ user, onOutcome }: Props) {
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

/** Suspend (asks first: the colleague is signed out) or reinstate an account. */
export function SuspensionButton({ user, onOutcome }: Props) {
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

export function SignOutEverywhereButton({ user, onOutcome }: Props) {
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
