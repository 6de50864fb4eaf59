import type { FastifyPluginAsync } from 'fastify';
import type { ServiceOptions } from '@agency/service-common';

/** The auth calls of the contract table (health is registered for every service by servicePlugin). */
export const routes: FastifyPluginAsync<ServiceOptions> = async () => {};
