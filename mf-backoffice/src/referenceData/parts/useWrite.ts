import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { failureMessageOf } from '../../api';
import { REFERENCE_TEXTS as T } from '../texts';

type CallError = FetchBaseQueryError | SerializedError;

export interface Failure {
  message: string;
  fields: Record<string, string>;
}

/** The server's words about a refused write: its message, and each failing field's. */
export function failureOf(error: CallError): Failure {
  const data = 'status' in error ? (error.data as { fields?: Record<string, string> } | undefined) : undefined;
  const fields = data?.fields ?? {};
  // Invalid input is told by each field; the summary says where to look rather than 'Invalid body: …'.
  return { message: Object.keys(fields).length > 0 ? T.fixFields : failureMessageOf(error), fields };
}

/**
 * Runs a write (an RTK Query mutation's unwrap) and keeps what the server said when it
 * refused; `fieldProps(field)` marks a control the server refused and points at its message.
 */
export function useWrite(idPrefix = '') {
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async <R>(write: () => Promise<R>): Promise<R | undefined> => {
    setBusy(true);
    setFailure(null);
    try {
      return await write();
    } catch (error) {
      setFailure(failureOf(error as CallError));
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  const errorOf = (field: string) => failure?.fields[field];
  const fieldProps = (field: string) => (errorOf(field) ? { 'aria-invalid': true, 'aria-describedby': `${idPrefix}${field}-error` } : {});
  return { failure, busy, run, errorOf, fieldProps, reset: () => setFailure(null) };
}
