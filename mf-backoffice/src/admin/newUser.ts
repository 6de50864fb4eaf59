/**
 * The create-user form's values and its one message (the staff spec's validation rules): the contract's compiled
 * validator (createUserForm, the schema the auth service checks) finds the problems; the
 * form shows one of them, the most basic first.
 */
import { CREATE_USER_MESSAGES, createUserFormValidator, ROLES, type Role, validateForm } from '@agency/contracts';

export interface NewUserValues {
  username: string;
  password: string;
  /** '' while the placeholder 'Select a role' shows. */
  role: Role | '';
}

export const EMPTY_NEW_USER: NewUserValues = { username: '', password: '', role: '' };

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** Which message the form shows when several fields are wrong: blanks first, the role last. */
const SHOWN_FIRST = [
  CREATE_USER_MESSAGES.fillInAll,
  CREATE_USER_MESSAGES.usernameTooLong,
  CREATE_USER_MESSAGES.passwordTooShort,
  CREATE_USER_MESSAGES.passwordTooLong,
  CREATE_USER_MESSAGES.reservedName,
  CREATE_USER_MESSAGES.selectRole,
] as const;

/** The message for the values, in the schema's words; null when they may be sent. */
export function newUserProblem(values: NewUserValues): string | null {
  // The placeholder is no role: the request would carry none.
  const body = values.role === '' ? { username: values.username, password: values.password } : values;
  const messages = Object.values(validateForm(createUserFormValidator, body));
  if (messages.length === 0) return null;
  return SHOWN_FIRST.find((message) => messages.includes(message)) ?? messages[0];
}

/** How a role reads in the form and the table ('employee' → 'Employee'). */
export function roleLabel(role: Role): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}
