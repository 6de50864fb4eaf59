import type { Lead } from '@agency/contracts';
import { CalendarClock, CirclePlus, Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Column, DataTable, kit, tableCss } from '../kit';
import { LEAD_ACTION_TEXTS, LEAD_WORK_TEXTS } from '../messages';
import { followUpDay, todayInIndia } from './followUpDay';
import styles from './Leads.module.css';
import work from './LeadWork.module.css';
import { clientName, enquirySummary, receivedAt, sourceWord, statusWord } from './leadFields';
import type { LeadTab } from './tabs';
import type { LeadAction } from './useLeadActions';

interface Props {
  /** Undefined while the list is on its way. */
  leads: Lead[] | undefined;
  /** Who holds a request, in words (a former employee's is said to be). */
  holderOf(lead: Lead): string;
  tab: LeadTab;
  pending: { id: number; action: LeadAction } | null;
  /** The id of a row's name button (the details give focus back to it). */
  nameButtonId(id: number): string;
  onOpen(lead: Lead): void;
  onClaim(lead: Lead): void;
  /** The loading and empty lines, and what went wrong when there is no list to show. */
  loading: ReactNode;
  empty: ReactNode;
  error?: ReactNode;
}

/**
 * A list of requests, newest first as the service sends them. A click anywhere on a row
 * opens its Request Details; the client's name is the same thing as a button, for keyboards
 * and screen readers. In the pool each row has the add icon that claims it. On phones the
 * rows stack as cards (see Leads.module.css), each cell labelled by its column.
 */
export function LeadTable({ leads, holderOf, tab, pending, nameButtonId, onOpen, onClaim, loading, empty, error }: Props) {
  const showsStatus = tab.rowAction === 'work' || tab.id === 'active';
  const columns: Column<Lead>[] = [
    {
      header: 'Received',
      labelled: true,
      className: styles.received,
      cell: (lead) => <time dateTime={lead.timestamp}>{receivedAt(lead.timestamp)}</time>,
    },
    { header: 'Client', labelled: true, cell: (lead) => <ClientCell lead={lead} nameButtonId={nameButtonId(lead.id)} onOpen={onOpen} /> },
    { header: 'Phone', labelled: true, className: styles.phone, cell: (lead) => lead.PhoneNumber },
    {
      header: 'Enquiry',
      labelled: true,
      cell: (lead) => (
        <div>
          {enquirySummary(lead)}
          <span className={styles.sub}>{sourceWord(lead.way)}</span>
        </div>
      ),
    },
  ];
  if (tab.showsHandler) columns.push({ header: 'Handled by', labelled: true, cell: (lead) => holderOf(lead) });
  if (showsStatus) {
    columns.push({
      header: 'Status',
      labelled: true,
      cell: (lead) => <span className={`${kit.badge} ${styles[`status-${lead.Status}`]}`}>{statusWord(lead.Status)}</span>,
    });
  }
  if (tab.rowAction === 'claim') {
    columns.push({
      header: 'Claim',
      headerHidden: true,
      className: styles.claimCell,
      cell: (lead) => <ClaimButton lead={lead} pending={pending} onClaim={onClaim} />,
    });
  }
  return (
    <DataTable
      columns={columns}
      rows={leads}
      rowKey={(lead) => lead.id}
      caption={tab.title}
      loading={loading}
      empty={empty}
      error={error}
      className={{ wrap: `${tableCss.wrap} ${tableCss.stackedWrap}`, table: `${tableCss.table} ${tableCss.stacked} ${tableCss.alignTop}` }}
      rowProps={(lead) => ({ className: styles.row, onClick: () => onOpen(lead) })}
    />
  );
}

/** The client's name as a button (for keyboards and screen readers) over the e-mail; one block, for the phone layout. */
function ClientCell({ lead, nameButtonId, onOpen }: { lead: Lead; nameButtonId: string; onOpen(lead: Lead): void }) {
  return (
    <div>
      <button
        id={nameButtonId}
        type="button"
        className={styles.nameButton}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.stopPropagation();
          onOpen(lead);
        }}
      >
        {clientName(lead)}
      </button>
      <span className={styles.sub}>{lead.Emailaddress}</span>
      <LeadBadges lead={lead} />
    </div>
  );
}

/** A possible repeat, and the follow-up day (overdue when it has passed on an open request). */
function LeadBadges({ lead }: { lead: Lead }) {
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
function ClaimButton({ lead, pending, onClaim }: { lead: Lead; pending: Props['pending']; onClaim(lead: Lead): void }) {
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
      <span className={styles.claimLabel}>{claiming ? LEAD_ACTION_TEXTS.claim.busy : 'Claim'}</span>
    </button>
  );
}
