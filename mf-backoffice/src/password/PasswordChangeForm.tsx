import type { FlatForm } from '@agency/contracts';
import { useContractForm } from '@agency/ui';
import { useId, useState } from 'react';
import type { Credentials } from '../components/credentials';
import styles from '../components/SignInForm.module.css';
import { NEW_PASSWORD_HINT, PASSWORD_FORMS, type PasswordFormKind } from './newPasswordProblems';
import { PasswordInput } from './PasswordInput';
import type { PasswordChangeRefusal } from './refusal';

interface Props {
  /** Which call the form is for: 'change' asks for the current password too. */
  kind: PasswordFormKind;
  /** What the sign-in step already has (the temporary password typed there), checked along with the new one. */
  credentials?: Credentials;
  submitLabel: string;
  busyLabel: string;
  /** Sends; resolves to the refusal, or undefined once done. */
  onSubmit(values: { currentPassword: string; newPassword: string }): Promise<PasswordChangeRefusal | undefined>;
}

/** Messages stay until the next try, and no field takes the focus (the messages sit under each). */
const OPTIONS = { afterSend: 'keep', focusFirstError: false } as const;

/**
 * A new password typed twice (and the current one when asked), each with its show/hide toggle
 * and its message under it; the policy said before the first try; checked with the call's
 * contract form and the form's own rules. Used by the sign-in step after an administrator's
 * reset, by an administrator's reset and by 'Change password'.
 */
export function PasswordChangeForm({ kind, credentials, submitLabel, busyLabel, onSubmit }: Props) {
  const id = useId();
  const { validator, form, newField, refine } = PASSWORD_FORMS[kind];
  const initial = { currentPassword: '', [newField]: '', confirmPassword: '', ...credentials };
  const {
    field: bind,
    handleSubmit,
    refuse,
    isSubmitting,
  } = useContractForm<FlatForm, Partial<Record<string, string>>>(validator, form, initial, { ...OPTIONS, refine });
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = handleSubmit(
    async (sent) => {
      setRefusal(null);
      const refused = await onSubmit({ currentPassword: sent.currentPassword ?? '', newPassword: sent[newField] ?? '' });
      if (!refused) return;
      if (refused.field) refuse(refused.field === 'newPassword' ? newField : refused.field, refused.message);
      else setRefusal(refused.message);
    },
    () => setRefusal(null),
  );

  return (
    <form className={styles.form} onSubmit={send} noValidate>
      {kind === 'change' && (
        <PasswordInput
          id={`${id}-currentPassword`}
          label="Current password"
          autoComplete="current-password"
          current
          field={bind('currentPassword')}
        />
      )}
      <PasswordInput
        id={`${id}-newPassword`}
        label="New password"
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
        field={bind(newField)}
      />
      <PasswordInput id={`${id}-confirmPassword`} label="New password again" autoComplete="new-password" field={bind('confirmPassword')} />
      <p className={styles.error} role="alert">
        {refusal}
      </p>
      <button type="submit" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
