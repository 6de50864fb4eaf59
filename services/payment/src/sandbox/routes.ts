/**
 * The sandbox provider's calls, served only while the sandbox is the configured provider
 * (no PAYU_KEY, not production): a hosted page that checks the request hash like PayU,
 * and the buttons' hand-back that posts PayU's signed result to surl or furl.
 */
import { randomInt } from 'node:crypto';
import { paymentCalls, type SandboxCompleteBody } from '@agency/contracts';
import { badRequest, type Config, notFound, registerCall } from '@agency/service-common';
import type { FastifyInstance } from 'fastify';
import { type PaymentRow, TABLES as T } from '../db/rows';
import { UNKNOWN_TRANSACTION } from '../messages';
import { formatAmount, requestHash, reverseHash, sameHash } from '../payu/hash';
import { type ProviderSettings, returnUrls } from '../payu/provider';
import { recordSandboxOutcome } from './books';
import { newNonce, pagePolicy } from './html';
import { handBackPage, paymentPage } from './pages';
import { checkoutStartPath } from './return-path';

const SANDBOX_OFF = 'The sandbox provider is off: payments go to PayU';

/** What the sandbox page shows for a declined card, as PayU words it. */
export const SANDBOX_DECLINE_MESSAGE = 'Card declined by the issuing bank (sandbox)';

export function registerSandboxRoutes(
  app: FastifyInstance,
  provider: ProviderSettings | null,
  config: Config,
  now: () => number = Date.now,
): void {
  const sandbox = provider?.kind === 'sandbox' ? provider : null;

  registerCall(app, paymentCalls.sandboxPay, async (request, reply) => {
    if (!sandbox) throw notFound(SANDBOX_OFF);
    const { body } = request;
    if (body.key !== sandbox.key) throw badRequest('Unknown merchant key', { key: 'Unknown merchant key' });
    const expected = requestHash(
      {
        key: body.key,
        txnid: body.txnid,
        amount: body.amount,
        productinfo: body.productinfo,
        firstname: body.firstname,
        email: body.email,
        udf1: body.udf1,
        udf2: body.udf2,
        udf3: body.udf3,
        udf4: body.udf4,
        udf5: body.udf5,
      },
      sandbox.salt,
    );
    if (!sameHash(body.hash, expected))
      throw badRequest('The payment request hash does not match', { hash: 'The payment request hash does not match' });
    const nonce = newNonce();
    const started: Pick<PaymentRow, 'category'> | undefined = await app.db(T.payments).where({ txnid: body.txnid }).first('category');
    return reply
      .header('content-security-policy', pagePolicy(nonce, ["'self'"]))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(paymentPage(body, nonce, checkoutStartPath(started)));
  });

  registerCall(app, paymentCalls.sandboxComplete, async (request, reply) => {
    if (!sandbox) throw notFound(SANDBOX_OFF);
    const { txnid } = request.body;
    const payment: PaymentRow | undefined = await app.db(T.payments).where({ txnid }).first();
    if (!payment) throw notFound(UNKNOWN_TRANSACTION);
    // The sandbox's own books: what 'check with provider' and refunds ask it later (books.ts).
    const { mihpayid, outcome } = await recordSandboxOutcome(
      app.db,
      { txnid, amount: Number(payment.amount) },
      request.body.outcome,
      now(),
    );
    const { surl, furl } = returnUrls(config);
    const action = outcome === 'success' ? surl : furl;
    const nonce = newNonce();
    return reply
      .header('content-security-policy', pagePolicy(nonce, [new URL(action).origin]))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(handBackPage(action, providerResult(payment, outcome, sandbox, mihpayid), nonce, checkoutStartPath(payment)));
  });
}

/** The fields PayU posts back, signed with the reverse hash. */
export function providerResult(
  payment: PaymentRow,
  outcome: SandboxCompleteBody['outcome'],
  sandbox: ProviderSettings,
  mihpayid = `SBX${randomInt(1e9, 1e10)}`,
): Record<string, string> {
  const status = outcome === 'success' ? 'success' : 'failure';
  const signed = {
    key: sandbox.key,
    txnid: payment.txnid,
    amount: formatAmount(Number(payment.amount)),
    productinfo: payment.productinfo,
    firstname: payment.firstname,
    email: payment.email,
    udf1: payment.udf1,
    udf2: payment.udf2,
    udf3: payment.udf3,
    udf4: payment.udf4,
    udf5: payment.udf5,
  };
  return {
    mihpayid,
    mode: 'CC',
    status,
    unmappedstatus: outcome === 'success' ? 'captured' : 'failed',
    ...signed,
    phone: payment.phone,
    hash: reverseHash({ ...signed, status }, sandbox.salt),
    error: outcome === 'success' ? 'E000' : 'E308',
    error_Message: outcome === 'success' ? 'No Error' : SANDBOX_DECLINE_MESSAGE,
    bank_ref_num: outcome === 'success' ? String(randomInt(1e11, 1e12)) : '',
    bankcode: 'CC',
  };
}
