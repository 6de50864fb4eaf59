import type { Lead } from '@agency/contracts';
import { CircleCheck, CirclePlus, Trash2, Undo2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { kit, Outcome, type OutcomeMessage } from '../kit';
import { LEAD_ACTION_TEXTS, RETURN_TO_POOL } from '../messages';
import styles from './Leads.module.css';
import { DETAIL_GROUPS, DETAIL_LABELS, detailValue } from './leadFields';
import type { LeadRowAction } from './tabs';
import type { LeadAction } from './useLeadActions';

interface Props {
  lead: Lead;
  /** Who holds it, in words (see ./holder.ts). */
  holder: string;
  rowAction: LeadRowAction;
  pending: { id: number; action: LeadAction } | null;
  /** Runs the action; answers what to say here (null when the details close). */
  onAction(action: LeadAction, lead: Lead): Promise<OutcomeMessage | null>;
}

/**
 * The Request Details modal's content: every field the visitor gave, labelled by what it
 * holds, grouped as client, trip and request. On one's own requests (Account) it offers
 * Delete, Reject and Confirm; in the pool, Claim; to an administrator, on a former employee's
 * request, Return to pool. Delete asks once more, since it takes the
 * request out of everyone's working lists.
 */
export function RequestDetails({ lead, holder, rowAction, pending, onAction }: Props) {
  const [message, setMessage] = useState<OutcomeMessage | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const yesDelete = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const container = useRef<HTMLDivElement>(null);
  const busy = pending !== null;

  // Focus follows the question: onto 'Yes, delete' when asked, back onto 'Delete' when cancelled.
  useEffect(() => {
    if (confirmingDelete) yesDelete.current?.focus();
    else if (wasConfirming.current) deleteButton.current?.focus();
    wasConfirming.current = confirmingDelete;
  }, [confirmingDelete]);

  const act = async (action: LeadAction) => {
    setMessage(null);
    const said = await onAction(action, lead);
    setConfirmingDelete(false);
    if (!said) return;
    setMessage(said);
    // A confirmed request offers no Confirm any more: focus, which was on it, goes to the dialog.
    if (action === 'confirm' && said.tone === 'success') container.current?.closest<HTMLElement>('[role="dialog"]')?.focus();
  };

  const label = (action: LeadAction, idle: string) => (pending?.action === action ? LEAD_ACTION_TEXTS[action].busy : idle);

  return (
    <div ref={container} className={styles.details}>
      {DETAIL_GROUPS.map((group) => {
        const rows = group.keys.flatMap((key) => {
          const value = key === 'handleby' ? holder : detailValue(lead, key);
          return value === undefined ? [] : [{ key, value }];
        });
        if (rows.length === 0) return null;
        return (
          <section key={group.title} className={styles.group} aria-label={group.title}>
            <h3 className={styles.groupTitle}>{group.title}</h3>
            <dl className={styles.fields}>
              {rows.map(({ key, value }) => (
                <div key={key} className={key === 'travelplans' || key === 'message' ? `${styles.field} ${styles.wide}` : styles.field}>
                  <dt>{DETAIL_LABELS[key]}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}

      <Outcome message={message} />

      {rowAction === 'claim' && (
        <div className={styles.actions}>
          <button type="button" className={styles.primary} disabled={busy} onClick={() => void act('claim')}>
            <CirclePlus size={18} aria-hidden="true" />
            {label('claim', 'Claim')}
          </button>
        </div>
      )}

      {rowAction === 'return' && (
        <div className={styles.actions}>
          <button type="button" className={kit.secondary} disabled={busy} onClick={() => void act('reject')}>
            <Undo2 size={18} aria-hidden="true" />
            {label('reject', RETURN_TO_POOL)}
          </button>
        </div>
      )}

      {rowAction === 'work' &&
        (confirmingDelete ? (
          <div className={styles.actions} role="group" aria-label="Delete this request?">
            <span className={styles.question}>Delete this request? It moves to Deleted.</span>
            <button ref={yesDelete} type="button" className={kit.danger} disabled={busy} onClick={() => void act('delete')}>
              {label('delete', 'Yes, delete')}
            </button>
            <button type="button" className={styles.plain} disabled={busy} onClick={() => setConfirmingDelete(false)}>
              Cancel
            </button>
          </div>
        ) : (
          <div className={styles.actions}>
            <button
              ref={deleteButton}
              type="button"
              className={styles.dangerOutline}
              disabled={busy}
              onClick={() => setConfirmingDelete(true)}
            >
              <Trash2 size={18} aria-hidden="true" />
              Delete
            </button>
            <button type="button" className={kit.secondary} disabled={busy} onClick={() => void act('reject')}>
              <Undo2 size={18} aria-hidden="true" />
              {label('reject', 'Reject')}
            </button>
            {lead.Status !== 'Confirm' && (
              <button type="button" className={styles.primary} disabled={busy} onClick={() => void act('confirm')}>
                <CircleCheck size={18} aria-hidden="true" />
                {label('confirm', 'Confirm')}
              </button>
            )}
          </div>
        ))}
    </div>
  );
}
