import type { OutboxMailState } from '@agency/contracts';
import { failureMessageOf, isNetworkError } from '../api';
import type { OutcomeMessage } from '../kit';
import { SERVER_UNREACHABLE, OUTBOX_TEXTS as T } from '../messages';
import { newestFirst } from './mailText';
import { useOutboxListQuery, useResendMailMutation } from './outboxApi';
import type { MailRef } from './outboxColumns';

/**
 * Both services' outboxes as one list, newest first: the first `limit` mails (of `state`, when
 * chosen), how many there are, and whether either failed. Rows only once both have answered.
 */
export function useOutboxMails(state: OutboxMailState | '', limit: number) {
  const query = { limit, ...(state ? { state } : {}) };
  const leads = useOutboxListQuery({ service: 'leads', query }, { refetchOnMountOrArgChange: true });
  const payment = useOutboxListQuery({ service: 'payment', query }, { refetchOnMountOrArgChange: true });
  const failed = leads.error ?? payment.error;
  const busy = leads.isFetching || payment.isFetching;
  const rows = !failed && leads.data && payment.data ? newestFirst([...leads.data.data, ...payment.data.data]).slice(0, limit) : undefined;
  const total = (leads.data?.total ?? 0) + (payment.data?.total ?? 0);
  const refetch = () => {
    void leads.refetch();
    void payment.refetch();
  };
  return { rows, total, failed, busy, refetch };
}

/** Resend: queues a mail again and says how that went. */
export function useResend(setOutcome: (message: OutcomeMessage | null) => void) {
  const [resend, { isLoading: resending }] = useResendMailMutation();
  const resendMail = async (mail: MailRef) => {
    setOutcome(null);
    const result = await resend({ service: mail.service, id: mail.id });
    if ('error' in result)
      setOutcome({
        tone: 'error',
        text: T.resendFailed(isNetworkError(result.error) ? SERVER_UNREACHABLE : failureMessageOf(result.error)),
      });
    else setOutcome({ tone: 'success', text: T.resent(mail.subject) });
  };
  return { resendMail, resending };
}
