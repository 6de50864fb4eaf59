import { PASSWORD_LENGTH, ROLES, USERNAME_MAX_LENGTH } from '@agency/contracts';
import { PasswordField } from '@agency/ui';
import buttons from '@agency/ui/styles/buttons.module.css';
import { UserPlus } from 'lucide-react';
import { useId } from 'react';
import { kit, Outcome, type OutcomeMessage } from '../kit';
import { ROLE_PLACEHOLDER, SUBMITTING } from '../messages';
import styles from './AdminPortal.module.css';
import { roleLabel } from './newUser';
import { useCreateUser } from './useCreateUser';

const USERNAME_HINT = `At most ${USERNAME_MAX_LENGTH} characters.`;
/** Says the policy before the server refuses it (the common-password list is checked there). */
export const PASSWORD_HINT = `${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters; a passphrase of a few unusual words works well. Common passwords are refused.`;

/**
 * The admin portal's create-user form (the staff spec's screens, states and rules): username, password with show/hide,
 * role. While sending the button reads 'Submitting...'; an account made clears the form,
 * reloads the list and says 'User created successfully' — only then.
 */
interface Props {
  /** The portal's latest outcome when it came from this form (one message at a time on the screen). */
  outcome: OutcomeMessage | null;
  onOutcome(message: OutcomeMessage | null): void;
}

export function CreateUserForm({ outcome, onOutcome: setOutcome }: Props) {
  const id = useId();
  const { input, onSubmit, created, submitting } = useCreateUser(setOutcome);

  return (
    // noValidate: the portal's own messages (the spec's words) replace the browser's bubbles.
    <form className={kit.stackRoomy} onSubmit={onSubmit} noValidate>
      <div className={kit.field}>
        <label htmlFor={`${id}-username`}>Username</label>
        <input
          id={`${id}-username`}
          autoComplete="off"
          maxLength={USERNAME_MAX_LENGTH}
          required
          aria-describedby={`${id}-username-hint`}
          {...input('username')}
        />
        <span id={`${id}-username-hint`} className={kit.hint}>
          {USERNAME_HINT}
        </span>
      </div>

      <div className={kit.field}>
        <label htmlFor={`${id}-password`}>Password</label>
        <PasswordField
          key={created}
          id={`${id}-password`}
          rowClassName={styles.passwordRow}
          toggleClassName={kit.passwordToggle}
          autoComplete="new-password"
          minLength={PASSWORD_LENGTH.min}
          maxLength={PASSWORD_LENGTH.max}
          required
          aria-describedby={`${id}-password-hint`}
          {...input('password')}
        />
        <span id={`${id}-password-hint`} className={kit.hint}>
          {PASSWORD_HINT}
        </span>
      </div>

      <div className={kit.field}>
        <label htmlFor={`${id}-role`}>Role</label>
        <select id={`${id}-role`} required {...input('role')}>
          <option value="" disabled>
            {ROLE_PLACEHOLDER}
          </option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {roleLabel(role)}
            </option>
          ))}
        </select>
      </div>

      <Outcome message={outcome} />

      <button type="submit" className={buttons.submit} disabled={submitting}>
        <UserPlus size={18} aria-hidden="true" />
        {submitting ? SUBMITTING : 'Create user'}
      </button>
    </form>
  );
}
