/**
 * The catalogue service with its read cache on, plus what the cache tests need from the
 * inside: the route context (for `catalogueCache`) and a stand-in for the package writes
 * of the package-management issue, registered where they will be (beside the reads).
 */

import type { ServiceModule } from '@agency/service-common';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { catalogueService } from '../../src';
import { TABLES } from '../../src/db/rows';

/** POST here renames a package, as a real package write would change it. */
export const RENAME_URL = '/api/test-writes/rename';

export interface CatalogueWithContext {
  service: ServiceModule;
  /** The catalogue's route context, once the app is ready. */
  context(): FastifyInstance;
}

export function catalogueWithTestWrite(): CatalogueWithContext {
  let captured: FastifyInstance | undefined;
  const service: ServiceModule = {
    ...catalogueService,
    async routes(app, options) {
      // fastify-plugin: the catalogue's decorator and hooks land in this context, as for routes registered in routes.ts.
      await app.register(fp(catalogueService.routes), options);
      app.post(RENAME_URL, async (request) => {
        const { id, name } = request.body as { id: number; name: string };
        await app.db(TABLES.packages).where({ id }).update({ package_name: name });
        return { ok: true };
      });
      captured = app;
    },
  };
  return {
    service,
    context() {
      if (!captured) throw new Error('the app is not ready yet');
      return captured;
    },
  };
}
