import { useState, type FormEvent } from 'react';
import { CircleAlert, Clock, LockKeyhole } from 'lucide-react';
import { checkForm, PAYMENT_HOLD_MINUTES, retreatBookingForm, retreatProductInfo, type RoomCategory } from '@agency/contracts';
import { Dialog } from '@agency/ui';
import { formatRupees } from '../format';
import { TextField } from '../forms/TextField';
import formStyles from '../forms/Form.module.css';
import { usePaymentStart } from '../payment/usePaymentStart';
import { texts } from '../texts';
import styles from './RetreatPage.module.css';

export interface Booking {
  category: RoomCategory;
  itemId: number;
  members: number;
  pricePerPerson: number;
}

type Contact = { firstname: string; email: string; phone: string };

/**
 * The booking modal: the chosen room, guests, amount and product prefilled; first name,
 * e-mail and phone to fill in; then the visitor is sent to the payment provider.
 */
export function BookingModal({ booking, onClose }: { booking: Booking; onClose(): void }) {
  const [contact, setContact] = useState<Contact>({ firstname: '', email: '', phone: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const payment = usePaymentStart();
  const amount = booking.members * booking.pricePerPerson;
  const productinfo = retreatProductInfo(booking.category);
  const shownErrors = { ...payment.fieldErrors, ...errors };

  const update = (name: keyof Contact) => (value: string) => {
    setContact((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkForm(retreatBookingForm, contact);
    setErrors(check.errors);
    if (Object.keys(check.errors).length > 0) return;
    await payment.start({
      ...contact,
      category: booking.category,
      itemId: booking.itemId,
      members: booking.members,
      // The server works the amount and product out itself; these are what the visitor agreed to.
      amount,
      productinfo,
    });
  };

  return (
    <Dialog title={`Book the ${booking.category}`} onClose={onClose} locked={payment.processing}>
      <form className={formStyles.fields} onSubmit={submit} noValidate>
        <dl className={styles.summary}>
          <div>
            <dt>Room</dt>
            <dd>{booking.category}</dd>
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
            <dd>{formatRupees(booking.pricePerPerson)}</dd>
          </div>
          <div className={styles.summaryTotal}>
            <dt>Amount (INR)</dt>
            <dd>{formatRupees(amount)}</dd>
          </div>
        </dl>
        <TextField label="First name" name="firstname" autoComplete="given-name" required value={contact.firstname} onChange={(e) => update('firstname')(e.target.value)} error={shownErrors.firstname} />
        <TextField label="E-mail" name="email" type="email" autoComplete="email" required value={contact.email} onChange={(e) => update('email')(e.target.value)} error={shownErrors.email} />
        <TextField label="Phone" name="phone" type="tel" autoComplete="tel" required value={contact.phone} onChange={(e) => update('phone')(e.target.value)} error={shownErrors.phone} />
        {payment.error && (
          <p className={formStyles.formError} role="alert">
            <CircleAlert size={18} aria-hidden="true" />
            {payment.error}
          </p>
        )}
        <p className={styles.holdNote}>
          <Clock size={16} aria-hidden="true" />
          We hold your {booking.category === 'SoulPod' ? 'places' : 'room'} for {PAYMENT_HOLD_MINUTES} minutes while you pay.
        </p>
        <button type="submit" className={formStyles.submit} disabled={payment.processing} aria-busy={payment.processing}>
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
