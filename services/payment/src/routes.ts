/**
 * The payment calls of the contract table (health is registered for every service by
 * servicePlugin): inventory, initiation, the provider's returns, status, and the sandbox.
 */
import { createHmac } from 'node:crypto';
import { CALLBACK_ERRORS, type PaymentStatusResponse, PROOF_OF_WORK_TEXTS, paymentCalls, TOO_MANY_CHECKOUTS } from '@agency/contracts';
import {
  badRequest,
  clientAddress,
  createProofOfWork,
  errorBody,
  forbidden,
  installClientLimiter,
  notFound,
  registerCall,
  type ServiceOptions,
} from '@agency/service-common';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type RefundProvider, refundProviderFor } from './bookings/refund-provider';
import { startRefundRecovery } from './bookings/refund-recovery';
import { registerBookingRoutes } from './bookings/routes';
import { handleProviderReturn } from './callbacks';
import type { Clock } from './clock';
import { type PaymentRow, TABLES as T } from './db/rows';
import { listInventory, releaseExpiredHolds } from './holds';
import { initiatePayment } from './initiate';
import { installPaymentMail } from './mail';
import { PAYMENTS_UNAVAILABLE, UNKNOWN_TRANSACTION } from './messages';
import { acceptFormBodies } from './payu/form-body';
import { providerSettings } from './payu/provider';
import { type PaymentVerifier, payuVerifier } from './payu/verify';
import { registerStaffRoomRoutes } from './rooms/routes';
import { registerSandboxRoutes } from './sandbox/routes';

export interface PaymentDependencies {
  clock: Clock;
  /** Confirms successes with the provider; by default PayU's verify_payment when PayU is configured. */
  verifier?: PaymentVerifier;
  /** How often this instance releases expired holds besides doing it on every read (ms; 0 = never). */
  sweepIntervalMs: number;
  /** The provider's refund call; by default PayU's cancel_refund_transaction or the sandbox's. */
  refunds?: RefundProvider;
  /**
   * How often this instance recovers interrupted refunds (bookings/refund-recovery.ts), besides
   * once at start-up (ms; 0 = never, not even at start-up).
   */
  refundRecoveryIntervalMs: number;
}

export function paymentRoutes(deps: PaymentDependencies): FastifyPluginAsync<ServiceOptions> {
  return async (app, { db, config }) => {
    const provider = providerSettings(config);
    if (!provider)
      app.log.warn(
        'payment: no PayU configuration and PAYMENT_SANDBOX is off, so online payment is off (set PAYU_KEY, PAYU_SALT, PAYU_URL)',
      );
    if (provider?.kind === 'sandbox') {
      app.log.warn(
        'payment: THE SANDBOX PAYMENT PROVIDER IS ON (PAYMENT_SANDBOX=on): bookings are confirmed without any payment; never on a public site',
      );
    }
    const verifier =
      deps.verifier ??
      (provider?.kind === 'payu' && provider.verifyUrl ? payuVerifier({ ...provider, verifyUrl: provider.verifyUrl }) : undefined);
    acceptFormBodies(app);
    startExpirySweep(app, deps);
    // Receipts and failure notices, queued with the outcome; the outbox calls.
    const mail = installPaymentMail(app, deps.clock);
    const refunds = deps.refunds ?? refundProviderFor(provider, db, deps.clock);

    registerCall(app, paymentCalls.inventory, async () => {
      await releaseExpiredHolds(db, deps.clock());
      return listInventory(db);
    });

    // Starting a checkout holds rooms: a client may start only a few (one open hold per contact: holds.ts).
    const limitCheckouts = await installClientLimiter(app, config, {
      namespace: 'agency:payment:initiate:',
      purpose: 'checkout',
      message: TOO_MANY_CHECKOUTS,
      limits: [{ name: 'quarter-hour', max: config.checkoutLimitPerQuarterHour, windowMs: 15 * 60_000 }],
    });
    // A retreat checkout holds places: it costs the browser a proof of work, each solution once.
    // Its expiry is wall-clock time (the library checks it so), not the service's clock.
    const proofOfWork = createProofOfWork({ secret: `${config.jwtSecret}:checkout-proof-of-work` });
    registerCall(app, paymentCalls.checkoutChallenge, async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return proofOfWork.challenge();
    });
    /** Which address a hold came from, as a keyed hash: the address itself is not kept. */
    const clientOf = (request: FastifyRequest) =>
      createHmac('sha256', config.jwtSecret).update(clientAddress(request)).digest('base64url').slice(0, 32);

    registerCall(
      app,
      paymentCalls.initiate,
      async (request, reply) => {
        // Answered here: the error handler words every 5xx as a fault of ours, and this is a setting.
        if (!provider) return reply.status(503).send(errorBody(503, PAYMENTS_UNAVAILABLE));
        if (request.body.category !== undefined) {
          const verdict = await proofOfWork.verify(request.body.proofOfWork);
          if (!verdict.ok) {
            request.log.warn({ reason: verdict.reason }, 'checkout refused: proof of work');
            throw verdict.reason === 'missing' ? badRequest(PROOF_OF_WORK_TEXTS.missing) : forbidden(PROOF_OF_WORK_TEXTS[verdict.reason]);
          }
        }
        return initiatePayment(request.body, { db, config, provider, now: deps.clock(), client: clientOf(request) });
      },
      { onRequest: limitCheckouts },
    );

    for (const [kind, call] of [
      ['success', paymentCalls.success],
      ['failure', paymentCalls.failure],
    ] as const) {
      registerCall(app, call, async (request, reply) => {
        const outcome = await handleProviderReturn(kind, request.body, {
          db,
          provider,
          verifier,
          now: deps.clock(),
          publicUrl: config.publicUrl,
          refunds,
        });
        if (outcome.verdict === 'accepted') mail.wake();
        if (outcome.verdict !== 'accepted' && outcome.verdict !== 'duplicate') {
          request.log.warn({ txnid: request.body.txnid, verdict: outcome.verdict }, 'payment callback refused');
        }
        return reply.redirect(outcome.location, 303);
      });
    }

    registerCall(app, paymentCalls.status, async (request): Promise<PaymentStatusResponse> => {
      const { txnid } = request.params;
      await releaseExpiredHolds(db, deps.clock());
      const payment: PaymentRow | undefined = await db(T.payments).where({ txnid }).first();
      if (!payment) throw notFound(UNKNOWN_TRANSACTION);
      // A payment that found no place left is being refunded: for the guest it did not book anything.
      const unplaced = payment.status === 'success' && payment.error === CALLBACK_ERRORS.noPlaceLeft;
      return {
        txnid: payment.txnid,
        status: unplaced ? 'failure' : payment.status,
        amount: Number(payment.amount),
        productinfo: payment.productinfo,
        ...(payment.category ? { category: payment.category } : {}),
        ...(payment.members !== null ? { members: Number(payment.members) } : {}),
        ...(payment.error ? { error: payment.error } : {}),
      };
    });

    registerSandboxRoutes(app, provider, config, deps.clock);
    registerStaffRoomRoutes(app, db, deps.clock);
    registerBookingRoutes(app, { db, provider, verifier, refunds, clock: deps.clock });
    // Refunds a dead process left under way are asked about again and recorded.
    startRefundRecovery(app, { provider: refunds, now: deps.clock, intervalMs: deps.refundRecoveryIntervalMs });
  };
}

/**
 * Releases expired holds now and then even when nobody looks at the rooms, so availability
 * is right for reports too. Safe on many instances at once (see releaseExpiredHolds).
 */
function startExpirySweep(app: Parameters<FastifyPluginAsync>[0], deps: PaymentDependencies): void {
  if (deps.sweepIntervalMs <= 0) return;
  const timer = setInterval(() => {
    releaseExpiredHolds(app.db, deps.clock()).catch((err: unknown) => app.log.error({ err }, 'payment: releasing expired holds failed'));
  }, deps.sweepIntervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
