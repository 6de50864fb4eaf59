/** The leads service (how a call reaches it: docs/architecture.md). */
import type { ServiceModule } from '@agency/service-common';
import { migrations } from './migrations';
import { inProcessCatalogue } from './package-catalogue';
import { type LeadsDependencies, leadsRoutes } from './routes';
import { inProcessStaff } from './staff-directory';

/** The demo data, loaded only when asked for (db:seed): a start never reads it. */
const seed: ServiceModule['seed'] = (db, config) => (require('./seed') as typeof import('./seed')).seed(db, config);

export { catalogueOverHttp, inProcessCatalogue, type PackageCatalogue, type PackageCatalogueFactory } from './package-catalogue';
export { type Clock, type LeadsDependencies, leadsRoutes } from './routes';
export { inProcessStaff, type StaffDirectory, type StaffDirectoryFactory, staffOverHttp } from './staff-directory';

/**
 * The service with its clock replaceable (tests stamp requests at times they choose) and its
 * ways to the catalogue and to the staff accounts (in process by default; split mode's server.ts
 * asks over HTTP).
 */
export function createLeadsService(overrides: Partial<LeadsDependencies> = {}): ServiceModule {
  return {
    name: 'leads',
    migrations,
    seed,
    routes: leadsRoutes({ clock: () => Date.now(), catalogue: inProcessCatalogue, staff: inProcessStaff, ...overrides }),
  };
}

export const leadsService: ServiceModule = createLeadsService();
export default leadsService;
/** The follow-ups due (the staff home's count) and India's day they are counted by. */
export { countFollowUpsDue } from './follow-ups';
export { indiaDay } from './lead-keys';
