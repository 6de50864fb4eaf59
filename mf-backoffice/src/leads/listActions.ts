import type { Lead } from '@agency/contracts';
import type { OutcomeMessage } from '../kit';
import type { LeadAction, useLeadActions } from './useLeadActions';
import type { useOpenLead } from './useOpenLead';

/** What a list does with its requests' actions: where each result is said, and whether the details stay open. */
export function listActions(
  run: ReturnType<typeof useLeadActions>['run'],
  details: ReturnType<typeof useOpenLead>,
  setOutcome: (message: OutcomeMessage | null) => void,
) {
  /** A row's claim icon: the result shows above the list. */
  const claim = async (lead: Lead) => {
    setOutcome(null);
    const result = await run('claim', lead);
    setOutcome({ tone: result.ok ? 'success' : 'error', text: result.text });
  };
  /**
   * An action from the details. Claim, Reject and Delete take the request out of this list,
   * so the details close and the result shows above the list; Confirm updates the row in
   * place and the details stay open on it. A failure stays in the details, which stay open.
   */
  const act = async (action: LeadAction, lead: Lead): Promise<OutcomeMessage | null> => {
    const result = await run(action, lead);
    if (!result.ok) return { tone: 'error', text: result.text };
    if (action === 'confirm') details.update(result.lead);
    else {
      setOutcome({ tone: 'success', text: result.text });
      details.close();
    }
    return action === 'confirm' ? { tone: 'success', text: result.text } : null;
  };
  return { claim, act };
}
