import { type Lead, PUBLIC_HANDLER } from '@agency/contracts';
import { useState } from 'react';
import { failureMessageOf, isNetworkError } from '../api';
import { LEAD_ACTION_TEXTS, leadActionFailed, SERVER_UNREACHABLE } from '../messages';
import { useVerifiedSession } from '../session/VerifiedSession';
import { useUpdateHandlebyMutation, useUpdateStatusMutation } from './leadsApi';

export type LeadAction = keyof typeof LEAD_ACTION_TEXTS;

export type LeadActionResult = { ok: true; text: string; lead: Lead } | { ok: false; text: string };

/**
 * The four things staff do to a request (the staff spec's "Lead handling"): claim it from the pool
 * (handleby = own username), reject it back to the pool (handleby 'Public'), confirm it
 * (status 'Confirm') or delete it (status 'Deleted'). One action at a time per list: while
 * one is on its way, `pending` says which, and the screens disable every action button.
 */
export function useLeadActions() {
  const { username } = useVerifiedSession();
  const [updateHandleby] = useUpdateHandlebyMutation();
  const [updateStatus] = useUpdateStatusMutation();
  const [pending, setPending] = useState<{ id: number; action: LeadAction } | null>(null);

  const send = (action: LeadAction, id: number) => {
    switch (action) {
      case 'claim':
        return updateHandleby({ id, handleby: username || PUBLIC_HANDLER });
      case 'reject':
        return updateHandleby({ id, handleby: PUBLIC_HANDLER });
      case 'confirm':
        return updateStatus({ id, status: 'Confirm' });
      case 'delete':
        return updateStatus({ id, status: 'Deleted' });
    }
  };

  const run = async (action: LeadAction, lead: Lead): Promise<LeadActionResult> => {
    setPending({ id: lead.id, action });
    try {
      const result = await send(action, lead.id);
      if ('error' in result) {
        const reason = isNetworkError(result.error) ? SERVER_UNREACHABLE : failureMessageOf(result.error);
        return { ok: false, text: leadActionFailed(LEAD_ACTION_TEXTS[action].failed, reason) };
      }
      return { ok: true, text: LEAD_ACTION_TEXTS[action].done, lead: result.data.data };
    } finally {
      setPending(null);
    }
  };

  return { run, pending };
}
