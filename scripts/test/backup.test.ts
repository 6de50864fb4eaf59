import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bootstrapAdministrator } from '@agency/auth';
import { services } from '@agency/gateway/services';
import { createDatabase, type DatabaseKind, migrateServices, seedDemoData } from '@agency/service-common';
import { createTestDatabase, testConfig, testDatabaseKinds } from '@agency/test-kit/services';
import { backup, restore, tableCounts } from '../lib/backup';

/** A database, uploads and deploy folder as a running site has them, on `kind`. */
async function siteOn(kind: DatabaseKind, dir: string, name: string) {
  const database = kind === 'sqlite' ? undefined : await createTestDatabase('mysql');
  const databaseUrl = database?.url ?? `sqlite:${path.join(dir, `${name}.sqlite`)}`;
  const config = testConfig({ databaseUrl, uploadDir: path.join(dir, name, 'uploads'), deployDir: path.join(dir, name, 'deploy') });
  return { config, drop: async () => database?.drop() };
}

describe.each(testDatabaseKinds())('npm run backup and npm run restore on %s', (kind) => {
  it('restore into a fresh database gives the same row counts and file hashes', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'backup-test-'));
    const original = await siteOn(kind, dir, 'original');
    const fresh = await siteOn(kind, dir, 'fresh');
    try {
      const db = createDatabase(original.config.databaseUrl);
      await migrateServices(services, db, original.config, bootstrapAdministrator);
      await seedDemoData(services, db, original.config);
      const counts = await tableCounts(db);
      await db.destroy();
      await mkdir(path.join(original.config.uploadDir, 'packages'), { recursive: true });
      await writeFile(path.join(original.config.uploadDir, 'packages', 'kerala.webp'), Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3]));
      await mkdir(path.join(original.config.deployDir, 'remotes'), { recursive: true });
      await writeFile(path.join(original.config.deployDir, 'registry.json'), '{"schemaVersion":1,"remotes":{}}\n');

      const { archive, manifest } = await backup(original.config, path.join(dir, 'backups'));
      expect(path.basename(archive)).toMatch(/^agency-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.tar\.gz$/);
      expect(manifest.database.tables).toEqual(counts);
      expect(manifest.database.tables.packages).toBeGreaterThan(0);
      expect(Object.keys(manifest.files).sort()).toEqual(['deploy/registry.json', 'uploads/packages/kerala.webp']);

      const restored = await restore(fresh.config, archive);
      expect(restored.jwtSecret).toBe(original.config.jwtSecret);
      const copy = createDatabase(fresh.config.databaseUrl);
      expect(await tableCounts(copy)).toEqual(counts);
      await copy.destroy();
      expect(await readFile(path.join(fresh.config.uploadDir, 'packages', 'kerala.webp'))).toEqual(
        Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3]),
      );

      // A second restore into the now filled database is refused: nothing is overwritten.
      await expect(restore(fresh.config, archive)).rejects.toThrow(
        'The database to restore into is not empty: restore into a new database',
      );
    } finally {
      await original.drop();
      await fresh.drop();
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
