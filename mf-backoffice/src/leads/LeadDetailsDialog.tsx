import { LEAD_OVERRIDE_ROLES, type Lead } from '@agency/contracts';
import { Dialog } from '@agency/ui';
import type { RefObject } from 'react';
import { mayCall, type OutcomeMessage } from '../kit';
import { REQUEST_DETAILS } from '../messages';
import { useVerifiedSession } from '../session/VerifiedSession';
import { heldByFormerEmployee, holderWords, useKnownAccounts } from './holder';
import { LeadWork } from './LeadWork';
import { RequestDetails } from './RequestDetails';
import type { LeadTab } from './tabs';
import type { LeadAction, useLeadActions } from './useLeadActions';

interface Props {
  lead: Lead;
  tab: LeadTab;
  /** Reached from another request's possible repeats: it may belong to another list, so it is only shown. */
  aside: boolean;
  pending: ReturnType<typeof useLeadActions>['pending'];
  onAction(action: LeadAction, lead: Lead): Promise<OutcomeMessage | null>;
  onOpenLead(lead: Lead): void;
  onClose(): void;
  /** The row's name button, where focus returns; the list's title when the row is gone. */
  returnFocus: { nameButtonId: string; heading: RefObject<HTMLHeadingElement | null> };
}

/** The Request Details of an open request, with its work (notes, history, follow-up, reassignment). */
export function LeadDetailsDialog({ lead, tab, aside, pending, onAction, onOpenLead, onClose, returnFocus }: Props) {
  const { role } = useVerifiedSession();
  const accounts = useKnownAccounts();
  // Someone who may act on others' requests returns one a former employee held, from any list.
  const returnsFormer =
    mayCall({ access: LEAD_OVERRIDE_ROLES }, role) &&
    lead.Status !== 'Deleted' &&
    heldByFormerEmployee(lead, accounts) &&
    (tab.rowAction === 'view' || aside);
  const rowAction = returnsFormer ? 'return' : aside ? 'view' : tab.rowAction;
  return (
    <Dialog
      title={REQUEST_DETAILS}
      size="wide"
      // The panel itself: the reader starts at the title and reads the details in order.
      initialFocus="panel"
      onClose={onClose}
      fallbackFocus={() => document.getElementById(returnFocus.nameButtonId) ?? returnFocus.heading.current}
    >
      <RequestDetails lead={lead} holder={holderWords(lead, accounts)} rowAction={rowAction} pending={pending} onAction={onAction} />
      <LeadWork key={lead.id} lead={lead} rowAction={rowAction} onOpenLead={onOpenLead} />
    </Dialog>
  );
}
