import {
  PAYMENT_HOLD_MINUTES,
  type RoomCategory,
  retreatBookingForm,
  retreatBookingFormValidator,
  retreatProductInfo,
} from '@agency/contracts';
import { Dialog, TextField, useContractForm } from '@agency/ui';
import { CircleAlert, Clock, LockKeyhole } from '@agency/ui/icons';
import { useEffect, useId, useState } from 'react';
import { useGetInventoryQuery } from '../api';
import { formatRupees } from '../format';
import formStyles from '../forms/Form.module.css';
import { PAYMENT_FORM } from '../forms/paymentForm';
import { useCheckoutProof } from '../payment/useCheckoutProof';
import { usePaymentStart } from '../payment/usePaymentStart';
import { texts } from '../texts';
import styles from './RetreatPage.module.css';
import { roomCards } from './rooms';

/** How often the modal asks how many places are left while the guest fills it in. */
export const AVAILABILITY_POLL_MS = 5_000;

export interface Booking {
  category: RoomCategory;
  /** The name guests see (the category unless staff named the room). */
  name: string;
  itemId: number;
  members: number;
  pricePerPerson: number;
}

const EMPTY_CONTACT = { firstname: '', email: '', phone: '' };

/**
 * The booking modal: the chosen room, guests, amount and product prefilled; first name,
 * e-mail and phone to fill in; then the visitor is sent to the payment provider.
 */
export function BookingModal({ booking, onClose }: { booking: Booking; onClose(): void }) {
  const { field, handleSubmit } = useContractForm(retreatBookingFormValidator, retreatBookingForm, EMPTY_CONTACT, PAYMENT_FORM);
  const payment = usePaymentStart();
  // Solved in the background while the guest fills in the form (a retreat booking brings one).
  const proof = useCheckoutProof();
  // Availability and price stay live while the modal is open: a room sold out meanwhile disables Pay, with the reason.
  const inventory = useGetInventoryQuery(undefined, { pollingInterval: AVAILABILITY_POLL_MS });
  const live = inventory.data ? roomCards(inventory.data).find((card) => card.category === booking.category) : undefined;
  const pricePerPerson = live?.pricePerPerson ?? booking.pricePerPerson;
  const unit = booking.category === 'SoulPod' ? 'place' : 'room';
  const needed = unit === 'place' ? booking.members : 1;
  const goneId = useId();
  // From Pay until the server refuses, the guest's own hold is in the counts: it is not "sold out" to them.
  const [holding, setHolding] = useState(false);
  const gone =
    !holding && live !== undefined && live.availableItems < needed
      ? texts.roomGone(live.name, unit, live.availableItems, booking.members)
      : null;
  const refetchInventory = inventory.refetch;
  // A refusal (sold out, 409) means the counts moved: read them now rather than at the next poll.
  useEffect(() => {
    if (!payment.error) return;
    setHolding(false);
    void refetchInventory();
  }, [payment.error, refetchInventory]);
  const amount = booking.members * pricePerPerson;
  const productinfo = retreatProductInfo(booking.category);
  /** The field's props, with the server's message for it when the form has none of its own. */
  const contactField = (name: keyof typeof EMPTY_CONTACT) => {
    const props = field(name);
    return { ...props, error: props.error ?? payment.fieldErrors[name] };
  };

  const submit = handleSubmit(async (contact) => {
    if (gone) return;
    setHolding(true);
    await payment.start(
      {
        ...(contact as typeof EMPTY_CONTACT),
        category: booking.category,
        itemId: booking.itemId,
        members: booking.members,
        // The server works the amount and product out itself; these are what the visitor agreed to.
        amount,
        productinfo,
      },
      proof,
    );
  });

  return (
    <Dialog title={`Book the ${booking.name}`} onClose={onClose} locked={payment.processing}>
      <form className={formStyles.fields} onSubmit={submit} noValidate>
        <dl className={styles.summary}>
          <div>
            <dt>Room</dt>
            <dd>{booking.name}</dd>
          </div>
          <div>
            <dt>Guests</dt>
            <dd>{booking.members}</dd>
          </div>
          <div>
            <dt>Product</dt>
            <dd>{productinfo}</dd>
          </div>
          <div>
            <dt>Price per person</dt>
            <dd>{formatRupees(pricePerPerson)}</dd>
          </div>
          <div className={styles.summaryTotal}>
            <dt>Amount (INR)</dt>
            <dd>{formatRupees(amount)}</dd>
          </div>
        </dl>
        <TextField label="First name" autoComplete="given-name" required requiredMark="attribute" {...contactField('firstname')} />
        <TextField label="E-mail" type="email" autoComplete="email" required requiredMark="attribute" {...contactField('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" required requiredMark="attribute" {...contactField('phone')} />
        {payment.error && !gone && (
          <p className={formStyles.formError} role="alert">
            <CircleAlert size={18} aria-hidden="true" />
            {payment.error}
          </p>
        )}
        {gone && (
          <p id={goneId} className={formStyles.formError} role="alert">
            <CircleAlert size={18} aria-hidden="true" />
            {gone}
          </p>
        )}
        <p className={styles.holdNote}>
          <Clock size={16} aria-hidden="true" />
          {texts.holdNote(booking.category === 'SoulPod' ? 'places' : 'room', PAYMENT_HOLD_MINUTES)}
        </p>
        <button
          type="submit"
          className={formStyles.submit}
          disabled={payment.processing || gone !== null}
          aria-busy={payment.processing}
          aria-describedby={gone ? goneId : undefined}
        >
          {payment.processing ? texts.processing : `Pay ${formatRupees(amount)}`}
        </button>
        <p className={formStyles.secure}>
          <LockKeyhole size={14} aria-hidden="true" />
          Card payment on PayU’s secure page
        </p>
      </form>
    </Dialog>
  );
}
