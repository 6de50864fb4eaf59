import { Dialog } from '@agency/ui';
import { useRef } from 'react';
import kit from '../../kit/kit.module.css';
import { DELETE_PACKAGE_QUESTION } from '../../messages';

interface Props {
  packageName: string;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The delete confirmation (the staff spec's roles and permissions: deletion needs a confirmation) as a modal dialog in the
 * page rather than the browser's confirm(): same question, but styled, labelled, and with the
 * package named. The safe answer has the focus first; Escape, × or Cancel closes it, except
 * while the delete is under way.
 */
export function DeleteDialog({ packageName, deleting, onConfirm, onCancel }: Props) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={`Delete ${packageName}`}
      description={DELETE_PACKAGE_QUESTION}
      role="alertdialog"
      size="narrow"
      initialFocus={cancel}
      locked={deleting}
      onClose={onCancel}
    >
      <div className={`${kit.actions} ${kit.end}`}>
        <button ref={cancel} type="button" className={kit.plain} disabled={deleting} onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className={kit.danger} disabled={deleting} onClick={onConfirm}>
          {deleting ? 'Deleting...' : 'Yes, delete'}
        </button>
      </div>
    </Dialog>
  );
}
