/** The four services, in the order the gateway registers and migrates them. */
import type { ServiceModule } from '@agency/service-common';
import { catalogueService } from '@agency/catalogue';
import { leadsService } from '@agency/leads';
import { authService } from '@agency/auth';
import { paymentService } from '@agency/payment';

export const services: readonly ServiceModule[] = [catalogueService, leadsService, authService, paymentService];

/** Ports of the separate service processes in split mode (`npm run start:split`). */
export const splitPorts: Record<ServiceModule['name'], number> = {
  catalogue: 8081,
  leads: 8082,
  auth: 8083,
  payment: 8084,
};
