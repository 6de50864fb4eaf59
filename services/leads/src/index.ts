/** The leads service: see ../README section "Services". */
import type { ServiceModule } from '@agency/service-common';
import { migrations } from './migrations';
import { seed } from './seed';
import { routes } from './routes';

export const leadsService: ServiceModule = { name: 'leads', migrations, seed, routes };
export default leadsService;
