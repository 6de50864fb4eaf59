import { checkoutForm, checkoutFormValidator } from '@agency/contracts';
import { usePageHead } from '@agency/page/remote';
import { TextField, useContractForm } from '@agency/ui';
import { CircleAlert, CreditCard, LockKeyhole } from '@agency/ui/icons';
import type { InitiateRequest } from '../api';
import formStyles from '../forms/Form.module.css';
import { PAYMENT_FORM } from '../forms/paymentForm';
import { bookingStepHead } from '../head';
import { usePaymentStart } from '../payment/usePaymentStart';
import { texts } from '../texts';
import styles from './CheckoutPage.module.css';

const EMPTY = { amount: '', productinfo: '', firstname: '', email: '', phone: '', udf1: '' };

/**
 * /PayUCheckout: pay any amount (a deposit, a balance) with a card on PayU's hosted page.
 * The same call and the same hand-over to the provider as the retreat booking.
 */
export function CheckoutPage() {
  const form = useContractForm(checkoutFormValidator, checkoutForm, EMPTY, PAYMENT_FORM);
  const payment = usePaymentStart();

  usePageHead(bookingStepHead('Pay with PayU'));

  /** The field's props, with the server's message for it when the form has none of its own. */
  const field = (name: keyof typeof EMPTY) => {
    const props = form.field(name);
    return { ...props, error: props.error ?? payment.fieldErrors[name], requiredMark: 'attribute' as const };
  };

  // Checked against checkoutForm, whose fields are the generic checkout's part of the request.
  const submit = form.handleSubmit((data) => payment.start(data as InitiateRequest));

  return (
    <section className={styles.card} aria-labelledby="checkout-title">
      <p className={styles.badge}>
        <CreditCard size={16} aria-hidden="true" />
        Card payment
      </p>
      <h1 id="checkout-title" className={styles.title}>
        Pay securely with PayU
      </h1>
      <p className={styles.lead}>
        Enter the amount and your details; you then pay by card on PayU’s secure page and come straight back here.
      </p>
      <form className={formStyles.fields} onSubmit={submit} noValidate>
        <TextField
          label="Amount (INR)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          placeholder="e.g. 5000"
          {...field('amount')}
        />
        <TextField label="Product info" required placeholder="What you are paying for" {...field('productinfo')} />
        <div className={formStyles.twoColumns}>
          <TextField label="First name" autoComplete="given-name" required {...field('firstname')} />
          <TextField label="E-mail" type="email" autoComplete="email" required {...field('email')} />
        </div>
        <TextField label="Phone" type="tel" autoComplete="tel" required {...field('phone')} />
        <TextField label="Reference ID" hint="Your booking or invoice reference, if you have one" {...field('udf1')} />
        {payment.error && (
          <p className={formStyles.formError} role="alert">
            <CircleAlert size={18} aria-hidden="true" />
            {payment.error}
          </p>
        )}
        <button type="submit" className={formStyles.submit} disabled={payment.processing} aria-busy={payment.processing}>
          {payment.processing ? texts.processing : 'Proceed to Payment'}
        </button>
        <p className={formStyles.secure}>
          <LockKeyhole size={14} aria-hidden="true" />
          Payments in INR, processed by PayU. We never see your card details.
        </p>
      </form>
    </section>
  );
}
