import { useHttpStatus, usePageHead } from '@agency/page/remote';
import { NOT_FOUND_TITLE } from '@agency/site';
import { Link } from 'react-router-dom';
import { bookingStepHead } from '../head';
import styles from './PaymentResult.module.css';

/** A retreat path with no screen: the spec's 404 text, inside the retreat frame. */
export function NotFound() {
  useHttpStatus(404);
  usePageHead(bookingStepHead(NOT_FOUND_TITLE));
  return (
    <section className={styles.card} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        {NOT_FOUND_TITLE}
      </h1>
      <p className={styles.message}>There is no retreat page at this address.</p>
      <div className={styles.actions}>
        <Link to="/" className={styles.action}>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
