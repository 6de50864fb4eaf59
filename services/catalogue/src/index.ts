/** The catalogue service (how a call reaches it: docs/architecture.md). */
import type { ServiceModule } from '@agency/service-common';
import { migrations } from './migrations';
import { type CatalogueOptions, catalogueRoutes } from './routes';
import { seed } from './seed';

export type { CatalogueOptions } from './routes';

/** The service with its options (tests lower the sitemap's URLs per file). */
export function createCatalogueService(options: CatalogueOptions = {}): ServiceModule {
  return { name: 'catalogue', migrations, seed, routes: catalogueRoutes(options) };
}

export const catalogueService: ServiceModule = createCatalogueService();
export default catalogueService;
/** For services in the same process (see services/leads/src/package-catalogue.ts). */
export { isPublished } from './publishing/published';
