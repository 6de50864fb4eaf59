/**
 * The release calls (shared-contracts' `releaseCalls`), served by the gateway itself in the
 * embedded and the split mode alike: it owns the release rows and the shared file store.
 * An encapsulated plugin with what registerCall's guard and audit hooks need (sign-in
 * sessions, the audit log, the deploy tokens).
 */
import { releaseCalls } from '@agency/contracts';
import { isRemoteName, REMOTE_NAMES, RegistryError } from '@agency/registry';
import { badRequest, type Config, conflict, HttpError, notFound, prepareCallHost, registerCall } from '@agency/service-common';
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { acceptRelease, type IncomingFile, removeAbandonedUploads } from './accept-release';
import { activateRelease } from './activation';
import { DeployTokens, deployTokenHolderOf, holderName } from './deploy-tokens';
import { MANIFEST_PART } from './manifest-part';
import { activationRowOf, releasesOverview } from './overview';

export interface ReleaseRoutesOptions {
  db: Knex;
  config: Config;
  /** The shell's folder, whose server entry frames a publish's render check. */
  shellRoot?: string;
}

/** Who a staff call or a deploy token acts as, for the release rows. */
export function actorName(request: FastifyRequest): string {
  const holder = deployTokenHolderOf(request);
  if (holder) return holderName(holder);
  const user = request.user as FastifyRequest['user'] | undefined;
  return user ? user.username : 'unknown';
}

/** The manifest's largest size, in bytes. */
const MANIFEST_BYTES = 2 * 1024 * 1024;

/** The build's files from a multipart body whose manifest part was read: each part's name is its path. */
async function* filesOf(parts: AsyncIterator<Multipart>): AsyncGenerator<IncomingFile> {
  for (let next = await parts.next(); !next.done; next = await parts.next()) {
    const part = next.value;
    if (part.type !== 'file') throw badRequest(`${part.fieldname}: after the manifest, send only files (each part named by its path).`);
    yield { path: part.fieldname, stream: part.file };
  }
}

export function knownRemote(remote: string): void {
  if (!isRemoteName(remote)) throw notFound(`No remote named ${remote}: the remotes are storefront, retreat and backoffice`);
}

export async function releaseRoutes(app: FastifyInstance, { db, config, shellRoot }: ReleaseRoutesOptions): Promise<void> {
  await prepareCallHost(app, { db, config });
  const tokens = new DeployTokens(db);
  await tokens.prepare();
  const abandoned = await removeAbandonedUploads(config.deployDir);
  if (abandoned.length > 0) app.log.warn({ abandoned }, 'removed the staging folders of uploads cut short by a stopped process');
  app.decorate('deployTokens', tokens);
  // RELEASE_UPLOAD_MAX_MB and RELEASE_UPLOAD_MAX_FILES: the multipart parser stops at them too.
  const releaseLimits = config.releaseUploadLimits;
  await app.register(multipart, {
    limits: {
      fieldNameSize: 400,
      fieldSize: MANIFEST_BYTES,
      fields: 1,
      files: releaseLimits.maxFiles,
      fileSize: releaseLimits.maxTotalBytes,
      parts: releaseLimits.maxFiles + 1,
      headerPairs: 100,
    },
  });

  registerCall(app, releaseCalls.list, async () => releasesOverview(app.releases.ledger, () => app.releases.upkeep.instances()));

  registerCall(app, releaseCalls.activate, async (request) => {
    const { remote } = request.params;
    knownRemote(remote);
    const { version, reason } = request.body;
    const { ledger } = app.releases;
    if (version !== undefined && !(await ledger.release(remote, version))) throw notFound(`${remote} has no version ${version}`);
    try {
      await activateRelease(app.releases, config.deployDir, remote, { by: actorName(request), reason }, version);
    } catch (error) {
      if (error instanceof RegistryError) throw conflict(error.message);
      throw error;
    }
    const record = (await ledger.registry()).remotes[remote];
    return activationRowOf(remote, record.activations.at(-1)!);
  });

  registerCall(app, releaseCalls.publish, async (request) => {
    const { remote } = request.params;
    knownRemote(remote);
    if (!request.isMultipart())
      throw new HttpError(
        415,
        `Send the build as multipart/form-data: a "${MANIFEST_PART}" part (JSON), then one part per file named by its path.`,
      );
    const { ledger, store, feed } = app.releases;
    const parts = request.parts()[Symbol.asyncIterator]();
    const accepted = await acceptRelease(
      async () => {
        const first = await parts.next();
        if (first.done || first.value.type !== 'field' || first.value.fieldname !== MANIFEST_PART)
          throw badRequest(`The first part must be the "${MANIFEST_PART}" (JSON), before any file.`);
        // @fastify/multipart parses a part sent as application/json itself.
        const { value } = first.value;
        return { manifest: typeof value === 'string' ? value : JSON.stringify(value), files: filesOf(parts) };
      },
      {
        remote,
        ledger,
        store,
        deployDir: config.deployDir,
        shellRoot,
        limits: releaseLimits,
        actor: { by: actorName(request), reason: request.query.reason ?? 'publish' },
        activate: request.query.activate,
      },
    );
    if (accepted.active) await feed.changed();
    return accepted;
  });

  registerCall(app, releaseCalls.createToken, async (request) => {
    const { remote, label, expiresInDays } = request.body;
    if (!isRemoteName(remote)) {
      const message = `remote must be one of ${REMOTE_NAMES.join(', ')}`;
      throw badRequest(message, { remote: message });
    }
    return tokens.create({ remote, label, expiresInDays, createdBy: actorName(request) });
  });
  registerCall(app, releaseCalls.listTokens, async () => ({ data: await tokens.list() }));
  registerCall(app, releaseCalls.revokeToken, async (request) => {
    const revoked = await tokens.revoke(request.params.id);
    if (!revoked) throw notFound(`No deploy token ${request.params.id}`);
    const { reason } = request.query;
    request.noteAudit({
      changes: [
        { field: 'revokedAt', after: revoked.revokedAt ?? '' },
        ...(reason === undefined ? [] : [{ field: 'reason', after: reason }]),
      ],
    });
    return { message: `Deploy token "${revoked.label}" of ${revoked.remote} is revoked.` };
  });
}
