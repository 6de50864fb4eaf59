/** Fills an empty auth database with the bootstrap administrator from the configuration. */

import type { Config } from '@agency/service-common';
import type { Knex } from 'knex';
import { TABLES } from './db/rows';
import { passwordProblem } from './password-policy';
import { hashPassword } from './passwords';

/** A fixed creation time, so the seed writes the same row content on every run. */
const SEEDED_AT = Date.UTC(2025, 0, 1);

/**
 * Why the bootstrap administrator's password is refused, if it is: the policy every other
 * password meets, in production (development and tests may keep a simple one). Checked at
 * start, before the database is touched, and again before the administrator is written.
 */
export function adminPasswordProblem(config: Config): string | undefined {
  const problem = config.production ? passwordProblem(config.adminPassword, config.adminUsername) : undefined;
  return problem && `ADMIN_PASSWORD: ${problem}`;
}

export async function seed(db: Knex, config: Config): Promise<void> {
  const [{ count }] = await db(TABLES.users).count({ count: '*' });
  if (Number(count) > 0) return;
  const problem = adminPasswordProblem(config);
  if (problem) throw new Error(problem);
  await db(TABLES.users).insert({
    username: config.adminUsername,
    password_hash: await hashPassword(config.adminPassword, config.passwordHashCost),
    role: 'admin',
    created_at: SEEDED_AT,
  });
}
