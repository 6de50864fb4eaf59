import { ACCOUNT_CHANGE_REASON_MAX, type UserAccount } from '@agency/contracts';
import { failureMessageOf } from '../api';
import type { OutcomeMessage } from '../kit';
import { ACCOUNT_CHANGE_TEXTS as T } from '../messages';

/**
 * An administrator's controls over another account's access: its role (a demotion needs no
 * delete; the account signs in again under the new role), "sign out everywhere", which ends
 * every session of the account on every device within seconds, and suspension. A role change
 * and a suspension sign the colleague out, so each asks first, saying so, with an optional reason.
 */
export interface AccountControlProps {
  user: UserAccount;
  onOutcome: (message: OutcomeMessage | null) => void;
}

/** An account change asks for an optional reason, which the audit log keeps. */
export const REASON = { label: T.reasonLabel, hint: T.reasonHint, maxLength: ACCOUNT_CHANGE_REASON_MAX };

type Answer = { data: { message: string } } | { error: Parameters<typeof failureMessageOf>[0] };

export function outcomeOf(user: UserAccount, result: Answer, failed: (reason: string) => string): OutcomeMessage {
  return 'error' in result
    ? { tone: 'error', text: failed(failureMessageOf(result.error)) }
    : { tone: 'success', text: `${user.username}: ${result.data.message}` };
}
