import { useState } from 'react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { recoveryCodesLeft, TWO_FACTOR_MESSAGES, TWO_FACTOR_TEXTS } from '@agency/contracts';
import { failureMessageOf, isNetworkError } from '../api';
import { SERVER_UNREACHABLE } from '../messages';
import { CodeForm } from './CodeForm';
import { EnrolmentPanel } from './EnrolmentPanel';
import { RecoveryCodes } from './RecoveryCodes';
import {
  useTwoFactorConfirmMutation,
  useTwoFactorDisableMutation,
  useTwoFactorRecoveryCodesMutation,
  useTwoFactorStartMutation,
  useTwoFactorStatusQuery,
} from './twoFactorApi';
import styles from './TwoFactor.module.css';

/**
 * The signed-in account's own two-factor sign-in, for every role: on or off, set it up, new
 * recovery codes (with a current code), turn it off (with a current or a recovery code).
 */
export function TwoFactorSettings() {
  const status = useTwoFactorStatusQuery();
  const [start] = useTwoFactorStartMutation();
  const [confirm] = useTwoFactorConfirmMutation();
  const [renewCodes] = useTwoFactorRecoveryCodesMutation();
  const [disable] = useTwoFactorDisableMutation();
  const [newCodes, setNewCodes] = useState<readonly string[] | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (status.isLoading) {
    return (
      <p className={styles.note} role="status">
        {TWO_FACTOR_TEXTS.loading}
      </p>
    );
  }
  if (status.isError || !status.data) {
    return (
      <div className={styles.enrolment} role="alert">
        <p className={styles.error}>{isNetworkError(status.error) ? SERVER_UNREACHABLE : TWO_FACTOR_TEXTS.loadFailed}</p>
        <button type="button" className={styles.button} onClick={() => void status.refetch()}>
          {TWO_FACTOR_TEXTS.tryAgain}
        </button>
      </div>
    );
  }

  const { enabled, recoveryCodesLeft: left, requiredForRole } = status.data;
  const refresh = () => {
    setNewCodes(null);
    void status.refetch();
  };

  if (newCodes) return <RecoveryCodes codes={newCodes} onDone={refresh} />;

  if (!enabled) {
    return (
      <div className={styles.settings}>
        <p className={styles.stateOff}>
          <ShieldOff size={20} aria-hidden="true" /> {TWO_FACTOR_TEXTS.off}
        </p>
        {requiredForRole && <p className={styles.error}>{TWO_FACTOR_TEXTS.enrolmentRequired}</p>}
        {done && (
          <p className={styles.success} role="status">
            {done}
          </p>
        )}
        <EnrolmentPanel
          start={async () => {
            setDone(null);
            const result = await start();
            return 'error' in result ? failureMessageOf(result.error) : result.data;
          }}
          askPassword
          confirm={async (code, currentPassword) => {
            const result = await confirm({ code, currentPassword });
            if ('error' in result) return failureMessageOf(result.error);
            // It is on now: the codes take the screen (not under 'off'), and the status is read again meanwhile.
            setNewCodes(result.data.recoveryCodes);
            void status.refetch();
            return result.data.recoveryCodes;
          }}
          onDone={refresh}
        />
      </div>
    );
  }

  return (
    <div className={styles.settings}>
      <p className={styles.stateOn}>
        <ShieldCheck size={20} aria-hidden="true" /> {TWO_FACTOR_TEXTS.on}
      </p>
      <p className={styles.note} role="status">
        {recoveryCodesLeft(left)}
      </p>

      <section className={styles.block} aria-labelledby="two-factor-renew-title">
        <h2 id="two-factor-renew-title" className={styles.blockTitle}>
          {TWO_FACTOR_TEXTS.regenerate}
        </h2>
        <p className={styles.note}>{TWO_FACTOR_TEXTS.regeneratePrompt}</p>
        <CodeForm
          kind="totp"
          label={TWO_FACTOR_TEXTS.codeLabel}
          submitLabel={TWO_FACTOR_TEXTS.regenerate}
          busyLabel={TWO_FACTOR_TEXTS.verifying}
          onSubmit={async (code) => {
            const result = await renewCodes({ code });
            if ('error' in result) return failureMessageOf(result.error);
            setNewCodes(result.data.recoveryCodes);
            return undefined;
          }}
        />
      </section>

      <section className={styles.block} aria-labelledby="two-factor-off-title">
        <h2 id="two-factor-off-title" className={styles.blockTitle}>
          {TWO_FACTOR_TEXTS.turnOff}
        </h2>
        {requiredForRole ? (
          <p className={styles.note}>{TWO_FACTOR_MESSAGES.requiredForAdmins}</p>
        ) : (
          <>
            <p className={styles.note}>{TWO_FACTOR_TEXTS.turnOffPrompt}</p>
            <CodeForm
              kind="either"
              label={TWO_FACTOR_TEXTS.codeLabel}
              submitLabel={TWO_FACTOR_TEXTS.turnOff}
              busyLabel={TWO_FACTOR_TEXTS.verifying}
              danger
              onSubmit={async (code) => {
                const result = await disable({ code });
                if ('error' in result) return failureMessageOf(result.error);
                setDone(result.data.message);
                return undefined;
              }}
            />
          </>
        )}
      </section>
    </div>
  );
}
