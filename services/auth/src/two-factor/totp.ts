/**
 * TOTP (RFC 6238) with otpauth: SHA-1, 6 digits, 30-second steps, the settings every
 * authenticator app understands. A code is matched to its time step, so the caller can refuse
 * a step already used (replay) and accept one step of clock drift either way.
 */

import { TOTP_SETTINGS } from '@agency/contracts';
import { Secret, TOTP } from 'otpauth';

const { digits, periodSeconds: period, driftSteps, issuer } = TOTP_SETTINGS;

/** A new random secret (160 bits, as RFC 4226 recommends), in base32. */
export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What an authenticator app scans: otpauth://totp/<issuer>:<username>?secret=…&issuer=… */
export function otpauthUri(secret: string, username: string): string {
  return new TOTP({ issuer, label: username, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits, period }).toString();
}

/** Digits only: apps show '123 456'. */
export function normaliseCode(code: string): string {
  return code.replace(/\s+/g, '');
}

/** The time step `code` belongs to (now, or one step either side), or undefined when it matches none. */
export function stepOfCode(secret: string, code: string, now: number): number | undefined {
  const token = normaliseCode(code);
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = TOTP.validate({
    token,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits,
    period,
    timestamp: now,
    window: driftSteps,
  });
  return delta === null ? undefined : TOTP.counter({ period, timestamp: now }) + delta;
}

/** True for text shaped like a 6-digit code (else it is taken for a recovery code). */
export function looksLikeTotpCode(code: string): boolean {
  return /^\d{6}$/.test(normaliseCode(code));
}
