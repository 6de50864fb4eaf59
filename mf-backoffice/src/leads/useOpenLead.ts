import type { Lead } from '@agency/contracts';
import { useRef, useState } from 'react';

/**
 * Which request of a list is open in its details. The open request as last known here, and
 * the list it was known against: until the list changes (the refetch after an action), this
 * is newer than the list's row; after, the list is. It is also what stays shown if the
 * request leaves the list while open.
 */
export function useOpenLead(leads: Lead[] | undefined) {
  const [openId, setOpenId] = useState<number | null>(null);
  /** The open request was reached from another's possible repeats: it may belong to another list, so it is only shown. */
  const [openedAside, setOpenedAside] = useState(false);
  const [known, setKnown] = useState<{ lead: Lead; against: Lead[] | undefined } | null>(null);
  const latestLeads = useRef(leads);
  latestLeads.current = leads;

  const listed = leads?.find((lead) => lead.id === openId);
  const opened = openId === null ? null : known && (known.against === leads || !listed) ? known.lead : (listed ?? null);

  const open = (lead: Lead, aside = false) => {
    setOpenId(lead.id);
    setOpenedAside(aside);
    setKnown({ lead, against: leads });
  };
  /** An action changed the open request: shown as answered until the list catches up. */
  const update = (lead: Lead) => setKnown({ lead, against: latestLeads.current });
  const close = () => setOpenId(null);
  return { opened, openedAside, open, update, close };
}
