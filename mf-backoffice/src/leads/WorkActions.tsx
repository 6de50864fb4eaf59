import type { Lead } from '@agency/contracts';
import { CircleCheck, Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { kit, useQuestionFocus } from '../kit';
import styles from './Leads.module.css';
import type { LeadAction } from './useLeadActions';

interface Props {
  lead: Lead;
  busy: boolean;
  /** A button's words: its own, or what it is doing while its action is on its way. */
  label(action: LeadAction, idle: string): string;
  act(action: LeadAction): Promise<void>;
}

/**
 * One's own request's actions: Delete (asked once more, since it takes the request out of
 * everyone's working lists), Reject, and Confirm while it is not confirmed.
 */
export function WorkActions({ lead, busy, label, act }: Props) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { answer: yesDelete, asker: deleteButton } = useQuestionFocus(confirmingDelete);
  const run = (action: LeadAction) => act(action).finally(() => setConfirmingDelete(false));
  return confirmingDelete ? (
    <div className={styles.actions} role="group" aria-label="Delete this request?">
      <span className={styles.question}>Delete this request? It moves to Deleted.</span>
      <button ref={yesDelete} type="button" className={kit.danger} disabled={busy} onClick={() => void run('delete')}>
        {label('delete', 'Yes, delete')}
      </button>
      <button type="button" className={styles.plain} disabled={busy} onClick={() => setConfirmingDelete(false)}>
        Cancel
      </button>
    </div>
  ) : (
    <div className={styles.actions}>
      <button ref={deleteButton} type="button" className={styles.dangerOutline} disabled={busy} onClick={() => setConfirmingDelete(true)}>
        <Trash2 size={18} aria-hidden="true" />
        Delete
      </button>
      <button type="button" className={kit.secondary} disabled={busy} onClick={() => void run('reject')}>
        <Undo2 size={18} aria-hidden="true" />
        {label('reject', 'Reject')}
      </button>
      {lead.Status !== 'Confirm' && (
        <button type="button" className={styles.primary} disabled={busy} onClick={() => void run('confirm')}>
          <CircleCheck size={18} aria-hidden="true" />
          {label('confirm', 'Confirm')}
        </button>
      )}
    </div>
  );
}
