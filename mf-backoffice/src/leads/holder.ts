/**
 * Who holds a request, as the lists say it. The service records the holder's account id
 * (handleby_id) beside the username: a request whose holder's account has been deleted is a
 * former employee's, which its name alone would hide (the username may belong to somebody new).
 */

import { authCalls, type Lead, PUBLIC_HANDLER } from '@agency/contracts';
import { useMemo } from 'react';
import { useListUsersQuery } from '../api';
import { formerEmployee } from '../messages';
import { mayCall } from '../session/mayCall';
import { useVerifiedSession } from '../session/VerifiedSession';

/** The ids of the accounts that exist, when the reader may list them (administrators); else undefined. */
export type KnownAccounts = ReadonlySet<number> | undefined;

/**
 * Held by a former employee: by a name with no account id (held before ids were recorded, by an
 * account already gone then), or by an account the administrator's list no longer has.
 */
export function heldByFormerEmployee(lead: Lead, accounts: KnownAccounts): boolean {
  if (lead.handleby === PUBLIC_HANDLER) return false;
  if (lead.handleby_id === undefined) return true;
  return accounts !== undefined && !accounts.has(lead.handleby_id);
}

/** The holder as the lists and the details show it. */
export const holderWords = (lead: Lead, accounts: KnownAccounts): string =>
  heldByFormerEmployee(lead, accounts) ? formerEmployee(lead.handleby) : lead.handleby;

/**
 * The accounts that exist, for an administrator (the admin portal's list, kept fresh by its
 * own changes); other roles may not list accounts and get undefined.
 */
export function useKnownAccounts(): KnownAccounts {
  const { role } = useVerifiedSession();
  const { data } = useListUsersQuery(undefined, { skip: !mayCall(authCalls.listUsers, role) });
  return useMemo(() => (data ? new Set(data.map((user) => user._id)) : undefined), [data]);
}
