import { TWO_FACTOR_TEXTS } from '@agency/contracts';
import { useId, useState } from 'react';
import { failureMessageOf } from '../api';
import kit from '../kit/kit.module.css';
import { EnrolledAccounts } from './EnrolledAccounts';
import styles from './TwoFactor.module.css';
import { useSetTwoFactorPolicyMutation, useTwoFactorPolicyQuery } from './twoFactorApi';

/** The admin portal's 'Require two-factor sign-in for administrators', and who has it on. */
export function TwoFactorPolicy() {
  const id = useId();
  const policy = useTwoFactorPolicyQuery();
  const [save, saving] = useSetTwoFactorPolicyMutation();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  /** What the box shows from the click on (the server's answer replaces it; a refusal undoes it). */
  const [choice, setChoice] = useState<boolean | null>(null);

  const change = async (requiredForAdmins: boolean) => {
    setOutcome(null);
    setChoice(requiredForAdmins);
    const result = await save({ requiredForAdmins });
    setChoice('error' in result ? null : result.data.requiredForAdmins);
    setOutcome(
      'error' in result ? { tone: 'error', text: failureMessageOf(result.error) } : { tone: 'success', text: TWO_FACTOR_TEXTS.policySaved },
    );
  };

  return (
    <div className={styles.policy}>
      <label htmlFor={`${id}-policy`} className={kit.check}>
        <input
          id={`${id}-policy`}
          type="checkbox"
          checked={choice ?? policy.data?.requiredForAdmins ?? false}
          disabled={!policy.data || saving.isLoading}
          aria-describedby={`${id}-help`}
          onChange={(event) => void change(event.target.checked)}
        />
        {TWO_FACTOR_TEXTS.policyLabel}
      </label>
      <p id={`${id}-help`} className={kit.hint}>
        {TWO_FACTOR_TEXTS.policyHelp}
      </p>
      <p className={outcome?.tone === 'error' || policy.isError ? styles.error : styles.success} role="status">
        {policy.isLoading ? TWO_FACTOR_TEXTS.policyLoading : policy.isError ? failureMessageOf(policy.error) : outcome?.text}
      </p>
      <EnrolledAccounts />
    </div>
  );
}
