/**
 * What makes a new password acceptable beyond its length (the contract's schema checks
 * PASSWORD_LENGTH in the browser and here): not a common password, not a common password
 * dressed up with digits or symbols around it ('Password1234!'), not a handful of repeated
 * characters, and not containing the username. The list is zxcvbn-ts' common-password
 * dictionary (about 49,000 passwords seen in breaches), kept on the server: far too big to
 * send to a page.
 */

import { CREATE_USER_MESSAGES, PASSWORD_LENGTH, PASSWORD_POLICY_MESSAGES } from '@agency/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';

/** Built at the first check, so a service that never sets a password never holds the list. */
let commonPasswords: Set<string> | undefined;
function isCommon(candidate: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return commonPasswords.has(candidate);
}

/** Fewer different characters than this is a pattern, not a password ('abababababab'). */
const MIN_DISTINCT_CHARACTERS = 5;
/** A username shorter than this is too likely to occur by chance to be refused inside a password. */
const MIN_USERNAME_TO_MATCH = 3;

/**
 * Why `password` (already trimmed, as the service stores it) cannot be the password of
 * `username`; undefined when it can.
 */
export function passwordProblem(password: string, username: string): string | undefined {
  const characters = [...password.normalize('NFKC')];
  if (characters.length < PASSWORD_LENGTH.min) return CREATE_USER_MESSAGES.passwordTooShort;
  const lower = characters.join('').toLowerCase();
  // The word inside decorations: 'qwerty123456' → 'qwerty', '!!sunshine2026' → 'sunshine'.
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  if (isCommon(lower) || (core.length >= 4 && isCommon(core)) || new Set(characters).size < MIN_DISTINCT_CHARACTERS) {
    return PASSWORD_POLICY_MESSAGES.common;
  }
  const name = username.trim().toLowerCase();
  if (name.length >= MIN_USERNAME_TO_MATCH && lower.includes(name)) return PASSWORD_POLICY_MESSAGES.containsUsername;
  return undefined;
}
