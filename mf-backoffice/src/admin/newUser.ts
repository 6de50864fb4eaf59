/**
 * The create-user form's rules (staff §5), checked in the browser before sending with the
 * same limits and words as the service's schema (createUserForm in @agency/contracts). Kept
 * hand-written: the gateway's security policy forbids compiling schemas in the page.
 */
import { CREATE_USER_MESSAGES, CREDENTIAL_MAX_LENGTH, PUBLIC_NAME_PATTERN, ROLES, type Role } from '@agency/contracts';

export interface NewUserValues {
  username: string;
  password: string;
  /** '' while the placeholder 'Select a role' shows. */
  role: Role | '';
}

export const EMPTY_NEW_USER: NewUserValues = { username: '', password: '', role: '' };

const reservedName = new RegExp(PUBLIC_NAME_PATTERN);

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** The first rule the values break, in the schema's words; null when they may be sent. */
export function newUserProblem(values: NewUserValues): string | null {
  if (!values.username.trim() || !values.password.trim()) return CREATE_USER_MESSAGES.fillInAll;
  if (values.username.length > CREDENTIAL_MAX_LENGTH) return CREATE_USER_MESSAGES.usernameTooLong;
  if (values.password.length > CREDENTIAL_MAX_LENGTH) return CREATE_USER_MESSAGES.passwordTooLong;
  if (reservedName.test(values.username)) return CREATE_USER_MESSAGES.reservedName;
  if (!isRole(values.role)) return CREATE_USER_MESSAGES.selectRole;
  return null;
}

/** How a role reads in the form and the table ('employee' → 'Employee'). */
export function roleLabel(role: Role): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}
