import { PASSWORD_LENGTH } from '@agency/contracts';
import { PasswordField, type useContractForm } from '@agency/ui';
import { KeyRound, LockKeyhole } from 'lucide-react';
import styles from '../components/SignInForm.module.css';
import kit from '../kit/kit.module.css';

type BoundField = ReturnType<ReturnType<typeof useContractForm>['field']>;

interface Props {
  id: string;
  label: string;
  autoComplete: string;
  /** The account's password now (a lock), rather than a new one (a key). */
  current?: boolean;
  /** Said under the field, before any try. */
  hint?: string;
  /** The form hook's binding of the field, with its message. */
  field: BoundField;
}

/** One password of the password forms: its show/hide toggle, its hint and its message under it. */
export function PasswordInput({ id, label, autoComplete, current, hint, field }: Props) {
  const { error: problem, ...input } = field;
  const describedBy = [hint ? `${id}-hint` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ');
  const Icon = current ? LockKeyhole : KeyRound;
  return (
    <>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <PasswordField
        id={id}
        className={styles.input}
        rowClassName={styles.field}
        toggleClassName={kit.passwordToggle}
        icon={<Icon size={18} aria-hidden="true" className={styles.fieldIcon} />}
        autoComplete={autoComplete}
        maxLength={PASSWORD_LENGTH.max}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && (
        <span id={`${id}-hint`} className={kit.hint}>
          {hint}
        </span>
      )}
      {problem && (
        <span id={`${id}-error`} className={kit.fieldError}>
          {problem}
        </span>
      )}
    </>
  );
}
