import { useId, useState, type FormEvent } from 'react';
import { Eye, EyeOff, UserPlus } from 'lucide-react';
import { CREDENTIAL_MAX_LENGTH, ROLES, USER_CREATED } from '@agency/contracts';
import { failureMessageOf, useCreateUserMutation } from '../api';
import { Outcome, type OutcomeMessage } from '../components/Outcome';
import { createFailed, ROLE_PLACEHOLDER, SUBMITTING } from '../messages';
import { EMPTY_NEW_USER, isRole, newUserProblem, roleLabel, type NewUserValues } from './newUser';
import styles from './AdminPortal.module.css';

const LENGTH_HINT = `At most ${CREDENTIAL_MAX_LENGTH} characters.`;

/**
 * The admin portal's create-user form (staff §2, §4, §5): username, password with show/hide,
 * role. While sending the button reads 'Submitting...'; an account made clears the form,
 * reloads the list and says 'User created successfully' — only then.
 */
export function CreateUserForm() {
  const id = useId();
  const [values, setValues] = useState<NewUserValues>(EMPTY_NEW_USER);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [outcome, setOutcome] = useState<OutcomeMessage | null>(null);
  const [createUser, { isLoading: submitting }] = useCreateUserMutation();

  const change = (field: keyof NewUserValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newUserProblem(values);
    if (problem || !isRole(values.role)) {
      setOutcome({ tone: 'error', text: problem ?? ROLE_PLACEHOLDER });
      return;
    }
    setOutcome(null);
    const result = await createUser({ username: values.username, password: values.password, role: values.role });
    if ('error' in result) {
      setOutcome({ tone: 'error', text: createFailed(failureMessageOf(result.error)) });
      return;
    }
    setValues(EMPTY_NEW_USER);
    setPasswordVisible(false);
    setOutcome({ tone: 'success', text: USER_CREATED });
  };

  return (
    // noValidate: the portal's own messages (the spec's words) replace the browser's bubbles.
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-username`}>Username</label>
        <input
          id={`${id}-username`}
          name="username"
          autoComplete="off"
          maxLength={CREDENTIAL_MAX_LENGTH}
          required
          aria-describedby={`${id}-username-hint`}
          value={values.username}
          onChange={change('username')}
        />
        <span id={`${id}-username-hint`} className={styles.hint}>
          {LENGTH_HINT}
        </span>
      </div>

      <div className={styles.field}>
        <label htmlFor={`${id}-password`}>Password</label>
        <div className={styles.passwordRow}>
          <input
            id={`${id}-password`}
            name="password"
            type={passwordVisible ? 'text' : 'password'}
            autoComplete="new-password"
            maxLength={CREDENTIAL_MAX_LENGTH}
            required
            aria-describedby={`${id}-password-hint`}
            value={values.password}
            onChange={change('password')}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-label={passwordVisible ? 'Hide password' : 'Show password'}
            aria-pressed={passwordVisible}
            onClick={() => setPasswordVisible((visible) => !visible)}
          >
            {passwordVisible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
          </button>
        </div>
        <span id={`${id}-password-hint`} className={styles.hint}>
          {LENGTH_HINT}
        </span>
      </div>

      <div className={styles.field}>
        <label htmlFor={`${id}-role`}>Role</label>
        <select id={`${id}-role`} name="role" required value={values.role} onChange={change('role')}>
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

      <button type="submit" className={styles.submit} disabled={submitting}>
        <UserPlus size={18} aria-hidden="true" />
        {submitting ? SUBMITTING : 'Create user'}
      </button>
    </form>
  );
}
