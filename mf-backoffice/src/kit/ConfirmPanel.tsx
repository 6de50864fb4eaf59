import { type ReactNode, useId } from 'react';
import kit from './kit.module.css';

export interface ConfirmPanelProps {
  title: string;
  /** What happens, and to whom. */
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  backLabel: string;
  busy: boolean;
  onConfirm(): void;
  onBack(): void;
}

/**
 * The second step of a form that moves money or cancels (a refund, a cancellation): said in
 * the danger colour where the form was, with the step back beside the step forward.
 */
export function ConfirmPanel({ title, children, confirmLabel, busyLabel, backLabel, busy, onConfirm, onBack }: ConfirmPanelProps) {
  const id = useId();
  return (
    <div className={kit.confirm} role="group" aria-labelledby={id}>
      <h3 id={id} className={kit.confirmTitle}>
        {title}
      </h3>
      {children}
      <div className={kit.actions}>
        <button type="button" className={kit.danger} onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </button>
        <button type="button" className={kit.secondary} onClick={onBack} disabled={busy}>
          {backLabel}
        </button>
      </div>
    </div>
  );
}
