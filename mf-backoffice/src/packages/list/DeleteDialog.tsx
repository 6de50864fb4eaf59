import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { DELETE_PACKAGE_QUESTION } from '../../messages';
import styles from './PackageList.module.css';

interface Props {
  packageName: string;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The delete confirmation (staff §6: deletion needs a confirmation) as a modal dialog in the
 * page rather than the browser's confirm(): same question, but styled, labelled, and with the
 * package named. Escape or Cancel closes it; focus stays inside while it is open.
 */
export function DeleteDialog({ packageName, deleting, onConfirm, onCancel }: Props) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  // The safe answer has the focus first.
  useEffect(() => cancel.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !deleting) {
      event.preventDefault();
      onCancel();
      return;
    }
    if (event.key !== 'Tab') return;
    const buttons = [...(dialog.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    if (buttons.length === 0) return;
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-question`}
        className={styles.dialog}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`} className={styles.dialogTitle}>
          Delete {packageName}
        </h2>
        <p id={`${id}-question`}>{DELETE_PACKAGE_QUESTION}</p>
        <div className={styles.dialogActions}>
          <button ref={cancel} type="button" className={styles.plain} disabled={deleting} onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className={styles.danger} disabled={deleting} onClick={onConfirm}>
            {deleting ? 'Deleting...' : 'Yes, delete'}
          </button>
        </div>
      </div>
    </div>
  );
}
