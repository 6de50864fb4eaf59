import { type Booking, type CancelRequest, cancelRequest, cancelRequestValidator } from '@agency/contracts';
import { useContractForm } from '@agency/ui';
import { Ban } from 'lucide-react';
import { failureMessageOf } from '../api';
import { kit } from '../kit';
import { useCancelBookingMutation } from './bookingsApi';
import { MoneyActionForm, useMoneyAction } from './MoneyActionForm';
import { CANCEL_FORM_TEXTS as T } from './texts';

const MONEY_FORM = { afterSend: 'recheck', focusFirstError: false } as const;

/**
 * Cancelling a paid booking (administrators and managers): a reason (the contract's check),
 * then a second step that says what happens. A refused cancellation keeps the reason and
 * shows the service's words.
 */
export function CancelForm({ booking, what }: { booking: Booking; what: string }) {
  const form = useContractForm<typeof cancelRequest, CancelRequest>(cancelRequestValidator, cancelRequest, { reason: '' }, MONEY_FORM);
  const [cancel, cancelling] = useCancelBookingMutation();
  const action = useMoneyAction<string>(async (reason) => {
    const answer = await cancel({ txnid: booking.txnid, reason });
    return 'error' in answer ? { tone: 'error', text: failureMessageOf(answer.error) } : { tone: 'success', text: T.done };
  });
  const { confirming } = action;
  const paid = booking.status === 'paid';

  // Once cancelled the booking is no longer paid: the card stays only to say it went through.
  if (!paid && action.outcome === null) return null;

  return (
    <MoneyActionForm
      id="cancel"
      icon={<Ban size={20} aria-hidden="true" />}
      title={T.title}
      lead={paid && T.lead}
      outcome={action.outcome}
      open={paid}
      onSubmit={action.submit(form.handleSubmit((checked) => action.review(checked.reason.trim())))}
      reason={{ label: T.reason, hint: T.reasonHint, ...form.field('reason') }}
      review={{ label: T.review, className: kit.secondary }}
      confirm={
        confirming === null
          ? null
          : {
              title: T.confirmTitle,
              confirmLabel: T.confirm,
              busyLabel: T.cancelling,
              backLabel: T.back,
              busy: cancelling.isLoading,
              onConfirm: () => void action.confirm(confirming),
              onBack: action.back,
              body: (
                <>
                  <p>{T.confirmText(booking.guest.name, what)}</p>
                  <p className={kit.muted}>
                    {T.confirmReason}: {confirming}
                  </p>
                </>
              ),
            }
      }
    />
  );
}
