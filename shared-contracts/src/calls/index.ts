/**
 * The call table: every call of the product, grouped by area. `allCalls` is the flat
 * list that services, the gateway and the tests walk.
 */
import type { CallContract, ServiceName } from '../define';
import { prefixOf } from '../define';
import { healthCalls } from './health';

export { healthCalls };

export const allCalls: readonly CallContract[] = [...Object.values(healthCalls)];

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
