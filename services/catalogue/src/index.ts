/** The catalogue service: see ../README section "Services". */
import type { ServiceModule } from '@agency/service-common';
import { migrations } from './migrations';
import { seed } from './seed';
import { routes } from './routes';

export const catalogueService: ServiceModule = { name: 'catalogue', migrations, seed, routes };
export default catalogueService;
/** For services in the same process (see services/leads/src/package-catalogue.ts). */
export { packageExists } from './queries/package-exists';
