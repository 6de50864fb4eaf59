import { TWO_FACTOR_TEXTS } from '@agency/contracts';
import { ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { failureMessageOf, isNetworkError } from '../api';
import { ProblemBox, StateLine } from '../kit';
import { SERVER_UNREACHABLE } from '../messages';
import { EnrolmentPanel } from './EnrolmentPanel';
import { RecoveryCodes } from './RecoveryCodes';
import styles from './TwoFactor.module.css';
import { TwoFactorOn } from './TwoFactorOn';
import { useTwoFactorConfirmMutation, useTwoFactorStartMutation, useTwoFactorStatusQuery } from './twoFactorApi';

/**
 * The signed-in account's own two-factor sign-in, for every role: on or off, set it up, new
 * recovery codes (with a current code), turn it off (with a current or a recovery code).
 */
export function TwoFactorSettings() {
  const status = useTwoFactorStatusQuery();
  const [start] = useTwoFactorStartMutation();
  const [confirm] = useTwoFactorConfirmMutation();
  const [newCodes, setNewCodes] = useState<readonly string[] | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (status.isLoading) return <StateLine state="loading">{TWO_FACTOR_TEXTS.loading}</StateLine>;
  if (status.isError || !status.data) {
    return (
      <ProblemBox onRetry={() => void status.refetch()} retryLabel={TWO_FACTOR_TEXTS.tryAgain}>
        {isNetworkError(status.error) ? SERVER_UNREACHABLE : TWO_FACTOR_TEXTS.loadFailed}
      </ProblemBox>
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

  return <TwoFactorOn left={left} requiredForRole={requiredForRole} onNewCodes={setNewCodes} onTurnedOff={setDone} />;
}
