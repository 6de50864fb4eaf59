import { useEffect, useState, type FormEvent } from 'react';
import { CircleAlert, CreditCard, LockKeyhole } from 'lucide-react';
import { checkForm, checkoutForm } from '@agency/contracts';
import type { InitiateRequest } from '../api';
import { TextField } from '../forms/TextField';
import formStyles from '../forms/Form.module.css';
import { usePaymentStart } from '../payment/usePaymentStart';
import { texts } from '../texts';
import styles from './CheckoutPage.module.css';

const EMPTY = { amount: '', productinfo: '', firstname: '', email: '', phone: '', udf1: '' };
type Values = typeof EMPTY;

/**
 * /PayUCheckout: pay any amount (a deposit, a balance) with a card on PayU's hosted page.
 * The same call and the same hand-over to the provider as the retreat booking.
 */
export function CheckoutPage() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const payment = usePaymentStart();
  const shownErrors = { ...payment.fieldErrors, ...errors };

  useEffect(() => {
    document.title = 'Pay with PayU · Escape Vacation';
  }, []);

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    error: shownErrors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkForm(checkoutForm, values);
    setErrors(check.errors);
    if (Object.keys(check.errors).length > 0) return;
    // Checked against checkoutForm, whose fields are the generic checkout's part of the request.
    await payment.start(check.data as InitiateRequest);
  };

  return (
    <section className={styles.card} aria-labelledby="checkout-title">
      <p className={styles.badge}>
        <CreditCard size={16} aria-hidden="true" />
        Card payment
      </p>
      <h1 id="checkout-title" className={styles.title}>
        Pay securely with PayU
      </h1>
      <p className={styles.lead}>Enter the amount and your details; you then pay by card on PayU’s secure page and come straight back here.</p>
      <form className={formStyles.fields} onSubmit={submit} noValidate>
        <TextField label="Amount (INR)" type="number" inputMode="numeric" min={1} step={1} required placeholder="e.g. 5000" {...field('amount')} />
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
