import { Dialog } from '@agency/ui';
import { type FormEvent, useId, useState } from 'react';
import kit from './kit.module.css';

export interface ReasonField {
  label: string;
  hint: string;
  maxLength: number;
}

export interface ConfirmDialogProps {
  title: string;
  /** What happens, said before anything is done (the dialog's description). */
  consequence: string;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  busy: boolean;
  /** Something taken away asks in the danger colour; something given back does not. */
  tone?: 'danger' | 'calm';
  /** An optional reason (kept in the audit log); no field when left out. */
  reason?: ReasonField;
  /** A failure stays in the dialog, which stays open; success closes it (the caller's choice). */
  error: string | null;
  onConfirm(reason: string | undefined): void;
  onClose(): void;
}

/** Asks before an action that changes something for someone else, and does nothing until confirmed. */
export function ConfirmDialog({
  title,
  consequence,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy,
  tone = 'danger',
  reason,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const id = useId();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(text.trim() || undefined);
  };
  return (
    <Dialog title={title} description={consequence} locked={busy} onClose={onClose}>
      <form className={kit.form} onSubmit={submit} noValidate>
        {reason && (
          <div className={kit.field}>
            <label htmlFor={`${id}-reason`}>{reason.label}</label>
            <textarea
              id={`${id}-reason`}
              rows={2}
              maxLength={reason.maxLength}
              value={text}
              aria-describedby={`${id}-reason-hint`}
              onChange={(event) => setText(event.target.value)}
            />
            <span id={`${id}-reason-hint`} className={kit.hint}>
              {reason.hint}
            </span>
          </div>
        )}
        {error && (
          <p role="alert" className={kit.fieldError}>
            {error}
          </p>
        )}
        <div className={`${kit.actions} ${kit.end}`}>
          <button type="button" className={kit.plain} disabled={busy} onClick={onClose}>
            {cancelLabel}
          </button>
          <button type="submit" className={tone === 'danger' ? kit.danger : kit.secondary} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
