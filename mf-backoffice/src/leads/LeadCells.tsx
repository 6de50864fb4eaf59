import type { Lead } from '@agency/contracts';
import { CalendarClock, CirclePlus, Copy } from 'lucide-react';
import { kit } from '../kit';
import { LEAD_ACTION_TEXTS, LEAD_WORK_TEXTS } from '../messages';
import { followUpDay, todayInIndia } from './followUpDay';
import styles from './Leads.module.css';
import work from './LeadWork.module.css';
import { clientName } from './leadFields';
import type { LeadAction } from './useLeadActions';

/** The action on its way, and on which request (its row's button says so). */
export type PendingAction = { id: number; action: LeadAction } | null;

/** The client's name as a button (for keyboards and screen readers) over the e-mail; one block, for the phone layout. */
export function ClientCell({ lead, nameButtonId, onOpen }: { lead: Lead; nameButtonId: string; onOpen(lead: Lead): void }) {
  return (
    <div>
      <button
        id={nameButtonId}
        type="button"
        className={`${kit.textButton} ${styles.nameButton}`}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.stopPropagation();
          onOpen(lead);
        }}
      >
        {clientName(lead)}
      </button>
      <span className={kit.sub}>{lead.Emailaddress}</span>
      <LeadBadges lead={lead} />
    </div>
  );
}

/** A possible repeat, and the follow-up day (overdue when it has passed on an open request). */
export function LeadBadges({ lead }: { lead: Lead }) {
  if (!lead.repeatOf?.length && !lead.followUp) return null;
  const overdue = lead.followUp !== undefined && lead.Status === 'Active' && lead.followUp < todayInIndia();
  return (
    <span className={work.badges}>
      {lead.repeatOf?.length ? (
        <span className={`${kit.badge} ${kit.waiting}`} title={`Same phone or e-mail as request ${lead.repeatOf.join(', ')}`}>
          <Copy size={12} aria-hidden="true" />
          {LEAD_WORK_TEXTS.possibleRepeat}
        </span>
      ) : null}
      {lead.followUp && (
        <span className={overdue ? `${kit.badge} ${kit.bad}` : `${kit.badge} ${kit.calm}`}>
          <CalendarClock size={12} aria-hidden="true" />
          {overdue ? LEAD_WORK_TEXTS.overdueBadge(followUpDay(lead.followUp)) : LEAD_WORK_TEXTS.followUpBadge(followUpDay(lead.followUp))}
        </span>
      )}
    </span>
  );
}

/** The pool's add icon that claims the request. */
export function ClaimButton({ lead, pending, onClaim }: { lead: Lead; pending: PendingAction; onClaim(lead: Lead): void }) {
  const claiming = pending?.id === lead.id && pending.action === 'claim';
  return (
    <button
      type="button"
      className={styles.claim}
      aria-label={`Claim the request from ${clientName(lead)}`}
      title="Claim"
      disabled={pending !== null}
      aria-busy={claiming}
      onClick={(event) => {
        event.stopPropagation();
        onClaim(lead);
      }}
    >
      <CirclePlus size={22} aria-hidden="true" />
      <span>{claiming ? LEAD_ACTION_TEXTS.claim.busy : 'Claim'}</span>
    </button>
  );
}
