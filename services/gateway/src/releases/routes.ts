/**
 * The release calls (shared-contracts' `releaseCalls`), served by the gateway itself in the
 * embedded and the split mode alike: it owns the release rows and the shared file store.
 * An encapsulated plugin with what registerCall's guard and audit hooks need (sign-in
 * sessions, the audit log, the deploy tokens).
 */
import { releaseCalls } from '@agency/contracts';
import { isRemoteName, RegistryError } from '@agency/registry';
import { type Config, conflict, HttpError, notFound, prepareCallHost, registerCall } from '@agency/service-common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { activationRowOf, releasesOverview } from './overview';

export interface ReleaseRoutesOptions {
  db: Knex;
  config: Config;
}

/** Who a staff call or a deploy token acts as, for the release rows. */
export function actorName(request: FastifyRequest): string {
  const user = request.user as FastifyRequest['user'] | undefined;
  return user ? user.username : 'unknown';
}

export function knownRemote(remote: string): void {
  if (!isRemoteName(remote)) throw notFound(`No remote named ${remote}: the remotes are storefront, retreat and backoffice`);
}

export async function releaseRoutes(app: FastifyInstance, { db, config }: ReleaseRoutesOptions): Promise<void> {
  await prepareCallHost(app, { db, config });
  app.decorate('deployTokens', {
    async verify() {
      throw new HttpError(401, 'Deploy tokens are not accepted yet');
    },
  });

  registerCall(app, releaseCalls.list, async () => releasesOverview(app.releases.ledger));

  registerCall(app, releaseCalls.activate, async (request) => {
    const { remote } = request.params;
    knownRemote(remote);
    const { version, reason } = request.body;
    const { ledger, feed } = app.releases;
    if (!(await ledger.release(remote, version))) throw notFound(`${remote} has no version ${version}`);
    try {
      await ledger.activate(remote, { by: actorName(request), reason }, { to: version });
    } catch (error) {
      if (error instanceof RegistryError) throw conflict(error.message);
      throw error;
    }
    await feed.changed();
    const record = (await ledger.registry()).remotes[remote];
    return activationRowOf(remote, record.activations.at(-1)!);
  });

  registerCall(app, releaseCalls.publish, async (_request, reply) =>
    reply.status(415).send({ statusCode: 415, error: 'Unsupported Media Type', message: 'Publishing is not built yet' }),
  );
  registerCall(app, releaseCalls.createToken, async () => {
    throw new HttpError(501, 'Deploy tokens are not built yet');
  });
  registerCall(app, releaseCalls.listTokens, async () => ({ data: [] }));
  registerCall(app, releaseCalls.revokeToken, async (request) => {
    throw notFound(`No deploy token ${request.params.id}`);
  });
}
