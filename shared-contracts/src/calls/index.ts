/**
 * The call table: every call of the product, grouped by service. `allCalls` is the flat
 * list that services, the gateway and the tests walk.
 */
import type { CallContract, ServiceName } from '../define';
import { auditSpecOf, prefixOf } from '../define';
import { auditCalls } from './audit';
import { authCalls } from './auth';
import { bookingCalls } from './bookings';
import { catalogueCalls } from './catalogue';
import { referenceDataCalls } from './catalogue-reference-data';
import { healthCalls } from './health';
import { leadsCalls } from './leads';
import { paymentCalls } from './payment';
import { releaseCalls } from './releases';

// The staff package list's query.
export {
  COUNTRY_DEALS_LIMIT,
  HOME_DEALS_LIMIT,
  type PackageListQuery,
  packageListQuery,
  type StaffPackageListQuery,
  staffPackageListQuery,
  UPLOADED_IMAGE_FILE_PATTERN,
} from './catalogue';
export { binaryResponse, csvResponse, documentResponse, redirectResponse } from './non-json';
export {
  ACTIVATION_WHY,
  type ActivationRow,
  DEPLOY_TOKEN_MAX_DAYS,
  DEPLOY_TOKEN_PREFIX,
  type DeployTokenBody,
  type DeployTokenSummary,
  deployTokenForm,
  type PublishedRelease,
  type ReleaseManifest,
  type ReleasesOverview,
  releaseManifest,
} from './releases';
export { auditCalls, authCalls, bookingCalls, catalogueCalls, healthCalls, leadsCalls, paymentCalls, referenceDataCalls, releaseCalls };

export const allCalls: readonly CallContract[] = [
  ...Object.values(healthCalls),
  ...Object.values(catalogueCalls),
  ...Object.values(leadsCalls),
  ...Object.values(authCalls),
  ...Object.values(paymentCalls),
  ...Object.values(auditCalls),
  ...Object.values(bookingCalls),
  ...Object.values(referenceDataCalls),
  ...Object.values(releaseCalls),
];

export function callsOf(service: ServiceName): CallContract[] {
  return allCalls.filter((c) => c.service === service);
}

/**
 * `/api/<segment>` → owning service, derived from the call table (one owner per prefix). The
 * gateway's own calls are left out: it serves them itself, never through a service.
 */
export function servicePrefixes(): Record<string, ServiceName> {
  const map: Record<string, ServiceName> = {};
  const gatewayPrefixes = new Set(allCalls.filter((c) => c.service === 'gateway').map((c) => prefixOf(c.path)));
  for (const call of allCalls) {
    if (call.service === 'gateway') continue;
    const prefix = prefixOf(call.path);
    if (gatewayPrefixes.has(prefix)) throw new Error(`prefix ${prefix} is claimed by both the gateway and ${call.service}`);
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
