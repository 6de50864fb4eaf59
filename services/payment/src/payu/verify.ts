/**
 * Asking the provider whether a payment really went through, before a success is recorded:
 * the reverse hash proves who sent the callback, this proves the money arrived. PayU's
 * `verify_payment` command answers the transaction's status and amount.
 */
import { commandHash } from './hash';

export interface VerifiedPayment {
  /** PayU's status word for the transaction ('success', 'failure', 'pending', 'Not Found'…). */
  status: string;
  /** Rupees, as PayU reports them. */
  amount: number;
  mihpayid?: string;
}

export interface PaymentVerifier {
  /** The provider's record of `txnid`; throws when the provider cannot be asked. */
  verify(txnid: string): Promise<VerifiedPayment>;
}

interface VerifyAnswer {
  status?: number;
  msg?: string;
  transaction_details?: Record<string, { status?: string; amt?: string; transaction_amount?: string; mihpayid?: string }>;
}

const VERIFY_TIMEOUT_MS = 10_000;

/** The verify_payment call: form-encoded key, command, var1 (the txnid) and hash (key|command|var1|salt). */
export function payuVerifier(settings: { key: string; salt: string; verifyUrl: string }): PaymentVerifier {
  return {
    async verify(txnid) {
      const command = 'verify_payment';
      const body = new URLSearchParams({
        key: settings.key,
        command,
        var1: txnid,
        hash: commandHash(settings.key, command, txnid, settings.salt),
      });
      const response = await fetch(settings.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`verify_payment answered HTTP ${response.status}`);
      const answer = (await response.json()) as VerifyAnswer;
      const details = answer.transaction_details?.[txnid];
      if (!details) throw new Error(`verify_payment did not describe ${txnid}: ${answer.msg ?? 'no message'}`);
      return {
        status: details.status ?? 'unknown',
        amount: Number(details.amt ?? details.transaction_amount ?? NaN),
        mihpayid: details.mihpayid,
      };
    },
  };
}
