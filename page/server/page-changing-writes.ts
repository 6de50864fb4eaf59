/**
 * Which API writes may change what a public page shows, and so empty the HTML cache: the
 * catalogue's (packages, deals, destinations, menus, images, publishing) and the retreat's
 * rooms. Every other write (an enquiry, a payment or its provider's callback, a staff lead
 * note, a sign-in) leaves the pages as they are: anyone can make those, and emptying the
 * cache on each let five anonymous writes a second cut the pages served 27-fold.
 * Matched by the call table's path prefixes, so it holds whether the services run in this
 * process or behind the proxy.
 */
import { paymentCalls, prefixOf, servicePrefixes } from '@agency/contracts';

const PAGE_CONTENT_PREFIXES: ReadonlySet<string> = new Set([
  ...Object.entries(servicePrefixes())
    .filter(([, service]) => service === 'catalogue')
    .map(([prefix]) => prefix),
  prefixOf(paymentCalls.updateRoom.path),
]);

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True for a write the caller made to a call whose data public pages show; its status decides whether it changed anything. */
export function changesPublicPages(method: string, url: string): boolean {
  if (READ_METHODS.has(method) || !url.startsWith('/api/')) return false;
  return PAGE_CONTENT_PREFIXES.has(prefixOf(url.split('?', 1)[0]));
}
