/**
 * The call table: every call of the product, grouped by service. `allCalls` is the flat
 * list that services, the gateway and the tests walk.
 */
import type { CallContract, ServiceName } from '../define';
import { auditSpecOf, prefixOf } from '../define';
import { healthCalls } from './health';
import { catalogueCalls } from './catalogue';
import { leadsCalls } from './leads';
import { authCalls } from './auth';
import { paymentCalls } from './payment';
import { auditCalls } from './audit';
import { bookingCalls } from './bookings';
import { referenceDataCalls } from './catalogue-reference-data';

export { healthCalls, catalogueCalls, leadsCalls, authCalls, paymentCalls, auditCalls, bookingCalls, referenceDataCalls };
export { packageListQuery, type PackageListQuery, HOME_DEALS_LIMIT, COUNTRY_DEALS_LIMIT, UPLOADED_IMAGE_FILE_PATTERN } from './catalogue';
// The staff package list's query.
export { staffPackageListQuery, type StaffPackageListQuery } from './catalogue';
export { binaryResponse, documentResponse, redirectResponse } from './non-json';
export { csvResponse } from './non-json';

export const allCalls: readonly CallContract[] = [
  ...Object.values(healthCalls),
  ...Object.values(catalogueCalls),
  ...Object.values(leadsCalls),
  ...Object.values(authCalls),
  ...Object.values(paymentCalls),
  ...Object.values(auditCalls),
  ...Object.values(bookingCalls),
  ...Object.values(referenceDataCalls),
];

export function callsOf(service: ServiceName): CallContract[] {
  return allCalls.filter((c) => c.service === service);
}

/** `/api/<segment>` → owning service, derived from the call table (one owner per prefix). */
export function servicePrefixes(): Record<string, ServiceName> {
  const map: Record<string, ServiceName> = {};
  for (const call of allCalls) {
    const prefix = prefixOf(call.path);
    const owner = map[prefix];
    if (owner && owner !== call.service) {
      throw new Error(`prefix ${prefix} is claimed by both ${owner} and ${call.service}`);
    }
    map[prefix] = call.service;
  }
  return map;
}

/** Every action the audit log records, from the calls that declare one (the screen's action filter). */
export const AUDITED_ACTIONS: readonly string[] = [...new Set(allCalls.flatMap((call) => auditSpecOf(call)?.action ?? []))].sort();
