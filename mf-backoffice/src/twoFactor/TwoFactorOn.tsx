import { recoveryCodesLeft, TWO_FACTOR_TEXTS as T, TWO_FACTOR_MESSAGES } from '@agency/contracts';
import { ShieldCheck } from 'lucide-react';
import { failureMessageOf } from '../api';
import kit from '../kit/kit.module.css';
import { CodeForm } from './CodeForm';
import styles from './TwoFactor.module.css';
import { useTwoFactorDisableMutation, useTwoFactorRecoveryCodesMutation } from './twoFactorApi';

interface Props {
  left: number;
  requiredForRole: boolean;
  /** New recovery codes were made: they take the screen. */
  onNewCodes(codes: readonly string[]): void;
  /** It was turned off: the service's words. */
  onTurnedOff(message: string): void;
}

/** Two-factor sign-in is on: the codes left, new recovery codes (with a current code), and turning it off. */
export function TwoFactorOn({ left, requiredForRole, onNewCodes, onTurnedOff }: Props) {
  const [renewCodes] = useTwoFactorRecoveryCodesMutation();
  const [disable] = useTwoFactorDisableMutation();
  return (
    <div className={styles.settings}>
      <p className={styles.stateOn}>
        <ShieldCheck size={20} aria-hidden="true" /> {T.on}
      </p>
      <p className={kit.hint} role="status">
        {recoveryCodesLeft(left)}
      </p>
      <section className={`${kit.ruled} ${kit.stack}`} aria-labelledby="two-factor-renew-title">
        <h2 id="two-factor-renew-title" className={kit.cardTitle}>
          {T.regenerate}
        </h2>
        <p className={kit.hint}>{T.regeneratePrompt}</p>
        <CodeForm
          kind="totp"
          label={T.codeLabel}
          submitLabel={T.regenerate}
          busyLabel={T.verifying}
          onSubmit={async (code) => {
            const result = await renewCodes({ code });
            if ('error' in result) return failureMessageOf(result.error);
            onNewCodes(result.data.recoveryCodes);
            return undefined;
          }}
        />
      </section>
      <section className={`${kit.ruled} ${kit.stack}`} aria-labelledby="two-factor-off-title">
        <h2 id="two-factor-off-title" className={kit.cardTitle}>
          {T.turnOff}
        </h2>
        {requiredForRole ? (
          <p className={kit.hint}>{TWO_FACTOR_MESSAGES.requiredForAdmins}</p>
        ) : (
          <>
            <p className={kit.hint}>{T.turnOffPrompt}</p>
            <CodeForm
              kind="either"
              label={T.codeLabel}
              submitLabel={T.turnOff}
              busyLabel={T.verifying}
              danger
              onSubmit={async (code) => {
                const result = await disable({ code });
                if ('error' in result) return failureMessageOf(result.error);
                onTurnedOff(result.data.message);
                return undefined;
              }}
            />
          </>
        )}
      </section>
    </div>
  );
}
