/**
 * Starting a payment (`POST /api/payment/v1/initiate`): the server decides the amount,
 * holds the room for a retreat booking, stores the payment as pending and answers the
 * signed fields the browser posts to the provider.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  checkoutForm,
  HOLD_LIMIT_TEXTS,
  maxPlacesPerCheckout,
  PAYMENT_HOLD_MINUTES,
  RETREAT_FALLBACK_PRICE,
  retreatProductInfo,
  type BodyOf,
  type PaymentInitiateResponse,
  type paymentCalls,
} from '@agency/contracts';
import { badRequest, conflict, HttpError, insertOne, notFound, type Config } from '@agency/service-common';
import { TABLES as T, TXNID_MAX_LENGTH, type InventoryRow, type PaymentRow } from './db/rows';
import { openHoldsOfClient, releaseExpiredHolds, releaseHoldsOfContact, takeUnits, unitsNeeded } from './holds';
import { ROOM_NOT_OFFERED, soldOut } from './messages';
import { logInitiated } from './bookings/history-log';
import { formatAmount, requestHash } from './payu/hash';
import { returnUrls, type ProviderSettings } from './payu/provider';

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

type OpenedPayment = Pick<NewPayment, 'txnid' | 'status' | 'firstname' | 'email' | 'phone' | 'udf4' | 'udf5' | 'hold_expires_at' | 'created_at' | 'updated_at'>;

/** A retreat booking: the amount is the server's, and the room's units are taken with the payment, or not at all. */
async function holdRoom(request: InitiateRequest, opened: OpenedPayment, { db, now, config, client }: Dependencies): Promise<NewPayment> {
  // The contract makes itemId and members required whenever category is present.
  const itemId = request.itemId as number;
  const members = request.members as number;
  await releaseExpiredHolds(db, now);
  await releaseHoldsOfContact(db, opened, now);
  const room: InventoryRow | undefined = await db(T.inventory).where({ id: itemId }).first();
  if (!room || room.category !== request.category) throw notFound(ROOM_NOT_OFFERED);
  const units = unitsNeeded(room, members);
  // Hoarding: another hold from this address (after the guest's own earlier one was replaced above).
  const holding = await openHoldsOfClient(db, client);
  if (holding.length >= config.checkoutHoldsPerClient) {
    const freeAt = Math.min(...holding.map((hold) => hold.holdExpiresAt));
    throw new HttpError(429, HOLD_LIMIT_TEXTS.clientHolding(Math.max(1, Math.ceil((freeAt - now) / 60_000))));
  }
  // One checkout holds at most half of what is left of a room sold per place.
  const most = maxPlacesPerCheckout(Number(room.available_items));
  if (room.unit === 'place' && units > most && units <= Number(room.available_items)) throw conflict(HOLD_LIMIT_TEXTS.tooManyPlaces(room.category, most));
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
  // at all (the usual answer to a rush on the last places); otherwise the UPDATE decides.
  if (Number(room.available_items) < units) throw conflict(soldOut(room.category, Number(room.available_items), room.unit));
  const held = await db.transaction(async (trx) => {
    // The room first: on MySQL the payment's insert takes a shared lock on the room's row
    // (its foreign key), so inserting first would let two checkouts deadlock on the UPDATE.
    if (!(await takeUnits(trx, room.id, units, now))) return false;
    await insertOne(trx, T.payments, payment);
    await logInitiated(trx, payment, now);
    return true;
  });
  if (!held) {
    const left: { available_items: number } | undefined = await db(T.inventory).where({ id: room.id }).first('available_items');
    throw conflict(soldOut(room.category, Number(left?.available_items ?? 0), room.unit));
  }
  return payment;
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
