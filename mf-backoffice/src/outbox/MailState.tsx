import type { OutboxMailState } from '@agency/contracts';
import { kit } from '../kit';
import { OUTBOX_TEXTS as T } from '../messages';

const TONE: Record<OutboxMailState, string> = { pending: kit.calm, sending: kit.calm, sent: kit.good, failed: kit.bad, held: kit.waiting };

/** A mail's state as a coloured pill (the word carries it). */
export function MailState({ state }: { state: OutboxMailState }) {
  return <span className={`${kit.badge} ${TONE[state]}`}>{T.states[state]}</span>;
}
