import { BOOKING_MESSAGES, type Booking, type RefundRequest, refundRequest, refundRequestValidator } from '@agency/contracts';
import { TextField, useContractForm } from '@agency/ui';
import { Undo2 } from 'lucide-react';
import { failureMessageOf } from '../api';
import { kit } from '../kit';
import { useRefundBookingMutation } from './bookingsApi';
import { rupeesText } from './format';
import { MoneyActionForm, useMoneyAction } from './MoneyActionForm';
import { REFUND_FORM_TEXTS as T } from './texts';

const MONEY_FORM = { afterSend: 'recheck', focusFirstError: false } as const;

/**
 * The refund of a paid booking: the amount starts at what is refundable, a reason is required
 * (the contract's check, and never more than this booking has left), and a second step says
 * what will happen before anything is sent. A refused refund keeps what was typed and shows
 * the service's reason.
 */
export function RefundForm({ booking }: { booking: Booking }) {
  const initial = { amount: String(booking.refundable), reason: '' };
  const form = useContractForm<typeof refundRequest, RefundRequest>(refundRequestValidator, refundRequest, initial, MONEY_FORM);
  const [refund, refunding] = useRefundBookingMutation();
  const action = useMoneyAction<RefundRequest>(async (asked) => {
    const answer = await refund({ txnid: booking.txnid, ...asked });
    if ('error' in answer) return { tone: 'error', text: failureMessageOf(answer.error) };
    form.reset({ amount: String(answer.data.booking.refundable), reason: '' });
    return { tone: 'success', text: T.done(rupeesText(answer.data.refund.amount)) };
  });
  const { confirming } = action;
  const check = form.handleSubmit((checked) => {
    if (checked.amount > booking.refundable) form.refuse('amount', BOOKING_MESSAGES.tooMuch(booking.refundable));
    else action.review({ amount: checked.amount, reason: checked.reason.trim() });
  });

  return (
    <MoneyActionForm
      id="refund"
      icon={<Undo2 size={20} aria-hidden="true" />}
      title={T.title}
      lead={booking.refundable > 0 ? T.lead(rupeesText(booking.refundable)) : BOOKING_MESSAGES.nothingLeft}
      outcome={action.outcome}
      open={booking.refundable > 0 || confirming !== null}
      onSubmit={action.submit(check)}
      fields={<TextField label={T.amount} required inputMode="numeric" autoComplete="off" {...form.field('amount')} />}
      reason={{ label: T.reason, hint: T.reasonHint, ...form.field('reason') }}
      review={{ label: T.review, className: kit.primary }}
      confirm={
        confirming && {
          title: T.confirmTitle,
          confirmLabel: T.confirm,
          busyLabel: T.refunding,
          backLabel: T.back,
          busy: refunding.isLoading,
          onConfirm: () => void action.confirm(confirming),
          onBack: action.back,
          body: (
            <>
              <p>{T.confirmText(rupeesText(confirming.amount), booking.guest.name)}</p>
              <p className={kit.muted}>
                {T.reason}: {confirming.reason}
              </p>
            </>
          ),
        }
      }
    />
  );
}
