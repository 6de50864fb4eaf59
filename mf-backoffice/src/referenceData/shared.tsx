/**
 * What the reference data sections share: the search bar's fields, the edit dialog, the
 * delete question (which shows the server's refusal, such as "used by 3 packages", in place),
 * the row actions and the in-use cell.
 */

import { Dialog } from '@agency/ui';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Pencil, Search, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { failureMessageOf } from '../api';
import styles from './ReferenceData.module.css';
import { REFERENCE_TEXTS as T } from './texts';

type CallError = FetchBaseQueryError | SerializedError;

/** The most rows a section lists at once; the search narrows the rest. */
export const ROWS_SHOWN = 100;

/** A search is matched without case or accents against each of `texts`. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
export function matches(search: string, ...texts: string[]): boolean {
  const wanted = fold(search.trim());
  return wanted === '' || texts.some((text) => fold(text).includes(wanted));
}

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

/** Runs a write (an RTK Query mutation's unwrap) and keeps what the server said when it refused. */
export function useWrite() {
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async <R,>(write: () => Promise<R>): Promise<R | undefined> => {
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
  return { failure, busy, run, reset: () => setFailure(null) };
}

export function SearchField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange(value: string): void }) {
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <span className={styles.searchBox}>
        <Search size={16} aria-hidden="true" />
        <input id={id} type="search" value={value} onChange={(event) => onChange(event.target.value)} autoComplete="off" />
      </span>
    </div>
  );
}

export function SelectFilter({
  id,
  label,
  value,
  onChange,
  all,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  all: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** 'Used by 3 packages' or 'Not used'. */
export function UsesCell({ count }: { count: number }) {
  return <span className={count > 0 ? styles.used : styles.unused}>{count > 0 ? T.inUseNote(count) : T.unused}</span>;
}

export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit(): void; onDelete(): void }) {
  return (
    <span className={styles.rowActions}>
      <button type="button" className={styles.rowButton} onClick={onEdit} aria-label={`${T.edit} ${name}`}>
        <Pencil size={16} aria-hidden="true" />
        <span aria-hidden="true">{T.edit}</span>
      </button>
      <button type="button" className={`${styles.rowButton} ${styles.rowDelete}`} onClick={onDelete} aria-label={`${T.delete} ${name}`}>
        <Trash2 size={16} aria-hidden="true" />
        <span aria-hidden="true">{T.delete}</span>
      </button>
    </span>
  );
}

/** A field of an edit dialog: its label, the control, and the server's message for it. */
export function Field({
  id,
  label,
  error,
  children,
  hint,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <p className={styles.hint}>{hint}</p>}
      {error && (
        <p className={styles.fieldError} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The add and edit form, in a dialog; the server's refusal is shown at the top and by each field. */
export function EditDialog({
  title,
  description,
  failure,
  busy,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  description?: string;
  failure: Failure | null;
  busy: boolean;
  onSubmit(): void;
  onClose(): void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog title={title} description={description} locked={busy} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {failure && (
          <p role="alert" className={styles.problemText}>
            {failure.message}
          </p>
        )}
        {children}
        <div className={styles.dialogActions}>
          <button type="button" className={styles.plain} disabled={busy} onClick={onClose}>
            {T.cancel}
          </button>
          <button type="submit" className={styles.primary} disabled={busy}>
            {busy ? T.saving : T.save}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The delete question; a refusal (something in use) is shown in its place and only Cancel stays. */
export function DeleteDialog({
  name,
  question,
  failure,
  busy,
  onConfirm,
  onClose,
}: {
  name: string;
  question: string;
  failure: Failure | null;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={T.deleteTitle(name)}
      description={question}
      role="alertdialog"
      size="narrow"
      initialFocus={cancel}
      locked={busy}
      onClose={onClose}
    >
      {failure && (
        <p role="alert" className={styles.problemText}>
          {failure.message}
        </p>
      )}
      <div className={styles.dialogActions}>
        <button ref={cancel} type="button" className={styles.plain} disabled={busy} onClick={onClose}>
          {T.cancel}
        </button>
        {!failure && (
          <button type="button" className={styles.danger} disabled={busy} onClick={onConfirm}>
            {busy ? T.deleting : T.yesDelete}
          </button>
        )}
      </div>
    </Dialog>
  );
}

/** The count line over a table, with a note when only the first ROWS_SHOWN rows are listed. */
export function CountLine({ shown, total, noun }: { shown: number; total: number; noun: string }) {
  return (
    <p className={styles.count} aria-live="polite">
      {T.shown(shown, total, noun)}
      {shown > ROWS_SHOWN && T.firstOnly(ROWS_SHOWN)}
    </p>
  );
}
