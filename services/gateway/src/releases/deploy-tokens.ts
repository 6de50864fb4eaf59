/**
 * Deploy tokens: what a team's pipeline publishes and activates one remote with
 * (`Authorization: Bearer mfdt_…`). Each is scoped to one remote, expires, and can be
 * revoked; only the sha256 of the token is stored (the token is shown once, when created),
 * and its last use is kept so admins see which ones are still in use.
 */
import { createHash, randomBytes } from 'node:crypto';
import { DEPLOY_TOKEN_PREFIX, type DeployTokenSummary } from '@agency/contracts';
import { type DeployTokenVerifier, forbidden, insertOne, type Migration, migrate, unauthorized } from '@agency/service-common';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';

const TABLE = 'deploy_tokens';
const DAY_MS = 24 * 60 * 60 * 1000;

const migrations: readonly Migration[] = [
  {
    name: '001_deploy_tokens',
    async up(db) {
      await db.schema.createTable(TABLE, (t) => {
        t.increments('id').primary();
        t.string('remote', 64).notNullable();
        t.string('label', 100).notNullable();
        t.string('token_hash', 64).notNullable().unique();
        t.string('created_by', 190).notNullable();
        t.string('created_at', 32).notNullable();
        t.string('expires_at', 32).notNullable();
        t.string('last_used_at', 32).nullable();
        t.string('revoked_at', 32).nullable();
      });
    },
    async down(db) {
      await db.schema.dropTableIfExists(TABLE);
    },
  },
];

interface TokenRow {
  id: number;
  remote: string;
  label: string;
  token_hash: string;
  created_by: string;
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** Who a verified deploy token acts as (the rows and the audit log name it). */
export interface DeployTokenHolder {
  id: number;
  remote: string;
  label: string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function summaryOf(row: TokenRow): DeployTokenSummary {
  return {
    id: Number(row.id),
    remote: row.remote,
    label: row.label,
    createdBy: row.created_by,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}

/** How a deploy token is named in release rows and the audit log. */
export const holderName = (holder: DeployTokenHolder) => `deploy token "${holder.label}" (#${holder.id})`;

const holders = new WeakMap<FastifyRequest, DeployTokenHolder>();

/** The deploy token a request was let through with, if it came with one. */
export function deployTokenHolderOf(request: FastifyRequest): DeployTokenHolder | undefined {
  return holders.get(request);
}

export class DeployTokens implements DeployTokenVerifier {
  constructor(
    private readonly db: Knex,
    private readonly clock: () => number = Date.now,
  ) {}

  async prepare(): Promise<void> {
    await migrate(this.db, TABLE, migrations);
  }

  async create(input: { remote: string; label: string; expiresInDays: number; createdBy: string }) {
    const token = `${DEPLOY_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const now = this.clock();
    const row = {
      remote: input.remote,
      label: input.label.trim(),
      token_hash: hashOf(token),
      created_by: input.createdBy.slice(0, 190),
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + input.expiresInDays * DAY_MS).toISOString(),
      last_used_at: null,
      revoked_at: null,
    };
    const id = await insertOne(this.db, TABLE, row);
    return { token, data: summaryOf({ id, ...row }) };
  }

  async list(): Promise<DeployTokenSummary[]> {
    return (await this.db<TokenRow>(TABLE).orderBy('id', 'desc')).map(summaryOf);
  }

  /** Revokes a token; false when there is no such token. Revoking twice keeps the first time. */
  async revoke(id: number): Promise<DeployTokenSummary | undefined> {
    const row = await this.db<TokenRow>(TABLE).where({ id }).first();
    if (!row) return undefined;
    if (!row.revoked_at)
      await this.db(TABLE)
        .where({ id })
        .update({ revoked_at: new Date(this.clock()).toISOString() });
    return summaryOf((await this.db<TokenRow>(TABLE).where({ id }).first())!);
  }

  /** The guard's check (auth-guard.ts): 401 unless live, 403 for another remote; records the use. */
  async verify(request: FastifyRequest, token: string, remote: string): Promise<void> {
    const row = await this.db<TokenRow>(TABLE)
      .where({ token_hash: hashOf(token) })
      .first();
    if (!row) throw unauthorized('This deploy token is not known: an admin creates one under Deploy tokens in the back office.');
    const now = this.clock();
    if (row.revoked_at)
      throw unauthorized(`This deploy token ("${row.label}") was revoked on ${row.revoked_at}: ask an admin for a new one.`);
    if (Date.parse(row.expires_at) <= now)
      throw unauthorized(`This deploy token ("${row.label}") expired on ${row.expires_at}: ask an admin for a new one.`);
    if (row.remote !== remote)
      throw forbidden(`This deploy token ("${row.label}") is for ${row.remote} only: use a token of ${remote} to publish or activate it.`);
    await this.db(TABLE)
      .where({ id: row.id })
      .update({ last_used_at: new Date(now).toISOString() });
    const holder = { id: Number(row.id), remote: row.remote, label: row.label };
    holders.set(request, holder);
    request.noteAudit({ actor: { id: holder.id, username: holderName(holder).slice(0, 128), role: 'deploy-token' } });
  }
}
