/**
 * The create-user form's values and its one message (the staff spec's validation rules): the contract's compiled
 * validator (createUserForm, the schema the auth service checks) finds the problems; the
 * form shows one of them, the most basic first.
 */
import { CREATE_USER_MESSAGES, checkTextForm, createUserForm, createUserFormValidator, ROLES, type Role } from '@agency/contracts';

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

/** The one message of the contract's messages by field; null when there are none. */
export function shownProblem(errors: Readonly<Record<string, string | undefined>>): string | null {
  const messages = Object.values(errors).filter((message): message is string => message !== undefined);
  if (messages.length === 0) return null;
  return SHOWN_FIRST.find((message) => messages.includes(message)) ?? messages[0];
}

/**
 * The message for the values, in the schema's words; null when they may be sent. The form's
 * hook runs the same check (an empty field, such as the role's placeholder, counts as left out).
 */
export function newUserProblem(values: NewUserValues): string | null {
  return shownProblem(checkTextForm(createUserFormValidator, createUserForm, { ...values }).errors);
}

/** How a role reads in the form and the table ('employee' → 'Employee'). */
export function roleLabel(role: Role): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}
