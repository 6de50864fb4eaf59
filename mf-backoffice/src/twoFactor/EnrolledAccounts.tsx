import { resetTwoFactorLabel, TWO_FACTOR_TEXTS, type TwoFactorAccounts } from '@agency/contracts';
import { useState } from 'react';
import { failureMessageOf } from '../api';
import kit from '../kit/kit.module.css';
import { useVerifiedSession } from '../session/VerifiedSession';
import styles from './TwoFactor.module.css';
import { useResetTwoFactorMutation, useTwoFactorAccountsQuery } from './twoFactorApi';

type Account = TwoFactorAccounts[number];

/**
 * The admin portal's list of accounts with two-factor sign-in on, and the way back in for one
 * that lost its phone and its recovery codes: an administrator turns it off (asked twice).
 */
export function EnrolledAccounts() {
  const accounts = useTwoFactorAccountsQuery();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  let body;
  if (accounts.isLoading) body = <p className={kit.hint}>{TWO_FACTOR_TEXTS.policyLoading}</p>;
  else if (accounts.isError || !accounts.data) body = <p className={styles.error}>{failureMessageOf(accounts.error)}</p>;
  else if (accounts.data.length === 0) body = <p className={kit.hint}>{TWO_FACTOR_TEXTS.noneEnrolled}</p>;
  else {
    body = (
      <ul className={kit.list}>
        {accounts.data.map((account) => (
          <EnrolledAccount key={account._id} account={account} onOutcome={setOutcome} />
        ))}
      </ul>
    );
  }

  return (
    <section className={`${kit.ruled} ${kit.stackTight}`} aria-labelledby="two-factor-accounts-title">
      <h3 id="two-factor-accounts-title" className={styles.enrolledTitle}>
        {TWO_FACTOR_TEXTS.enrolledTitle}
      </h3>
      <p className={kit.hint}>{TWO_FACTOR_TEXTS.resetHelp}</p>
      {body}
      <p className={outcome?.tone === 'error' ? styles.error : styles.success} role="status">
        {outcome?.text}
      </p>
    </section>
  );
}

function EnrolledAccount({
  account,
  onOutcome,
}: {
  account: Account;
  onOutcome: (outcome: { tone: 'success' | 'error'; text: string } | null) => void;
}) {
  const { username: signedIn } = useVerifiedSession();
  const [confirming, setConfirming] = useState(false);
  const [reset, { isLoading }] = useResetTwoFactorMutation();
  const turnOff = async () => {
    onOutcome(null);
    const result = await reset(account._id);
    setConfirming(false);
    onOutcome(
      'error' in result
        ? { tone: 'error', text: failureMessageOf(result.error) }
        : { tone: 'success', text: `${account.username}: ${result.data.message}` },
    );
  };
  return (
    <li className={`${kit.listRow} ${styles.account}`}>
      <span>{account.username}</span>
      {account.username !== signedIn &&
        (confirming ? (
          <span className={kit.actions}>
            <button type="button" className={kit.danger} disabled={isLoading} onClick={() => void turnOff()}>
              {TWO_FACTOR_TEXTS.resetConfirm}
            </button>
            <button type="button" className={kit.rowButton} disabled={isLoading} onClick={() => setConfirming(false)}>
              {TWO_FACTOR_TEXTS.cancel}
            </button>
          </span>
        ) : (
          <button type="button" className={kit.rowButton} onClick={() => setConfirming(true)}>
            {resetTwoFactorLabel(account.username)}
          </button>
        ))}
    </li>
  );
}
