import { CirclePlus } from 'lucide-react';
import type { Lead } from '@agency/contracts';
import { LEAD_ACTION_TEXTS } from '../messages';
import { clientName, enquirySummary, receivedAt, sourceWord, statusWord } from './leadFields';
import type { LeadTab } from './tabs';
import type { LeadAction } from './useLeadActions';
import styles from './Leads.module.css';

interface Props {
  leads: Lead[];
  tab: LeadTab;
  pending: { id: number; action: LeadAction } | null;
  /** The id of a row's name button (the details give focus back to it). */
  nameButtonId(id: number): string;
  onOpen(lead: Lead): void;
  onClaim(lead: Lead): void;
}

/**
 * A list of requests, newest first as the service sends them. A click anywhere on a row
 * opens its Request Details; the client's name is the same thing as a button, for keyboards
 * and screen readers. In the pool each row has the add icon that claims it. On phones the
 * rows stack as cards (see Leads.module.css), each cell labelled by its column.
 */
export function LeadTable({ leads, tab, pending, nameButtonId, onOpen, onClaim }: Props) {
  const showsStatus = tab.rowAction === 'work' || tab.id === 'active';
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{tab.title}</caption>
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">Client</th>
            <th scope="col">Phone</th>
            <th scope="col">Enquiry</th>
            {tab.showsHandler && <th scope="col">Handled by</th>}
            {showsStatus && <th scope="col">Status</th>}
            {tab.rowAction === 'claim' && (
              <th scope="col">
                <span className="visually-hidden">Claim</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => {
            const name = clientName(lead);
            const claiming = pending?.id === lead.id && pending.action === 'claim';
            return (
              <tr key={lead.id} className={styles.row} onClick={() => onOpen(lead)}>
                <td data-label="Received" className={styles.received}>
                  <time dateTime={lead.timestamp}>{receivedAt(lead.timestamp)}</time>
                </td>
                <td data-label="Client">
                  {/* One block per cell: on phones the cell is a label-and-value grid. */}
                  <div>
                    <button
                      id={nameButtonId(lead.id)}
                      type="button"
                      className={styles.nameButton}
                      aria-haspopup="dialog"
                      onClick={(event) => {
                        event.stopPropagation();
                        onOpen(lead);
                      }}
                    >
                      {name}
                    </button>
                    <span className={styles.sub}>{lead.Emailaddress}</span>
                  </div>
                </td>
                <td data-label="Phone" className={styles.phone}>
                  {lead.PhoneNumber}
                </td>
                <td data-label="Enquiry">
                  <div>
                    {enquirySummary(lead)}
                    <span className={styles.sub}>{sourceWord(lead.way)}</span>
                  </div>
                </td>
                {tab.showsHandler && <td data-label="Handled by">{lead.handleby}</td>}
                {showsStatus && (
                  <td data-label="Status">
                    <span className={`${styles.status} ${styles[`status-${lead.Status}`]}`}>{statusWord(lead.Status)}</span>
                  </td>
                )}
                {tab.rowAction === 'claim' && (
                  <td className={styles.claimCell}>
                    <button
                      type="button"
                      className={styles.claim}
                      aria-label={`Claim the request from ${name}`}
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
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
