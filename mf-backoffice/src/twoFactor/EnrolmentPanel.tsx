import { TWO_FACTOR_TEXTS, type TwoFactorEnrolment } from '@agency/contracts';
import { useState } from 'react';
import kit from '../kit/kit.module.css';
import { CodeForm } from './CodeForm';
import { QrCode } from './QrCode';
import { RecoveryCodes } from './RecoveryCodes';
import styles from './TwoFactor.module.css';

interface Props {
  /** Asks the server for a new pending secret; resolves to it, or to an error text. */
  start: () => Promise<TwoFactorEnrolment | string>;
  /** Confirms with a code (and the password, when `askPassword`); resolves to the recovery codes, or to an error text. */
  confirm: (code: string, currentPassword: string) => Promise<readonly string[] | string>;
  /** Ask for the account's password with the code (the settings page: a signed-in session alone is not enough). */
  askPassword?: boolean;
  /** Once the recovery codes are saved. */
  onDone: () => void;
  headingLevel?: 2 | 3;
}

type Stage =
  | { name: 'idle'; error?: string }
  | { name: 'started'; enrolment: TwoFactorEnrolment }
  | { name: 'codes'; codes: readonly string[] };

/**
 * Setting up two-factor sign-in: 'Set up two-factor sign-in' asks for a secret (never made
 * before the person asks, so a reload or a second tab cannot leave two in play unseen), then
 * the QR code and the setup key as text, the first code, and the recovery codes once.
 */
export function EnrolmentPanel({ start, confirm, onDone, headingLevel = 2, askPassword = false }: Props) {
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const [starting, setStarting] = useState(false);

  const begin = async () => {
    setStarting(true);
    const answer = await start();
    setStarting(false);
    setStage(typeof answer === 'string' ? { name: 'idle', error: answer } : { name: 'started', enrolment: answer });
  };

  if (stage.name === 'codes') return <RecoveryCodes codes={stage.codes} onDone={onDone} headingLevel={headingLevel} />;

  if (stage.name === 'idle') {
    return (
      <div className={styles.enrolment}>
        <p className={kit.hint}>{TWO_FACTOR_TEXTS.intro}</p>
        <button type="button" className={kit.primary} onClick={() => void begin()} disabled={starting}>
          {starting ? TWO_FACTOR_TEXTS.starting : TWO_FACTOR_TEXTS.start}
        </button>
        <p className={styles.error} role="alert">
          {stage.error}
        </p>
      </div>
    );
  }

  const { enrolment } = stage;
  return (
    <div className={styles.enrolment}>
      <p className={kit.hint}>{TWO_FACTOR_TEXTS.scanQr}</p>
      <QrCode uri={enrolment.otpauthUri} />
      <p className={styles.field}>
        <span className={kit.prompt}>{TWO_FACTOR_TEXTS.secretLabel}</span>
        <code className={styles.secret} data-testid="two-factor-secret">
          {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
        </code>
      </p>
      <p className={kit.hint}>{askPassword ? TWO_FACTOR_TEXTS.confirmWithPasswordPrompt : TWO_FACTOR_TEXTS.confirmPrompt}</p>
      <CodeForm
        kind="totp"
        label={TWO_FACTOR_TEXTS.codePrompt}
        submitLabel={TWO_FACTOR_TEXTS.turnOn}
        busyLabel={TWO_FACTOR_TEXTS.verifying}
        passwordLabel={askPassword ? TWO_FACTOR_TEXTS.passwordPrompt : undefined}
        onSubmit={async (code, currentPassword) => {
          const answer = await confirm(code, currentPassword);
          if (typeof answer === 'string') return answer;
          setStage({ name: 'codes', codes: answer });
          return undefined;
        }}
      />
    </div>
  );
}
