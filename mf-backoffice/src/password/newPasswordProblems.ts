/**
 * The checks of the password forms before anything is sent, in the contract's words: the new
 * password's length (the compiled validator of the reset form, whose one field is the policy's
 * schema), the two copies the same, and the current password when one is asked. The service
 * says the rest (a common password, one holding the username), which the forms then show.
 */
import { PASSWORD_FORM_MESSAGES, PASSWORD_LENGTH, resetPasswordFormValidator, validateForm } from '@agency/contracts';

/** Said under the new password, before the server can refuse one. */
export const NEW_PASSWORD_HINT = `${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters. A passphrase of a few unusual words works well; common passwords are refused.`;

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordChangeProblems = Partial<Record<keyof PasswordChangeValues, string>>;

export function newPasswordProblems(values: PasswordChangeValues, askCurrent: boolean): PasswordChangeProblems {
  const problems: PasswordChangeProblems = {};
  if (askCurrent && values.currentPassword.trim() === '') problems.currentPassword = PASSWORD_FORM_MESSAGES.currentMissing;
  const length = validateForm(resetPasswordFormValidator, { password: values.newPassword }).password;
  if (length) problems.newPassword = values.newPassword.trim() === '' ? PASSWORD_FORM_MESSAGES.newMissing : length;
  else if (values.confirmPassword !== values.newPassword) problems.confirmPassword = PASSWORD_FORM_MESSAGES.confirmDiffers;
  return problems;
}
