/**
 * The payment database: retreat room inventory, payments (with the rooms they hold while
 * the visitor is at the provider) and a log of every provider callback.
 * Money is integer rupees; times are milliseconds since the epoch.
 */
import type { PaymentStatus, RoomCategory } from '@agency/contracts';

export const TABLES = {
  inventory: 'inventory',
  payments: 'payments',
  paymentEvents: 'payment_events',
} as const;

/** What one unit of `available_items` is: a place per guest (SoulPod) or a whole room per booking. */
export const INVENTORY_UNITS = ['place', 'room'] as const;
export type InventoryUnit = (typeof INVENTORY_UNITS)[number];

/** PayU transaction ids are at most 25 characters. */
export const TXNID_MAX_LENGTH = 25;

/** Member counts per room are not stored: they are the spec's rules, RETREAT_ROOMS in the contracts. */
export interface InventoryRow {
  id: number;
  category: RoomCategory;
  available_items: number;
  /** Price per person, rupees. */
  price: number;
  unit: InventoryUnit;
  sort_order: number;
  updated_at: number;
  /** The name an administrator gave the room (./rooms-schema.ts); NULL shows the category. */
  name?: string | null;
}

export interface PaymentRow {
  id: number;
  txnid: string;
  status: PaymentStatus;
  amount: number;
  productinfo: string;
  firstname: string;
  email: string;
  phone: string;
  udf1: string;
  udf2: string;
  udf3: string;
  udf4: string;
  udf5: string;
  category: RoomCategory | null;
  inventory_id: number | null;
  members: number | null;
  /** Units of `available_items` taken from the inventory while this payment is open. */
  places_held: number;
  hold_expires_at: number | null;
  /** The provider's reference (PayU's mihpayid). */
  mihpayid: string | null;
  error: string | null;
  created_at: number;
  updated_at: number;
  /** Migration 008: a keyed hash of the client address that started a retreat hold (NULL otherwise). */
  client?: string | null;
}

export interface PaymentEventRow {
  id: number;
  txnid: string;
  kind: string;
  /** The callback as received, JSON.stringify'd. */
  payload: string;
  verdict: string;
  created_at: number;
}

/** The bookings tables (db/bookings-schema.ts): refunds, and the sandbox provider's own books. */
export const BOOKING_TABLES = {
  refunds: 'refunds',
  sandboxTransactions: 'sandbox_transactions',
  sandboxRefunds: 'sandbox_refunds',
} as const;

/** Migration 003 adds what a payment has refunded so far (refunds under way included), rupees. */
export interface PaymentRefundColumns {
  refunded_amount: number;
  /** Migration 007: when staff cancelled the paid booking, who and why (NULL: not cancelled). */
  cancelled_at?: number | null;
  cancelled_by?: string | null;
  cancel_reason?: string | null;
}

export interface RefundRow {
  id: number;
  payment_id: number;
  txnid: string;
  amount: number;
  reason: string;
  /** requested (the provider is being asked), refunded, failed (the provider refused; nothing refunded). */
  status: 'requested' | 'refunded' | 'failed';
  provider_reference: string | null;
  error: string | null;
  actor_id: number | null;
  actor_username: string;
  created_at: number;
  updated_at: number;
  /** The token the provider is asked with (migration 006); NULL on refunds reserved before it was stored. */
  request_id: string | null;
  /** Until when an instance's recovery sweep is asking the provider about this refund (bookings/refund-recovery.ts). */
  claimed_until: number | null;
}

/** What the sandbox provider captured: one row per payment its page completed. */
export interface SandboxTransactionRow {
  id: number;
  txnid: string;
  status: 'success' | 'failure';
  mihpayid: string;
  amount: number;
  created_at: number;
}

export interface SandboxRefundRow {
  id: number;
  txnid: string;
  request_id: string;
  amount: number;
  created_at: number;
}
