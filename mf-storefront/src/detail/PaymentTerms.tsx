import { imageUrl } from '../paths';
import styles from './PackageDetail.module.css';
import { PAYMENT_NOTES, PAYMENT_TERMS_ARTWORK } from './paymentNotes';

/** Payment Terms: the schedule as a picture, and the NOTES beside it (the spec's package detail and business constants). */
export function PaymentTerms() {
  return (
    <section className={styles.block} aria-labelledby="payment-terms-title">
      <h2 id="payment-terms-title" className={styles.blockTitle}>
        Payment Terms
      </h2>
      <img
        className={styles.paymentTerms}
        src={imageUrl(PAYMENT_TERMS_ARTWORK)}
        alt="Payment terms in three steps: reserve with a deposit at 0% interest, spread the balance in instalments, and pay the airfare in full so tickets can be issued before you fly."
        width={1200}
        height={800}
        loading="lazy"
        decoding="async"
      />
      <h3 className={styles.notesTitle}>NOTES</h3>
      <ul className={styles.notes}>
        {PAYMENT_NOTES.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}
