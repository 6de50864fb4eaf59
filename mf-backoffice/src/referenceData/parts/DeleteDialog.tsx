import { Dialog } from '@agency/ui';
import { useRef } from 'react';
import kit from '../../kit/kit.module.css';
import styles from '../ReferenceData.module.css';
import { REFERENCE_TEXTS as T } from '../texts';
import { Refusal } from './dialogs';
import { useWrite } from './useWrite';

export interface DeleteDialogProps {
  name: string;
  question: string;
  /** The delete call (a mutation's unwrap), answered with the server's message. */
  remove(): Promise<{ message: string }>;
  onClose(): void;
  onDeleted(message: string): void;
}

/** The delete question; a refusal (something in use) is shown in its place and only Cancel stays. */
export function DeleteDialog({ name, question, remove, onClose, onDeleted }: DeleteDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const { failure, busy, run } = useWrite();
  const confirm = async () => {
    const done = await run(remove);
    if (done) onDeleted(done.message);
  };
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
      <Refusal failure={failure} />
      <div className={styles.dialogActions}>
        <button ref={cancel} type="button" className={styles.plain} disabled={busy} onClick={onClose}>
          {T.cancel}
        </button>
        {!failure && (
          <button type="button" className={kit.danger} disabled={busy} onClick={() => void confirm()}>
            {busy ? T.deleting : T.yesDelete}
          </button>
        )}
      </div>
    </Dialog>
  );
}
