import type { Lead, LeadStatus } from '@agency/contracts';
import type { ReactNode } from 'react';
import { type Column, DataTable, kit, tableCss } from '../kit';
import { ClaimButton, ClientCell, type PendingAction } from './LeadCells';
import styles from './Leads.module.css';
import { enquirySummary, receivedAt, sourceWord, statusWord } from './leadFields';
import type { LeadTab } from './tabs';

/** A request's state in the kit's badge colours. */
const STATUS_TONE: Record<LeadStatus, string> = { Active: kit.calm, Confirm: kit.good, Deleted: kit.bad };

interface Props {
  /** Undefined while the list is on its way. */
  leads: Lead[] | undefined;
  /** Who holds a request, in words (a former employee's is said to be). */
  holderOf(lead: Lead): string;
  tab: LeadTab;
  pending: PendingAction;
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
          <span className={kit.sub}>{sourceWord(lead.way)}</span>
        </div>
      ),
    },
  ];
  if (tab.showsHandler) columns.push({ header: 'Handled by', labelled: true, cell: (lead) => holderOf(lead) });
  if (showsStatus) {
    columns.push({
      header: 'Status',
      labelled: true,
      cell: (lead) => <span className={`${kit.badge} ${STATUS_TONE[lead.Status]}`}>{statusWord(lead.Status)}</span>,
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
