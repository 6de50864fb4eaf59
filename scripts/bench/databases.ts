/**
 * Fresh databases for the benchmark: a SQLite file in a temporary folder, and a MySQL
 * database on 127.0.0.1:3306 when one answers there (dropped afterwards). Each is filled
 * with every service's tables and seed, and a catalogue of `packages` generated packages.
 */
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import path from 'node:path';
import { catalogueService } from '@agency/catalogue';
import { generateCatalogue, insertCatalogue } from '@agency/catalogue/seed/catalogue';
import { services } from '@agency/gateway/services';
import { type Config, createDatabase, type DatabaseKind, migrate, prepareDatabase } from '@agency/service-common';

export interface BenchDatabase {
  kind: DatabaseKind;
  url: string;
  drop(): Promise<void>;
}

const MYSQL_SERVER = 'mysql://root@127.0.0.1:3306';

export function mysqlAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 3306 });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export async function createBenchDatabase(kind: DatabaseKind, workDir: string): Promise<BenchDatabase> {
  if (kind === 'sqlite') {
    // The folder goes with the rest of the work folder.
    return { kind, url: `sqlite:${path.join(workDir, 'bench.sqlite')}`, drop: async () => {} };
  }
  const name = `agency_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = createDatabase(`${MYSQL_SERVER}/mysql`, { pool: 1 });
  await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  return {
    kind,
    url: `${MYSQL_SERVER}/${name}`,
    async drop() {
      await admin.raw(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.destroy();
    },
  };
}

/** Every service's tables and seed, with the catalogue generated at `packages` packages. */
export async function fillBenchDatabase(url: string, config: Config, packages: number): Promise<void> {
  const db = createDatabase(url);
  try {
    await migrate(db, catalogueService.name, catalogueService.migrations);
    await insertCatalogue(db, generateCatalogue({ packages }));
    for (const service of services) await prepareDatabase(service, db, config);
  } finally {
    await db.destroy();
  }
}
