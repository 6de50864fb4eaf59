import type { CallContract, Role } from '@agency/contracts';

/**
 * Whether `role` may make `call`, read from the call's contract (the table the server enforces),
 * so that what a screen offers a role is never a second, retyped list.
 */
export function mayCall(call: Pick<CallContract, 'access'>, role: Role): boolean {
  return call.access === 'public' || call.access.includes(role);
}
