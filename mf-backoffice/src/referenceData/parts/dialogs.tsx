import { Dialog } from '@agency/ui';
import type { FormEvent, ReactNode } from 'react';
import kit from '../../kit/kit.module.css';
import styles from '../ReferenceData.module.css';
import { REFERENCE_TEXTS as T } from '../texts';
import type { Failure } from './useWrite';

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
    <div className={kit.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <p className={kit.hint}>{hint}</p>}
      {error && (
        <p className={kit.fieldError} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export function Refusal({ failure }: { failure: Failure | null }) {
  return failure ? (
    <p role="alert" className={kit.problemText}>
      {failure.message}
    </p>
  ) : null;
}

export interface EditDialogProps {
  title: string;
  description?: string;
  failure: Failure | null;
  busy: boolean;
  onSubmit(): void;
  onClose(): void;
  children: ReactNode;
}

/** The add and edit form, in a dialog; the server's refusal is shown at the top and by each field. */
export function EditDialog({ title, description, failure, busy, onSubmit, onClose, children }: EditDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog title={title} description={description} locked={busy} onClose={onClose}>
      <form className={kit.stackRoomy} onSubmit={submit} noValidate>
        <Refusal failure={failure} />
        {children}
        <div className={styles.dialogActions}>
          <button type="button" className={styles.plain} disabled={busy} onClick={onClose}>
            {T.cancel}
          </button>
          <button type="submit" className={kit.primary} disabled={busy}>
            {busy ? T.saving : T.save}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
