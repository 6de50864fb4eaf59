/**
 * The bookings calls of the payment service: the list, its CSV, one booking with its
 * history and refunds, 'check with provider', refunds and cancellation (roles in the contracts).
 */

import { BOOKING_MESSAGES, bookingCalls, CSV_MEDIA_TYPE } from '@agency/contracts';
import { errorBody, notFound, registerCall } from '@agency/service-common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { releaseExpiredHolds } from '../holds';
import type { ProviderSettings } from '../payu/provider';
import type { PaymentVerifier } from '../payu/verify';
import { sandboxVerifier } from '../sandbox/books';
import { cancelBooking } from './cancel';
import { checkWithProvider } from './check';
import { bookingsCsv } from './csv';
import { bookingHistory, refundsOf } from './history';
import { bookingOf, findBooking, listBookings } from './query';
import type { RefundProvider } from './refund-provider';
import { type Actor, refundBooking } from './refunds';

interface Dependencies {
  db: Knex;
  provider: ProviderSettings | null;
  /** PayU's verify_payment (or a test's stand-in) when PayU is configured. */
  verifier?: PaymentVerifier;
  /** The provider's refund call (routes.ts picks it: the recovery sweep asks the same one). */
  refunds?: RefundProvider;
  clock: () => number;
}

function actorOf(request: FastifyRequest): Actor {
  return { id: typeof request.user?.sub === 'number' ? request.user.sub : null, username: request.user?.username ?? 'unknown' };
}

export function registerBookingRoutes(app: FastifyInstance, { db, provider, verifier, refunds, clock }: Dependencies): void {
  const providerVerifier = verifier ?? (provider?.kind === 'sandbox' ? sandboxVerifier(db) : undefined);

  registerCall(app, bookingCalls.list, async (request) => {
    // Holds that ran out show as expired, not held, even when nobody looked at the rooms.
    await releaseExpiredHolds(db, clock());
    return listBookings(db, request.query);
  });

  registerCall(app, bookingCalls.export, async (request, reply) => {
    await releaseExpiredHolds(db, clock());
    const { fileName, body } = await bookingsCsv(db, request.query, clock());
    return reply
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .type(CSV_MEDIA_TYPE)
      .send(body);
  });

  registerCall(app, bookingCalls.detail, async (request) => {
    await releaseExpiredHolds(db, clock());
    const payment = await findBooking(db, request.params.txnid);
    if (!payment) throw notFound(BOOKING_MESSAGES.unknownBooking);
    const [events, refundList] = await Promise.all([bookingHistory(db, payment.txnid), refundsOf(db, payment.id)]);
    return { booking: bookingOf(payment), events, refunds: refundList };
  });

  registerCall(app, bookingCalls.check, async (request, reply) => {
    if (!providerVerifier) return reply.status(503).send(errorBody(503, BOOKING_MESSAGES.noProvider));
    // An expired hold is expired: the check is for payments still waiting.
    await releaseExpiredHolds(db, clock());
    const outcome = await checkWithProvider(db, request.params.txnid, { verifier: providerVerifier, actor: actorOf(request), now: clock });
    if (outcome.providerStatus === 'unreachable')
      return reply.status(502).send(errorBody(502, BOOKING_MESSAGES.providerUnreachableForCheck));
    return { providerStatus: outcome.providerStatus, changed: outcome.changed, booking: bookingOf(outcome.payment) };
  });

  registerCall(app, bookingCalls.refund, async (request, reply) => {
    if (!refunds) return reply.status(503).send(errorBody(503, BOOKING_MESSAGES.noProvider));
    const outcome = await refundBooking(db, request.params.txnid, request.body, { provider: refunds, actor: actorOf(request), now: clock });
    if (!outcome.made) return reply.status(outcome.status).send(errorBody(outcome.status, outcome.message));
    return { refund: outcome.refund, booking: bookingOf(outcome.payment) };
  });

  registerCall(app, bookingCalls.cancel, async (request) => {
    const payment = await cancelBooking(db, request.params.txnid, request.body.reason, actorOf(request), clock());
    return { booking: bookingOf(payment) };
  });
}
