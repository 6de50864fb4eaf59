/**
 * The leads service's port to the catalogue: does a package id name a package a visitor can
 * see (one that exists and is published, not a staff draft)? An enquiry's package_id is
 * checked before it is stored. The catalogue owns the packages table and no
 * service reads another's tables, so the question goes to the catalogue:
 * - in one process (the gateway's embedded default, and the tests), a direct call of the
 *   catalogue's own query over the database it was given;
 * - as a separate process (split mode, `src/server.ts`), the catalogue's public call
 *   GET /api/packages/:id at CATALOGUE_URL, so the two may even use different databases.
 */

import { isPublished } from '@agency/catalogue';
import { catalogueCalls, LEAD_MESSAGES, targetsFor } from '@agency/contracts';
import { ServiceBusyError, type ServiceOptions } from '@agency/service-common';

export interface PackageCatalogue {
  /** True when the package is published; throws a 503 when the catalogue cannot be asked. */
  isPublished(id: number): Promise<boolean>;
}

/** Builds the port once the service knows its database and configuration. */
export type PackageCatalogueFactory = (options: ServiceOptions) => PackageCatalogue;

export const inProcessCatalogue: PackageCatalogueFactory = ({ db }) => ({ isPublished: (id) => isPublished(db, id) });

/** How long an enquiry waits for the catalogue's answer before it is refused with 503. */
const HTTP_TIMEOUT_MS = 5_000;
/**
 * The catalogue could not answer: 503 with Retry-After and words the visitor can act on (the
 * form keeps its Idempotency-Key, so trying again stores one lead). Nothing is stored.
 */
const unavailable = () => new ServiceBusyError(LEAD_MESSAGES.catalogueUnavailable, 5);
const catalogue = targetsFor(catalogueCalls);

/** The catalogue at `baseUrl` (its origin, e.g. http://127.0.0.1:8081), asked over HTTP. */
export function catalogueOverHttp(baseUrl: string): PackageCatalogueFactory {
  return () => ({
    // The public call answers 404 for a draft as for a package that is not there.
    async isPublished(id) {
      const { method, url } = catalogue.getPackage({ id });
      let status: number;
      try {
        const response = await fetch(new URL(url, baseUrl), { method, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
        status = response.status;
        // Only the status matters; the package itself is not needed.
        await response.body?.cancel();
      } catch {
        throw unavailable();
      }
      if (status === 200) return true;
      if (status === 404) return false;
      throw unavailable();
    },
  });
}
