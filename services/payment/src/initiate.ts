/**
 * Starting a payment (`POST /api/payment/v1/initiate`): the server decides the amount,
 * holds the room for a retreat booking, stores the payment as pending and answers the
 * signed fields the browser posts to the provider.
 */
import { randomBytes } from 'node:crypto';
import {
  type BodyOf,
  checkoutForm,
  maxHeldPlaces,
  maxPlacesPerCheckout,
  PAYMENT_HOLD_MINUTES,
  type PaymentInitiateResponse,
  type paymentCalls,
  RETREAT_FALLBACK_PRICE,
  retreatProductInfo,
} from '@agency/contracts';
import { badRequest, type Config, conflict, insertOne, kindOf, notFound, retryingDeadlocks } from '@agency/service-common';
import type { Knex } from 'knex';
import { logInitiated } from './bookings/history-log';
import { type InventoryRow, type PaymentRow, TABLES as T, TXNID_MAX_LENGTH } from './db/rows';
import { heldUnits, openHoldsOfClient, releaseExpiredHolds, releaseHoldsOfContact, takeUnits, unitsNeeded } from './holds';
import { ROOM_NOT_OFFERED, soldOut } from './messages';
import { formatAmount, requestHash } from './payu/hash';
import { type ProviderSettings, returnUrls } from './payu/provider';

export type InitiateRequest = BodyOf<typeof paymentCalls.initiate>;

export const HOLD_MS = PAYMENT_HOLD_MINUTES * 60 * 1000;

/**
 * A PayU transaction id: letters and digits, at most 25. 'AWR', the time in base 36 (8
 * characters until the year 5188) and 48 random bits: unique without asking the database.
 */
export function newTxnid(now: number): string {
  const txnid = `AWR${now.toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;
  if (txnid.length > TXNID_MAX_LENGTH) throw new Error(`txnid ${txnid} is longer than ${TXNID_MAX_LENGTH}`);
  return txnid;
}

type NewPayment = Omit<PaymentRow, 'id' | 'mihpayid' | 'error' | 'client'> & { client?: string | null };

interface Dependencies {
  db: Knex;
  config: Config;
  provider: ProviderSettings;
  now: number;
  /** A keyed hash of the client's address (routes.ts): one address holds at most config.checkoutHoldsPerClient. */
  client: string;
}

export async function initiatePayment(request: InitiateRequest, deps: Dependencies): Promise<PaymentInitiateResponse> {
  const { now } = deps;
  const opened: OpenedPayment = {
    txnid: newTxnid(now),
    status: 'pending',
    firstname: request.firstname.trim(),
    email: request.email.trim(),
    phone: request.phone.trim(),
    udf4: '',
    udf5: '',
    // Also for a generic checkout: a payment nobody finishes expires rather than staying open.
    hold_expires_at: now + HOLD_MS,
    created_at: now,
    updated_at: now,
  };
  const payment = request.category !== undefined ? await holdRoom(request, opened, deps) : await storeCheckout(request, opened, deps);
  return { paymentUrl: deps.provider.paymentUrl, paymentData: providerFields(payment, deps.provider, deps.config) };
}

type OpenedPayment = Pick<
  NewPayment,
  'txnid' | 'status' | 'firstname' | 'email' | 'phone' | 'udf4' | 'udf5' | 'hold_expires_at' | 'created_at' | 'updated_at'
>;

/**
 * A retreat booking: the amount is the server's, and the room's units are taken with the
 * payment, or not at all; beyond the room's share of holds (RETREAT_HOLD_PERCENT) the payment
 * is stored holding nothing, and takes its units when it is paid (callbacks.ts).
 */
async function holdRoom(request: InitiateRequest, opened: OpenedPayment, { db, now, config, client }: Dependencies): Promise<NewPayment> {
  // The contract makes itemId and members required whenever category is present.
  const itemId = request.itemId as number;
  const members = request.members as number;
  await releaseExpiredHolds(db, now);
  await releaseHoldsOfContact(db, opened, now);
  const room: InventoryRow | undefined = await db(T.inventory).where({ id: itemId }).first();
  if (!room || room.category !== request.category) throw notFound(ROOM_NOT_OFFERED);
  const units = unitsNeeded(room, members);
  // This address's other holds (after the guest's own earlier one was replaced above).
  const addressHolds = (await openHoldsOfClient(db, client)).length;
  // The price per person; the spec's fallback only when the inventory has none.
  const price = Number(room.price) > 0 ? Number(room.price) : RETREAT_FALLBACK_PRICE;
  const payment: NewPayment = {
    ...opened,
    amount: members * price,
    productinfo: retreatProductInfo(room.category),
    udf1: room.category,
    udf2: String(members),
    udf3: String(room.id),
    category: room.category,
    inventory_id: room.id,
    members,
    places_held: units,
    client,
  };
  // What the read above saw is a hint only: when it is already too little, no lock is taken
  // at all (the usual answer to a rush on the last places); otherwise the transaction decides.
  if (Number(room.available_items) < units) throw conflict(soldOut(room.category, Number(room.available_items), room.unit));
  // A deadlock's victim (against a hold being released beside it) changed nothing: it runs again.
  const outcome = await retryingDeadlocks(() =>
    db.transaction(async (trx): Promise<'held' | 'unheld' | 'sold-out'> => {
      // The room's row first, locked on MySQL (SQLite runs one transaction at a time): the share
      // of holds is read and taken as one decision, so simultaneous checkouts cannot exceed it.
      // The room first also because the payment's insert takes a shared lock on the room's row
      // (its foreign key), so inserting first would let two checkouts deadlock on the UPDATE.
      const roomQuery = trx(T.inventory).where({ id: room.id });
      const locked: Pick<InventoryRow, 'available_items'> | undefined = await (kindOf(trx) === 'mysql'
        ? roomQuery.forUpdate()
        : roomQuery
      ).first('available_items');
      const free = Number(locked?.available_items ?? 0);
      if (free < units) return 'sold-out';
      const held = await heldUnits(trx, room.id);
      const mayHold =
        // An address holds checkoutHoldsPerClient at a time,
        addressHolds < config.checkoutHoldsPerClient &&
        // a checkout at most half of what is free of a room sold per place,
        (room.unit !== 'place' || units <= maxPlacesPerCheckout(free)) &&
        // and the room's holds together at most their share of its unsold places.
        held + units <= maxHeldPlaces(free + held, config.retreatHoldPercent);
      if (!mayHold) {
        // No hold, and no refusal either: the places stay free for whoever pays first, this guest included.
        await insertOne(trx, T.payments, { ...payment, places_held: 0 });
        await logInitiated(trx, { ...payment, places_held: 0 }, now);
        return 'unheld';
      }
      if (!(await takeUnits(trx, room.id, units, now))) return 'sold-out';
      await insertOne(trx, T.payments, payment);
      await logInitiated(trx, payment, now);
      return 'held';
    }),
  );
  if (outcome === 'sold-out') {
    const left: { available_items: number } | undefined = await db(T.inventory).where({ id: room.id }).first('available_items');
    throw conflict(soldOut(room.category, Number(left?.available_items ?? 0), room.unit));
  }
  return outcome === 'held' ? payment : { ...payment, places_held: 0 };
}

/** The generic checkout: the visitor's amount and fields, no room. */
async function storeCheckout(request: InitiateRequest, opened: OpenedPayment, { db, now }: Dependencies): Promise<NewPayment> {
  // The contract already requires the amount without a category; this narrows the type.
  const missing = checkoutForm.errorMessage.required.amount;
  if (request.amount === undefined) throw badRequest(missing, { amount: missing });
  const payment: NewPayment = {
    ...opened,
    amount: request.amount,
    productinfo: request.productinfo.trim(),
    udf1: request.udf1 ?? '',
    udf2: request.udf2 ?? '',
    udf3: request.udf3 ?? '',
    category: null,
    inventory_id: null,
    members: null,
    places_held: 0,
  };
  await db.transaction(async (trx) => {
    await insertOne(trx, T.payments, payment);
    await logInitiated(trx, payment, now);
  });
  return payment;
}

/** The fields PayU's hosted checkout takes, signed with the request hash. */
export function providerFields(payment: Omit<NewPayment, 'status'>, provider: ProviderSettings, config: Config): Record<string, string> {
  const fields = {
    key: provider.key,
    txnid: payment.txnid,
    amount: formatAmount(payment.amount),
    productinfo: payment.productinfo,
    firstname: payment.firstname,
    email: payment.email,
    udf1: payment.udf1,
    udf2: payment.udf2,
    udf3: payment.udf3,
    udf4: payment.udf4,
    udf5: payment.udf5,
  };
  return { ...fields, phone: payment.phone, ...returnUrls(config), hash: requestHash(fields, provider.salt) };
}
