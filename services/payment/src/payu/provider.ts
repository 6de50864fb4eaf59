/**
 * Which payment provider the service talks to, from `config.payu`:
 * - PayU (test or production) when PAYU_KEY, PAYU_SALT and PAYU_URL are all set;
 * - otherwise, with PAYMENT_SANDBOX=on (config.paymentSandbox), the built-in sandbox
 *   (sandbox/), which plays PayU's hosted page with the same protocol and a fixed, public
 *   test key and salt, so the whole flow runs on one machine;
 * - otherwise none: a sandbox on a real site would confirm bookings nobody paid for, so
 *   payments are refused instead (503) and the sandbox is not served.
 */
import { paymentCalls } from '@agency/contracts';
import type { Config } from '@agency/service-common';

export interface ProviderSettings {
  kind: 'payu' | 'sandbox';
  key: string;
  salt: string;
  /** Where the browser posts the payment (PayU's _payment endpoint, or the sandbox page). */
  paymentUrl: string;
  /** PayU's merchant API (verify_payment); the sandbox has none. */
  verifyUrl?: string;
}

/** The sandbox's merchant key and salt: test values, printed here on purpose (they guard nothing real). */
export const SANDBOX_CREDENTIALS = { key: 'SANDBOXKEY', salt: 'sandbox-salt-not-a-secret' } as const;

export function providerSettings(config: Config): ProviderSettings | null {
  const { key, salt, url } = config.payu;
  if (key || salt || url) {
    if (!key || !salt || !url) throw new Error('PAYU_KEY, PAYU_SALT and PAYU_URL must be set together');
    return { kind: 'payu', key, salt, paymentUrl: url, verifyUrl: verifyUrlFor(url) };
  }
  if (!config.paymentSandbox) return null;
  return { kind: 'sandbox', ...SANDBOX_CREDENTIALS, paymentUrl: `${config.publicUrl}${paymentCalls.sandboxPay.path}` };
}

/**
 * PayU's merchant API beside its payment URL: test.payu.in serves both; production pays at
 * secure.payu.in and answers API calls at info.payu.in. Any other host (a local stand-in)
 * is asked at its own origin.
 */
export function verifyUrlFor(paymentUrl: string): string {
  const { protocol, host } = new URL(paymentUrl);
  const apiHost = host === 'secure.payu.in' ? 'info.payu.in' : host;
  return `${protocol}//${apiHost}/merchant/postservice.php?form=2`;
}

/** surl and furl: the provider posts the result back to the payment service on the public origin. */
export function returnUrls(config: Config): { surl: string; furl: string } {
  return { surl: `${config.publicUrl}${paymentCalls.success.path}`, furl: `${config.publicUrl}${paymentCalls.failure.path}` };
}
