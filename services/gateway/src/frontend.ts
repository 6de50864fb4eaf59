/**
 * Serves the browser side: the built shell, /registry.json (never cached) and the
 * immutable remote versions under /remotes/<name>/<version>/.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '@agency/service-common';

export async function registerFrontend(_app: FastifyInstance, _config: Config): Promise<void> {
  // Filled in by the shell/deploy work (issue 2, item 5–7).
}
