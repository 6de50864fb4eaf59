import { usePageHead } from '@agency/page/remote';
import { TextField } from '@agency/ui';
import { CreditCard, Info, LockKeyhole, Wallet } from '@agency/ui/icons';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import cardStyles from '../checkout/CheckoutPage.module.css';
import formStyles from '../forms/Form.module.css';
import { bookingStepHead } from '../head';
import { paths } from '../paths';
import { texts } from '../texts';
import styles from './PayForm.module.css';

/** The spec's fixed choices: one expiry month, one expiry year, one country. */
const EXPIRY_MONTHS = ['March'] as const;
const EXPIRY_YEARS = ['2025'] as const;
const COUNTRIES = ['United Kingdom'] as const;
const CVV_MAX_LENGTH = 4;

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={formStyles.fields}>{children}</div>
    </fieldset>
  );
}

function Choice({ label, name, options }: { label: string; name: string; options: readonly string[] }) {
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <select id={id} name={name} className={formStyles.select} required>
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </div>
  );
}

/**
 * /PayForm 'Secured Payments': the static card form of the spec. The browser checks that
 * every field but Address 2 is filled; then the data is only written to the console.
 * Nothing is sent anywhere, and the page says so.
 */
export function PayForm() {
  const [logged, setLogged] = useState<string | null>(null);

  usePageHead(bookingStepHead('Secured Payments'));

  const logData = (form: HTMLFormElement, method: string) => {
    const data = Object.fromEntries(new FormData(form).entries());
    console.log(`PayForm (${method}), demonstration only, nothing sent:`, data);
    setLogged(method);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    logData(event.currentTarget, 'card');
  };

  return (
    <section className={`${cardStyles.card} ${styles.wide}`} aria-labelledby="payform-title">
      <p className={cardStyles.badge}>
        <LockKeyhole size={16} aria-hidden="true" />
        Demonstration form
      </p>
      <h1 id="payform-title" className={cardStyles.title}>
        {texts.securedPayments}
      </h1>
      <p className={styles.note}>
        <Info size={18} aria-hidden="true" />
        <span>
          This form is a demonstration: it sends nothing and charges nothing. Real payments for the retreat go through the{' '}
          <Link to={paths.retreat}>retreat booking</Link>, on PayU’s secure page.
        </span>
      </p>
      <form className={styles.form} onSubmit={submit}>
        <Fieldset legend="BOOKING DETAILS">
          <div className={formStyles.twoColumns}>
            <TextField requiredMark="attribute" label="Full name" name="fullName" autoComplete="name" required />
            <TextField requiredMark="attribute" label="Booking reference" name="bookingReference" required />
          </div>
          <div className={formStyles.twoColumns}>
            <TextField requiredMark="attribute" label="E-mail" name="email" type="email" autoComplete="email" required />
            <TextField requiredMark="attribute" label="Phone" name="phone" type="tel" autoComplete="tel" required />
          </div>
          <TextField
            requiredMark="attribute"
            label="Amount"
            name="amount"
            type="number"
            min={1}
            step="0.01"
            inputMode="decimal"
            placeholder="£0.00"
            required
          />
        </Fieldset>
        <Fieldset legend="PAYMENT DETAILS">
          <TextField requiredMark="attribute" label="Name on card" name="cardName" autoComplete="cc-name" required />
          <TextField requiredMark="attribute" label="Card number" name="cardNumber" autoComplete="cc-number" inputMode="numeric" required />
          <div className={styles.threeColumns}>
            <Choice label="Expiry month" name="expiryMonth" options={EXPIRY_MONTHS} />
            <Choice label="Expiry year" name="expiryYear" options={EXPIRY_YEARS} />
            <TextField
              requiredMark="attribute"
              label="CVV"
              name="cvv"
              autoComplete="cc-csc"
              inputMode="numeric"
              maxLength={CVV_MAX_LENGTH}
              required
            />
          </div>
        </Fieldset>
        <Fieldset legend="BILLING ADDRESS">
          <TextField requiredMark="attribute" label="Address 1" name="address1" autoComplete="address-line1" required />
          <TextField requiredMark="attribute" label="Address 2" name="address2" autoComplete="address-line2" />
          <div className={formStyles.twoColumns}>
            <TextField requiredMark="attribute" label="City" name="city" autoComplete="address-level2" required />
            <TextField requiredMark="attribute" label="Postcode" name="postcode" autoComplete="postal-code" required />
          </div>
          <Choice label="Country" name="country" options={COUNTRIES} />
        </Fieldset>
        <Fieldset legend="PAYMENT METHODS">
          <div className={styles.methods}>
            <button type="submit" className={formStyles.submit}>
              <CreditCard size={18} aria-hidden="true" />
              {texts.payWithCard}
            </button>
            <button
              type="button"
              className={styles.wallet}
              onClick={(event) => {
                const form = event.currentTarget.form;
                if (form?.reportValidity()) logData(form, 'wallet');
              }}
            >
              <Wallet size={18} aria-hidden="true" />
              Pay with Wallet
            </button>
          </div>
        </Fieldset>
        {logged && (
          <p className={styles.logged} role="status">
            Thank you. This demonstration form has not sent anything and no payment was taken.
          </p>
        )}
      </form>
    </section>
  );
}
