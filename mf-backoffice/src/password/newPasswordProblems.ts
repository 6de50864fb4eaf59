/**
 * What the password forms check before anything is sent: the contract's form of the call
 * (its compiled validator: the new password's length, the current password when asked),
 * and beyond it the form's own rules: the two copies the same, and a current password of
 * blanks asked for as a missing one. The service says the rest (a common password, one
 * holding the username), which the forms then show.
 */
import {
  changePasswordForm,
  changePasswordFormValidator,
  newPasswordAtSignInForm,
  newPasswordAtSignInFormValidator,
  PASSWORD_FORM_MESSAGES,
  PASSWORD_LENGTH,
  resetPasswordForm,
  resetPasswordFormValidator,
} from '@agency/contracts';

/** Said under the new password, before the server can refuse one. */
export const NEW_PASSWORD_HINT = `${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters. A passphrase of a few unusual words works well; common passwords are refused.`;

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

type Messages = Readonly<Record<string, string | undefined>>;
type Texts = Readonly<Record<string, string>>;

/**
 * The form's own rules over the contract's messages (`useContractForm`'s `refine`), for a
 * form whose new password is field `newField`.
 */
function ownRules(newField: 'newPassword' | 'password') {
  return (errors: Messages, texts: Texts): Record<string, string | undefined> => {
    const problems: Record<string, string | undefined> = { ...errors };
    if (errors.currentPassword && (texts.currentPassword ?? '').trim() === '')
      problems.currentPassword = PASSWORD_FORM_MESSAGES.currentMissing;
    if (!errors[newField] && texts.confirmPassword !== texts[newField]) problems.confirmPassword = PASSWORD_FORM_MESSAGES.confirmDiffers;
    return problems;
  };
}

/**
 * Each password call's form (the body it sends, checked by its compiled validator) and which
 * of its fields is the new password: the signed-in change (with the current password), the
 * sign-in step after a reset (the credentials just typed, carried rather than asked again),
 * an administrator's reset (the temporary password, named `password`).
 */
export const PASSWORD_FORMS = {
  change: { validator: changePasswordFormValidator, form: changePasswordForm, newField: 'newPassword', refine: ownRules('newPassword') },
  atSignIn: {
    validator: newPasswordAtSignInFormValidator,
    form: newPasswordAtSignInForm,
    newField: 'newPassword',
    refine: ownRules('newPassword'),
  },
  reset: { validator: resetPasswordFormValidator, form: resetPasswordForm, newField: 'password', refine: ownRules('password') },
} as const;
export type PasswordFormKind = keyof typeof PASSWORD_FORMS;
