import { TWO_FACTOR_TEXTS } from '@agency/contracts';
import kit from '../kit/kit.module.css';
import styles from './TwoFactor.module.css';

/** The ten recovery codes, shown once, and the button that leaves them behind. */
export function RecoveryCodes({ codes, onDone, headingLevel = 2 }: { codes: readonly string[]; onDone: () => void; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.enrolment} aria-labelledby="recovery-codes-title">
      <Heading id="recovery-codes-title" className={kit.cardTitle}>
        {TWO_FACTOR_TEXTS.recoveryCodesTitle}
      </Heading>
      <p className={kit.hint}>{TWO_FACTOR_TEXTS.recoveryCodesOnce}</p>
      <ol className={styles.codes} aria-label={TWO_FACTOR_TEXTS.recoveryCodesTitle}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <button type="button" className={kit.primary} onClick={onDone}>
        {TWO_FACTOR_TEXTS.recoveryCodesSaved}
      </button>
    </section>
  );
}
