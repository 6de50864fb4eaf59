/**
 * What the bookings tests share: staff tokens of live sessions signed like the auth
 * service's, and a guest who pays through the sandbox's own page, as in the browser.
 */

import { ROLES, type Role } from '@agency/contracts';
import { registerJwt } from '@agency/service-common';
import { openTestSession, type TestService } from '@agency/test-kit/services';
import Fastify from 'fastify';
import type { Knex } from 'knex';
import { bookRoom, postCallback } from './fixture';

export async function staffTokens(secret: string, db: Knex) {
  const app = Fastify({ logger: false });
  await registerJwt(app, secret, 3600);
  await app.ready();
  const ids: Record<Role, number> = { admin: 1, manager: 2, employee: 3, user: 4 };
  const sessions = Object.fromEntries(
    await Promise.all(ROLES.map(async (role) => [role, await openTestSession(db, { sub: ids[role], role })] as const)),
  ) as Record<Role, string>;
  return {
    bearer: (role: Role) => ({
      authorization: `Bearer ${app.jwt.sign({ sub: ids[role], username: `test-${role}`, role, sid: sessions[role] })}`,
    }),
    close: () => app.close(),
  };
}

/** The hidden fields of the form a page posts, by name. */
export function formFields(html: string): Record<string, string> {
  const unescapeHtml = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [unescapeHtml(m[1]), unescapeHtml(m[2])]),
  );
}

export const form = (service: TestService, url: string, fields: Record<string, string>) =>
  service.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** The sandbox page's button: the sandbox records the outcome and answers the signed hand-back's fields. */
export async function sandboxOutcome(service: TestService, txnid: string, outcome: 'success' | 'failure'): Promise<Record<string, string>> {
  const handBack = await form(service, '/api/payment/sandbox/complete', { txnid, outcome });
  if (handBack.statusCode !== 200) throw new Error(`sandbox complete answered ${handBack.statusCode}`);
  return formFields(handBack.body);
}

/** A guest books and pays in the sandbox, and the provider's success comes back: the txnid. */
export async function paidBooking(
  service: TestService,
  category: string,
  members: number,
  guest: { firstname: string; email: string; phone: string },
): Promise<string> {
  const { paymentData } = await bookRoom(service, category, members, guest);
  const fields = await sandboxOutcome(service, paymentData.txnid, 'success');
  const back = await postCallback(service, 'success', fields);
  if (back.statusCode !== 303) throw new Error(`callback answered ${back.statusCode}`);
  return paymentData.txnid;
}
