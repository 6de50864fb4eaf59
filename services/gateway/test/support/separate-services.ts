/** The four services each on its own port, as split mode runs them (one process here, four instances). */

import type { ServiceName } from '@agency/contracts';
import { type Config, createServer, servicePlugin } from '@agency/service-common';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { services } from '../../src';

export interface SeparateServices {
  apps: FastifyInstance[];
  upstreams: Record<ServiceName, string>;
  close(): Promise<void>;
}

export async function startSeparateServices(db: Knex, config: Config): Promise<SeparateServices> {
  const apps: FastifyInstance[] = [];
  const upstreams = {} as Record<ServiceName, string>;
  for (const service of services) {
    const app = createServer({ logger: false });
    await app.register(servicePlugin(service), { db, config });
    upstreams[service.name] = await app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(app);
  }
  return {
    apps,
    upstreams,
    async close() {
      for (const app of apps) await app.close();
    },
  };
}
