/** A refund as asked of a provider, and its answer: the same for PayU and for the built-in sandbox. */
export interface RefundOrder {
  txnid: string;
  /** The provider's id of the payment (PayU's mihpayid). */
  providerReference: string;
  amount: number;
  /** Our refund's unique token: asking twice with one token refunds once. */
  requestId: string;
}

export type RefundAnswer = { ok: true; reference: string } | { ok: false; message: string };
