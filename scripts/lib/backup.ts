/**
 * One archive holds what a restore needs: the database (mysqldump --single-transaction from
 * Debian's MariaDB client, or SQLite's online backup API), the uploaded images, the deploy
 * folder (remote versions and their registry) and the JWT secret (tokens, refresh cookies and
 * two-factor keys derive from it), with a manifest of every table's row count and every file's
 * SHA-256. A restore goes into an empty database and checks the counts and hashes it wrote.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Config, createDatabase, kindOf } from '@agency/service-common';
import type { Knex } from 'knex';

export const MANIFEST_FILE = 'manifest.json';
const DATABASE_SQL = 'database.sql';
const DATABASE_SQLITE = 'database.sqlite';
const SECRETS_FILE = 'secrets.env';

export interface Manifest {
  createdAt: string;
  database: { kind: 'mysql' | 'sqlite'; file: string; sha256: string; tables: Record<string, number> };
  /** Relative to the archive: uploads/…, deploy/…, with their SHA-256. */
  files: Record<string, string>;
}

function run(command: string, args: string[], options: { stdin?: string; stdout?: string; env?: NodeJS.ProcessEnv } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: [options.stdin ? 'pipe' : 'ignore', options.stdout ? 'pipe' : 'ignore', 'pipe'],
      env: options.env,
    });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
    if (options.stdout) child.stdout!.pipe(createWriteStream(options.stdout));
    if (options.stdin) createReadStream(options.stdin).pipe(child.stdin!);
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`))));
  });
}

/** mysql/mysqldump arguments for a mysql:// URL; the password travels in the environment, not the command line. */
function mysqlClient(url: string): { args: string[]; database: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url.replace(/^mariadb:/, 'mysql:'));
  const args = ['-h', parsed.hostname, '-P', parsed.port || '3306', '-u', decodeURIComponent(parsed.username)];
  return {
    args,
    database: decodeURIComponent(parsed.pathname.slice(1)),
    env: { PATH: '/usr/bin:/bin', MYSQL_PWD: decodeURIComponent(parsed.password) },
  };
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : entry.isFile() ? [path.join(dir, entry.name)] : [],
    ),
  );
  return nested.flat().sort();
}

export async function tableCounts(db: Knex): Promise<Record<string, number>> {
  const names: string[] =
    kindOf(db) === 'sqlite'
      ? (await db('sqlite_master').where({ type: 'table' }).whereNot('name', 'like', 'sqlite_%').select('name')).map(
          (row: { name: string }) => row.name,
        )
      : (await db.raw('SHOW TABLES'))[0].map((row: Record<string, string>) => Object.values(row)[0]);
  const counts: Record<string, number> = {};
  for (const name of names.sort()) counts[name] = Number((await db(name).count({ count: '*' }))[0].count);
  return counts;
}

async function hashFiles(root: string, folders: string[]): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const folder of folders) {
    for (const file of await filesUnder(path.join(root, folder))) hashes[path.relative(root, file)] = await sha256(file);
  }
  return hashes;
}

/** Writes `agency-backup-<timestamp>.tar.gz` into `outDir` and returns its path and manifest. */
export async function backup(config: Config, outDir: string): Promise<{ archive: string; manifest: Manifest }> {
  const staging = await mkdtemp(path.join(os.tmpdir(), 'agency-backup-'));
  const db = createDatabase(config.databaseUrl, { pool: 2 });
  try {
    const kind = kindOf(db);
    let file: string;
    if (kind === 'sqlite') {
      file = DATABASE_SQLITE;
      // better-sqlite3's connection: its backup() is SQLite's online backup API, page by page.
      const connection = (await db.client.acquireConnection()) as { backup(destination: string): Promise<unknown> };
      try {
        await connection.backup(path.join(staging, file));
      } finally {
        await db.client.releaseConnection(connection);
      }
    } else {
      file = DATABASE_SQL;
      const { args, database, env } = mysqlClient(config.databaseUrl);
      await run(
        'mysqldump',
        [
          ...args,
          '--single-transaction',
          '--skip-lock-tables',
          '--no-tablespaces',
          '--routines',
          '--default-character-set=utf8mb4',
          database,
        ],
        { stdout: path.join(staging, file), env },
      );
    }
    // The counts of the copy itself (a SQLite file) or of the database as dumped (one transaction).
    const tables = kind === 'sqlite' ? await withDatabase(`sqlite:${path.join(staging, file)}`, tableCounts) : await tableCounts(db);
    await cp(config.uploadDir, path.join(staging, 'uploads'), { recursive: true }).catch(ignoreMissing);
    await cp(config.deployDir, path.join(staging, 'deploy'), { recursive: true, verbatimSymlinks: true }).catch(ignoreMissing);
    await writeFile(path.join(staging, SECRETS_FILE), `JWT_SECRET=${config.jwtSecret}\n`, { mode: 0o600 });
    const manifest: Manifest = {
      createdAt: new Date().toISOString(),
      database: { kind, file, sha256: await sha256(path.join(staging, file)), tables },
      files: await hashFiles(staging, ['uploads', 'deploy']),
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(outDir, { recursive: true });
    const archive = path.join(outDir, `agency-backup-${manifest.createdAt.replace(/[:.]/g, '-')}.tar.gz`);
    await run('tar', ['-czf', archive, '-C', staging, '.']);
    return { archive, manifest };
  } finally {
    await db.destroy();
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Restores `archive` into the configured database (which must hold no table) and folders,
 * then checks every count and hash against the manifest. Returns the manifest and the JWT
 * secret the backup was made with (the operator sets it; it is not written anywhere).
 */
export async function restore(config: Config, archive: string): Promise<{ manifest: Manifest; jwtSecret: string }> {
  const staging = await mkdtemp(path.join(os.tmpdir(), 'agency-restore-'));
  const db = createDatabase(config.databaseUrl, { pool: 2 });
  try {
    await run('tar', ['-xzf', archive, '-C', staging]);
    const manifest = JSON.parse(await readFile(path.join(staging, MANIFEST_FILE), 'utf8')) as Manifest;
    const dump = path.join(staging, manifest.database.file);
    if ((await sha256(dump)) !== manifest.database.sha256)
      throw new Error(`${manifest.database.file} does not match its hash in the manifest: the archive is damaged`);
    if (manifest.database.kind !== kindOf(db))
      throw new Error(`The backup holds a ${manifest.database.kind} database; DATABASE_URL names a ${kindOf(db)} one`);
    if (Object.keys(await tableCounts(db)).length > 0)
      throw new Error('The database to restore into is not empty: restore into a new database');
    if (manifest.database.kind === 'sqlite') {
      await db.destroy();
      await cp(dump, config.databaseUrl.slice('sqlite:'.length));
    } else {
      const { args, database, env } = mysqlClient(config.databaseUrl);
      await run('mysql', [...args, '--default-character-set=utf8mb4', database], { stdin: dump, env });
    }
    for (const [folder, target] of [
      ['uploads', config.uploadDir],
      ['deploy', config.deployDir],
    ] as const) {
      if (await stat(path.join(staging, folder)).catch(() => undefined))
        await cp(path.join(staging, folder), target, { recursive: true, verbatimSymlinks: true });
    }
    const tables = await withDatabase(config.databaseUrl, tableCounts);
    const files = { ...(await hashFilesAt(config.uploadDir, 'uploads')), ...(await hashFilesAt(config.deployDir, 'deploy')) };
    const wrongTables = Object.keys({ ...tables, ...manifest.database.tables }).filter(
      (name) => tables[name] !== manifest.database.tables[name],
    );
    const wrongFiles = Object.keys(manifest.files).filter((name) => files[name] !== manifest.files[name]);
    if (wrongTables.length > 0 || wrongFiles.length > 0)
      throw new Error(
        `The restore differs from the backup: tables ${wrongTables.join(', ') || 'none'}; files ${wrongFiles.join(', ') || 'none'}`,
      );
    const secrets = await readFile(path.join(staging, SECRETS_FILE), 'utf8');
    return { manifest, jwtSecret: /^JWT_SECRET=(.*)$/m.exec(secrets)?.[1] ?? '' };
  } finally {
    await db.destroy().catch(() => undefined);
    await rm(staging, { recursive: true, force: true });
  }
}

async function hashFilesAt(dir: string, prefix: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const file of await filesUnder(dir)) hashes[path.join(prefix, path.relative(dir, file))] = await sha256(file);
  return hashes;
}

async function withDatabase<T>(url: string, work: (db: Knex) => Promise<T>): Promise<T> {
  const db = createDatabase(url, { pool: 1 });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

function ignoreMissing(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error;
}
