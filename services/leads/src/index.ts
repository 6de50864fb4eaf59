/** The leads service: see ../README section "Services". */
import type { ServiceModule } from '@agency/service-common';
import { migrations } from './migrations';
import { seed } from './seed';
import { leadsRoutes, type LeadsDependencies } from './routes';

export { leadsRoutes, type Clock, type LeadsDependencies } from './routes';

/** The service with its clock replaceable (tests stamp requests at times they choose). */
export function createLeadsService(overrides: Partial<LeadsDependencies> = {}): ServiceModule {
  return { name: 'leads', migrations, seed, routes: leadsRoutes({ clock: () => Date.now(), ...overrides }) };
}

export const leadsService: ServiceModule = createLeadsService();
export default leadsService;
