import { useId, useState, type FormEvent } from 'react';
import { ACCOUNT_CHANGE_REASON_MAX } from '@agency/contracts';
import { Dialog } from '@agency/ui';
import { ACCOUNT_CHANGE_TEXTS } from '../messages';
import styles from './AdminPortal.module.css';

interface Props {
  title: string;
  /** What happens to the colleague: said before anything is done. */
  consequence: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** A change that takes access away asks with the danger colour; giving it back does not. */
  tone?: 'danger' | 'calm';
  /** A failure stays in the dialog, which stays open; success closes it (the caller's choice). */
  error: string | null;
  onConfirm(reason: string | undefined): void;
  onClose(): void;
}

/**
 * Asks before an administrator changes a colleague's account (a role change, a suspension):
 * says what happens to them, takes an optional reason for the audit log, and applies nothing
 * until confirmed.
 */
export function AccountChangeDialog({ title, consequence, confirmLabel, busyLabel, busy, tone = 'danger', error, onConfirm, onClose }: Props) {
  const id = useId();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(reason.trim() || undefined);
  };
  return (
    <Dialog title={title} description={consequence} locked={busy} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-reason`}>{ACCOUNT_CHANGE_TEXTS.reasonLabel}</label>
          <textarea id={`${id}-reason`} rows={2} maxLength={ACCOUNT_CHANGE_REASON_MAX} value={reason} aria-describedby={`${id}-reason-hint`} onChange={(event) => setReason(event.target.value)} />
          <span id={`${id}-reason-hint`} className={styles.hint}>
            {ACCOUNT_CHANGE_TEXTS.reasonHint}
          </span>
        </div>
        {error && (
          <p role="alert" className={styles.dialogError}>
            {error}
          </p>
        )}
        <div className={styles.dialogActions}>
          <button type="button" className={styles.plain} disabled={busy} onClick={onClose}>
            {ACCOUNT_CHANGE_TEXTS.cancel}
          </button>
          <button type="submit" className={tone === 'danger' ? styles.danger : styles.secondary} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
