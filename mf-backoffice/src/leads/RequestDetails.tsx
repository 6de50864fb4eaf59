import type { Lead } from '@agency/contracts';
import { CirclePlus, Undo2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { kit, Outcome, type OutcomeMessage } from '../kit';
import { LEAD_ACTION_TEXTS, RETURN_TO_POOL } from '../messages';
import { DetailGroups } from './DetailGroups';
import styles from './Leads.module.css';
import type { LeadRowAction } from './tabs';
import type { LeadAction } from './useLeadActions';
import { WorkActions } from './WorkActions';

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
  const container = useRef<HTMLDivElement>(null);
  const busy = pending !== null;

  const act = async (action: LeadAction) => {
    setMessage(null);
    const said = await onAction(action, lead);
    if (!said) return;
    setMessage(said);
    // A confirmed request offers no Confirm any more: focus, which was on it, goes to the dialog.
    if (action === 'confirm' && said.tone === 'success') container.current?.closest<HTMLElement>('[role="dialog"]')?.focus();
  };

  const label = (action: LeadAction, idle: string) => (pending?.action === action ? LEAD_ACTION_TEXTS[action].busy : idle);

  return (
    <div ref={container} className={kit.stackLoose}>
      <DetailGroups lead={lead} holder={holder} />

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

      {rowAction === 'work' && <WorkActions lead={lead} busy={busy} label={label} act={act} />}
    </div>
  );
}
