/**
 * PayU India's hosted-checkout hashes (sha512, lower-case hex), written once here:
 * - the request hash the merchant sends with the payment,
 * - the reverse hash PayU sends back on surl/furl, which proves the result came from it,
 * - the hash of the `verify_payment` API call.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** The fields both hashes cover, as the strings that are posted. */
export interface HashedFields {
  key: string;
  txnid: string;
  amount: string;
  productinfo: string;
  firstname: string;
  email: string;
  udf1?: string;
  udf2?: string;
  udf3?: string;
  udf4?: string;
  udf5?: string;
}

const sha512 = (text: string) => createHash('sha512').update(text, 'utf8').digest('hex');

const udfs = (f: HashedFields) => [f.udf1 ?? '', f.udf2 ?? '', f.udf3 ?? '', f.udf4 ?? '', f.udf5 ?? ''];

/** key|txnid|amount|productinfo|firstname|email|udf1|…|udf5||||||SALT (udf6–udf10 are empty). */
export function requestHashInput(fields: HashedFields, salt: string): string {
  const { key, txnid, amount, productinfo, firstname, email } = fields;
  return [key, txnid, amount, productinfo, firstname, email, ...udfs(fields), '', '', '', '', '', salt].join('|');
}

export function requestHash(fields: HashedFields, salt: string): string {
  return sha512(requestHashInput(fields, salt));
}

/**
 * [additionalCharges|]SALT|status||||||udf5|…|udf1|email|firstname|productinfo|amount|txnid|key:
 * the request's fields in reverse order, with the status PayU reports.
 */
export function reverseHashInput(fields: HashedFields & { status: string; additionalCharges?: string }, salt: string): string {
  const { key, txnid, amount, productinfo, firstname, email, status, additionalCharges } = fields;
  const parts = [salt, status, '', '', '', '', '', ...udfs(fields).reverse(), email, firstname, productinfo, amount, txnid, key];
  return (additionalCharges ? [additionalCharges, ...parts] : parts).join('|');
}

export function reverseHash(fields: HashedFields & { status: string; additionalCharges?: string }, salt: string): string {
  return sha512(reverseHashInput(fields, salt));
}

/** key|command|var1|salt, the hash of PayU's merchant API calls such as verify_payment. */
export function commandHash(key: string, command: string, var1: string, salt: string): string {
  return sha512([key, command, var1, salt].join('|'));
}

/** Compares a received hex hash with the expected one without leaking where they differ. */
export function sameHash(received: string, expected: string): boolean {
  const a = Buffer.from(received.toLowerCase(), 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** PayU's amount format: rupees with two decimals ('47997.00'). */
export function formatAmount(rupees: number): string {
  return rupees.toFixed(2);
}
