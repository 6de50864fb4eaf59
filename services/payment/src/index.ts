/** The payment service: see ../README section "Services". */
import type { ServiceModule } from '@agency/service-common';
import { migrations } from './migrations';
import { seed } from './seed';
import { routes } from './routes';

export const paymentService: ServiceModule = { name: 'payment', migrations, seed, routes };
export default paymentService;
