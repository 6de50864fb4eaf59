import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { failureMessageOf, serverMessageOf } from '../api';
import type { PasswordChangeValues } from './newPasswordProblems';

/** What the service answered: a message for the form, and which field it is about (its 400 `fields`). */
export interface PasswordChangeRefusal {
  message: string;
  field?: keyof PasswordChangeValues;
}

/**
 * The fields a 400 may name (the service's `fields`) → the form's field. The reset call names
 * its one field `password`, which is the form's new password.
 */
const FIELDS = { currentPassword: 'currentPassword', newPassword: 'newPassword', password: 'newPassword' } as const;

/** A refused password call as the form shows it: under the field the service named, else above the button. */
export function refusalOf(error: FetchBaseQueryError | SerializedError | undefined): PasswordChangeRefusal {
  const data =
    error && 'data' in error && typeof error.data === 'object' && error.data !== null
      ? (error.data as { fields?: Record<string, unknown> })
      : {};
  for (const [named, field] of Object.entries(FIELDS)) {
    const message = data.fields?.[named];
    if (typeof message === 'string') return { field, message };
  }
  return { message: serverMessageOf(error) ?? failureMessageOf(error) };
}
