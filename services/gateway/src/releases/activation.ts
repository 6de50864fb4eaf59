/**
 * Activating a recorded version through this instance. Naming the version a rollback
 * returns to (the previous one) is a rollback: recorded as one, so the history stays an undo
 * stack (deploy B, roll back, deploy C, roll back → A); any other recorded version is an
 * activation. The ledger refuses a target whose files are gone or that retention removed;
 * then this instance reloads, the others hear of it (Redis, or their bounded poll), and
 * retention runs, since the version just replaced may have been keeping an older one.
 */
import { rollbackTarget } from '@agency/registry';
import { filesStillThere } from '@agency/registry/activation-check';
import type { Actor } from '@agency/registry/releases';
import type { FastifyInstance } from 'fastify';

export async function activateRelease(
  releases: FastifyInstance['releases'],
  deployDir: string,
  remote: string,
  actor: Actor,
  version?: string,
): Promise<{ from: string; to: string }> {
  const record = (await releases.ledger.registry()).remotes[remote];
  const rollback = version === undefined || (record !== undefined && record.active !== version && rollbackTarget(record) === version);
  const result = await releases.ledger.activate(remote, actor, {
    to: rollback ? undefined : version,
    check: filesStillThere(releases.ledger, releases.store, deployDir, remote),
  });
  if (result.from !== result.to) {
    await releases.feed.changed();
    void releases.upkeep.prune();
  }
  return result;
}
