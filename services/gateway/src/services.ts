/** The four services, in the order the gateway registers and migrates them. */

import { authService } from '@agency/auth';
import { catalogueService } from '@agency/catalogue';
import { leadsService } from '@agency/leads';
import { paymentService } from '@agency/payment';
import type { ServiceModule } from '@agency/service-common';

export const services: readonly ServiceModule[] = [catalogueService, leadsService, authService, paymentService];

/** Default ports of the separate service processes in split mode (`npm run start:split`); config.split has the ones in use. */
export { SPLIT_PORTS as splitPorts } from '@agency/service-common';
