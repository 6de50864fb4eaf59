/**
 * Refunds through the payment provider, two implementations of one interface:
 * - PayU's merchant API, command `cancel_refund_transaction` on the postservice endpoint
 *   verify_payment uses: var1 the payment's mihpayid, var2 our refund's unique token, var3 the
 *   amount; hash sha512(key|command|var1|salt). PayU answers `status: 1` when it queued the
 *   refund (with its request id), `status: 0` and a message when it refused it;
 * - the built-in sandbox (sandbox/books.ts), which keeps its own books of what it captured and
 *   refunded and refuses a refund beyond what it captured.
 */
import type { Knex } from 'knex';
import { commandHash } from '../payu/hash';
import type { ProviderSettings } from '../payu/provider';
import { sandboxRefund } from '../sandbox/books';
import type { RefundAnswer, RefundOrder } from './refund-order';

export type { RefundAnswer, RefundOrder } from './refund-order';

export interface RefundProvider {
  /**
   * Throws when no answer came: RefundNotSent when the request certainly never reached the
   * provider, any other error when it may have (a timeout, a reset, an error page): then the
   * refund may have been made, and only asking again with the same token can tell.
   */
  refund(order: RefundOrder): Promise<RefundAnswer>;
}

/** The provider was never reached: nothing can have been refunded. */
export class RefundNotSent extends Error {}

/**
 * Node's errors that say the connection was never made (refused, no such host, no route,
 * the connect attempt timed out): the request was not sent. A reset or a timeout after
 * connecting says nothing of the kind.
 */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

function neverConnected(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; errors?: Array<{ code?: string }> } })?.cause;
  // A host with several addresses fails with an AggregateError of one error per address.
  const codes = [cause?.code, ...(cause?.errors ?? []).map((each) => each.code)];
  return (
    codes.some((code) => code !== undefined && NOT_CONNECTED.has(code)) &&
    codes.every((code) => code === undefined || NOT_CONNECTED.has(code))
  );
}

interface PayuRefundAnswer {
  status?: number;
  msg?: string;
  request_id?: string | number;
  error_code?: string | number;
}

/** PayU's refund call gives up after this; the recovery sweep's lease is far longer (refund-recovery.ts). */
export const REFUND_TIMEOUT_MS = 15_000;

export function payuRefunds(settings: { key: string; salt: string; verifyUrl: string }): RefundProvider {
  return {
    async refund(order) {
      const command = 'cancel_refund_transaction';
      const body = new URLSearchParams({
        key: settings.key,
        command,
        var1: order.providerReference,
        var2: order.requestId,
        var3: order.amount.toFixed(2),
        hash: commandHash(settings.key, command, order.providerReference, settings.salt),
      });
      const response = await fetch(settings.verifyUrl, {
        method: 'POST',
        // A connection of its own: a kept-alive one that PayU had closed meanwhile fails as
        // "other side closed", which cannot tell a request never read from one cut short.
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', connection: 'close' },
        body,
        signal: AbortSignal.timeout(REFUND_TIMEOUT_MS),
      }).catch((error: unknown) => {
        throw neverConnected(error) ? new RefundNotSent(`PayU could not be reached: ${(error as Error).message}`) : error;
      });
      if (!response.ok) throw new Error(`cancel_refund_transaction answered HTTP ${response.status}`);
      const answer = (await response.json()) as PayuRefundAnswer;
      if (Number(answer.status) === 1) return { ok: true, reference: String(answer.request_id ?? order.requestId) };
      return { ok: false, message: answer.msg?.trim() || `error ${answer.error_code ?? 'unknown'}` };
    },
  };
}

export function sandboxRefunds(db: Knex, now: () => number): RefundProvider {
  return { refund: (order) => sandboxRefund(db, order, now()) };
}

/** The refund provider of the configured payment provider (none without one). */
export function refundProviderFor(provider: ProviderSettings | null, db: Knex, now: () => number): RefundProvider | undefined {
  if (provider?.kind === 'payu' && provider.verifyUrl)
    return payuRefunds({ key: provider.key, salt: provider.salt, verifyUrl: provider.verifyUrl });
  if (provider?.kind === 'sandbox') return sandboxRefunds(db, now);
  return undefined;
}
