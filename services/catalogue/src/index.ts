/** The catalogue service (how a call reaches it: docs/architecture.md). */
import type { ServiceModule } from '@agency/service-common';
import { migrations } from './migrations';
import { type CatalogueOptions, catalogueRoutes } from './routes';

/** The demo data, loaded only when asked for (db:seed): a start never reads it. */
const seed: ServiceModule['seed'] = (db, config) => (require('./seed') as typeof import('./seed')).seed(db, config);

export type { CatalogueOptions } from './routes';

/** The service with its options (tests lower the sitemap's URLs per file). */
export function createCatalogueService(options: CatalogueOptions = {}): ServiceModule {
  return { name: 'catalogue', migrations, seed, routes: catalogueRoutes(options) };
}

export const catalogueService: ServiceModule = createCatalogueService();
export default catalogueService;
/** For services in the same process (see services/leads/src/package-catalogue.ts). */
export { isPublished } from './publishing/published';
