import { type Booking, type CancelRequest, cancelRequest, cancelRequestValidator, REFUND_REASON_MAX_LENGTH } from '@agency/contracts';
import { TextAreaField, useContractForm } from '@agency/ui';
import { Ban } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { failureMessageOf } from '../api';
import { ConfirmPanel, kit, Outcome, type OutcomeMessage } from '../kit';
import { useCancelBookingMutation } from './bookingsApi';
import { CANCEL_FORM_TEXTS as T } from './texts';

const MONEY_FORM = { afterSend: 'recheck', focusFirstError: false } as const;

/**
 * Cancelling a paid booking (administrators and managers): a reason (the contract's check),
 * then a second step that says what happens. A refused cancellation keeps the reason and
 * shows the service's words.
 */
export function CancelForm({ booking, what }: { booking: Booking; what: string }) {
  const form = useContractForm<typeof cancelRequest, CancelRequest>(cancelRequestValidator, cancelRequest, { reason: '' }, MONEY_FORM);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<OutcomeMessage | null>(null);
  const [cancel, cancelling] = useCancelBookingMutation();

  const check = form.handleSubmit((checked) => setConfirming(checked.reason.trim()));
  const review = (event: FormEvent) => {
    setOutcome(null);
    void check(event);
  };
  const send = async (reason: string) => {
    const answer = await cancel({ txnid: booking.txnid, reason });
    setConfirming(null);
    if ('error' in answer) setOutcome({ tone: 'error', text: failureMessageOf(answer.error) });
    else setOutcome({ tone: 'success', text: T.done });
  };

  // Once cancelled the booking is no longer paid: the card stays only to say it went through.
  if (booking.status !== 'paid' && outcome === null) return null;

  return (
    <section className={kit.card} aria-labelledby="cancel-title">
      <h2 id="cancel-title" className={kit.cardTitle}>
        <Ban size={20} aria-hidden="true" />
        {T.title}
      </h2>
      {booking.status === 'paid' && <p className={kit.muted}>{T.lead}</p>}
      <Outcome message={outcome} />
      {booking.status === 'paid' && confirming === null && (
        <form className={kit.form} onSubmit={review} noValidate>
          <TextAreaField
            label={T.reason}
            required
            rows={3}
            maxLength={REFUND_REASON_MAX_LENGTH}
            hint={T.reasonHint}
            {...form.field('reason')}
          />
          <div>
            <button type="submit" className={kit.secondary}>
              {T.review}
            </button>
          </div>
        </form>
      )}
      {booking.status === 'paid' && confirming !== null && (
        <ConfirmPanel
          title={T.confirmTitle}
          confirmLabel={T.confirm}
          busyLabel={T.cancelling}
          backLabel={T.back}
          busy={cancelling.isLoading}
          onConfirm={() => void send(confirming)}
          onBack={() => setConfirming(null)}
        >
          <p>{T.confirmText(booking.guest.name, what)}</p>
          <p className={kit.muted}>
            {T.confirmReason}: {confirming}
          </p>
        </ConfirmPanel>
      )}
    </section>
  );
}
