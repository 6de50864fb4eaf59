/**
 * Activating a recorded version (or rolling back) through this instance: the ledger appends
 * the activation (refusing a target whose files are gone or that retention removed), this
 * instance reloads and the others hear of it (Redis, or their bounded poll), and retention
 * runs, since the version just replaced may have been the last thing keeping an older one.
 */
import { filesStillThere } from '@agency/registry/activation-check';
import type { Actor } from '@agency/registry/releases';
import type { FastifyInstance } from 'fastify';

export async function activateRelease(
  releases: FastifyInstance['releases'],
  deployDir: string,
  remote: string,
  actor: Actor,
  to?: string,
): Promise<{ from: string; to: string }> {
  const result = await releases.ledger.activate(remote, actor, {
    to,
    check: filesStillThere(releases.ledger, releases.store, deployDir, remote),
  });
  if (result.from !== result.to) {
    await releases.feed.changed();
    void releases.upkeep.prune();
  }
  return result;
}
