import { bootstrapAdministrator } from '@agency/auth';
import { createDatabase, DatabaseFileStore, migrateServices, pendingMigrations, seedDemoData } from '@agency/service-common';
import { createTestDatabase, testConfig, testDatabaseKinds } from '@agency/test-kit/services';
import { services } from '../src/services';

const onMysql = testDatabaseKinds().includes('mysql') ? describe : describe.skip;

onMysql('npm run db:migrate on MySQL', () => {
  it('run by three instances at once on an empty database: migrates once, no error, the administrator alone', async () => {
    const database = await createTestDatabase('mysql');
    // Three instances: three pools, three sessions, as three processes would have.
    const instances = [0, 1, 2].map(() => createDatabase(database.url));
    try {
      const config = testConfig({ production: true, adminPassword: 'Harbour-Lantern-Monsoon' });
      await Promise.all(instances.map((db) => migrateServices(services, db, config, bootstrapAdministrator)));

      for (const service of services) expect(await pendingMigrations(service, database.db)).toEqual([]);
      for (const service of ['staff_sessions', 'audit_log', ...services.map((s) => s.name)]) {
        const rows: Array<{ name: string }> = await database.db(`knex_migrations_${service}`).select('name');
        expect(rows.length).toBe(new Set(rows.map((row) => row.name)).size);
      }
      expect(await database.db('users').select('username')).toEqual([{ username: 'admin' }]);
      expect(Number((await database.db('packages').count({ count: '*' }))[0].count)).toBe(0);

      // The demo data comes only when asked for, and once however many ask.
      await Promise.all(instances.slice(0, 2).map((db) => seedDemoData(services, db, config)));
      const [{ count }] = await database.db('packages').count({ count: '*' });
      expect(Number(count)).toBeGreaterThan(0);
      await seedDemoData(services, database.db, config);
      expect((await database.db('packages').count({ count: '*' }))[0].count).toBe(count);
    } finally {
      await Promise.all(instances.map((db) => db.destroy()));
      await database.drop();
    }
  }, 120_000);

  it('an instance starting while another holds the migration lock starts: with nothing to migrate it takes no lock', async () => {
    const database = await createTestDatabase('mysql');
    try {
      await new DatabaseFileStore(database.db).prepare();
      // Another instance starting at this moment holds knex's lock row of the store's migrations.
      await database.db('knex_migrations_file_store_lock').update({ is_locked: 1 });
      await expect(new DatabaseFileStore(database.db).prepare()).resolves.toBeUndefined();
    } finally {
      await database.drop();
    }
  }, 60_000);

  it('three instances creating a store’s tables at once on a new database: one creates them, none fails', async () => {
    const database = await createTestDatabase('mysql');
    const instances = [0, 1, 2].map(() => createDatabase(database.url));
    try {
      await Promise.all(instances.map((db) => new DatabaseFileStore(db).prepare()));
      const rows: Array<{ name: string }> = await database.db('knex_migrations_file_store').select('name');
      expect(rows.length).toBe(new Set(rows.map((row) => row.name)).size);
    } finally {
      await Promise.all(instances.map((db) => db.destroy()));
      await database.drop();
    }
  }, 60_000);
});
