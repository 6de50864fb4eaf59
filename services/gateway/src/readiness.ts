/**
 * What the gateway needs, beyond a database, before a load balancer sends it visitors: the
 * built shell (every page is built on its index.html) and a registry naming an active
 * version of every remote; in split mode, the four services ready.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { ServiceName } from '@agency/contracts';
import { REMOTE_NAMES, type Registry } from '@agency/registry';
import { READINESS_PATH, type ReadinessCheck } from '@agency/service-common';

/** `registry` reads the registry the release rows give (undefined until the releases are open). */
export function frontendChecks(shellDir: string, registry: () => Promise<Registry> | undefined): ReadinessCheck[] {
  return [
    {
      name: 'shell',
      check: async () => {
        await fs.access(path.join(shellDir, 'index.html')).catch(() => {
          throw new Error(`no built shell in ${shellDir}: run npm run build`);
        });
      },
    },
    {
      name: 'registry',
      check: async () => {
        const current = await registry();
        if (!current) throw new Error('the release rows are not read yet');
        const missing = REMOTE_NAMES.filter((name) => !current.remotes[name]?.active);
        if (missing.length > 0) throw new Error(`no active version of ${missing.join(', ')}: deploy them (npm run deploy -- <remote>)`);
      },
    },
  ];
}

/** Split mode: each service process answers its own /readyz. */
export function upstreamChecks(upstreams: Record<ServiceName, string>): ReadinessCheck[] {
  return Object.entries(upstreams).map(([name, url]) => ({
    name,
    check: async () => {
      const response = await fetch(new URL(READINESS_PATH, url));
      if (!response.ok) throw new Error(`${url}${READINESS_PATH} answered ${response.status}`);
    },
  }));
}
