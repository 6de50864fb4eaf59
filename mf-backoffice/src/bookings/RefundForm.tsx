import {
  BOOKING_MESSAGES,
  type Booking,
  REFUND_REASON_MAX_LENGTH,
  type RefundRequest,
  refundRequest,
  refundRequestValidator,
} from '@agency/contracts';
import { TextAreaField, TextField, useContractForm } from '@agency/ui';
import { Undo2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { failureMessageOf } from '../api';
import { ConfirmPanel, kit, Outcome, type OutcomeMessage } from '../kit';
import { useRefundBookingMutation } from './bookingsApi';
import { rupeesText } from './format';
import { REFUND_FORM_TEXTS as T } from './texts';

const MONEY_FORM = { afterSend: 'recheck', focusFirstError: false } as const;

/**
 * The refund of a paid booking: the amount starts at what is refundable, a reason is required
 * (the contract's check, and never more than this booking has left), and a second step says
 * what will happen before anything is sent. A refused refund keeps what was typed and shows
 * the service's reason.
 */
export function RefundForm({ booking }: { booking: Booking }) {
  const form = useContractForm<typeof refundRequest, RefundRequest>(
    refundRequestValidator,
    refundRequest,
    { amount: String(booking.refundable), reason: '' },
    MONEY_FORM,
  );
  const [confirming, setConfirming] = useState<RefundRequest | null>(null);
  const [outcome, setOutcome] = useState<OutcomeMessage | null>(null);
  const [refund, refunding] = useRefundBookingMutation();

  const check = form.handleSubmit((checked) => {
    if (checked.amount > booking.refundable) form.refuse('amount', BOOKING_MESSAGES.tooMuch(booking.refundable));
    else setConfirming({ amount: checked.amount, reason: checked.reason.trim() });
  });
  const review = (event: FormEvent) => {
    setOutcome(null);
    void check(event);
  };

  const send = async (asked: RefundRequest) => {
    const answer = await refund({ txnid: booking.txnid, ...asked });
    setConfirming(null);
    if ('error' in answer) {
      setOutcome({ tone: 'error', text: failureMessageOf(answer.error) });
      return;
    }
    setOutcome({ tone: 'success', text: T.done(rupeesText(answer.data.refund.amount)) });
    form.reset({ amount: String(answer.data.booking.refundable), reason: '' });
  };

  return (
    <section className={kit.card} aria-labelledby="refund-title">
      <h2 id="refund-title" className={kit.cardTitle}>
        <Undo2 size={20} aria-hidden="true" />
        {T.title}
      </h2>
      <p className={kit.muted}>{booking.refundable > 0 ? T.lead(rupeesText(booking.refundable)) : BOOKING_MESSAGES.nothingLeft}</p>
      <Outcome message={outcome} />
      {booking.refundable > 0 && confirming === null && (
        <form className={kit.form} onSubmit={review} noValidate>
          <TextField label={T.amount} required inputMode="numeric" autoComplete="off" {...form.field('amount')} />
          <TextAreaField
            label={T.reason}
            required
            rows={3}
            maxLength={REFUND_REASON_MAX_LENGTH}
            hint={T.reasonHint}
            {...form.field('reason')}
          />
          <div>
            <button type="submit" className={kit.primary}>
              {T.review}
            </button>
          </div>
        </form>
      )}
      {confirming && (
        <ConfirmPanel
          title={T.confirmTitle}
          confirmLabel={T.confirm}
          busyLabel={T.refunding}
          backLabel={T.back}
          busy={refunding.isLoading}
          onConfirm={() => void send(confirming)}
          onBack={() => setConfirming(null)}
        >
          <p>{T.confirmText(rupeesText(confirming.amount), booking.guest.name)}</p>
          <p className={kit.muted}>
            {T.reason}: {confirming.reason}
          </p>
        </ConfirmPanel>
      )}
    </section>
  );
}
