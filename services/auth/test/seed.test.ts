import { migrate, rollbackAll } from '@agency/service-common';
import { createTestDatabase, type TestDatabase, testConfig, testDatabaseKinds } from '@agency/test-kit/services';
import { authService } from '../src';
import { TABLES, type UserRow } from '../src/db/rows';
import { verifyPassword } from '../src/passwords';

describe.each(testDatabaseKinds())('auth migrations and seed on %s', (kind) => {
  let database: TestDatabase;
  // The production cost (tests elsewhere hash at the test cost): the seed hashes at the configured one.
  const config = testConfig({ adminUsername: 'chief', adminPassword: 'Kerala#Backwaters1', passwordHashCost: 17 });
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await migrate(database.db, 'auth', authService.migrations);
    await authService.seed(database.db, config);
  });
  afterAll(() => database.drop());

  it('creates the bootstrap administrator with a scrypt hash of the configured password', async () => {
    const users: UserRow[] = await database.db(TABLES.users).select('*');
    expect(users).toHaveLength(1);
    const [admin] = users;
    expect(admin).toMatchObject({ username: 'chief', role: 'admin' });
    expect(admin.password_hash).not.toContain('Kerala#Backwaters1');
    expect(admin.password_hash.startsWith('scrypt$17$8$1$')).toBe(true);
    await expect(verifyPassword('Kerala#Backwaters1', admin.password_hash)).resolves.toBe(true);
    await expect(verifyPassword('admin12345', admin.password_hash)).resolves.toBe(false);
  });

  it('refuses, in production, a bootstrap password that breaks the password policy', async () => {
    const scratch = await createTestDatabase(kind);
    try {
      await migrate(scratch.db, 'auth', authService.migrations);
      await expect(authService.seed(scratch.db, { ...config, production: true, adminPassword: 'admin12345' })).rejects.toThrow(
        /ADMIN_PASSWORD: Password must be at least 12 characters/,
      );
      await expect(authService.seed(scratch.db, { ...config, production: true, adminPassword: 'password1234' })).rejects.toThrow(
        /ADMIN_PASSWORD: This password is too common/,
      );
      expect(await scratch.db(TABLES.users).count({ count: '*' })).toEqual([{ count: 0 }]);
    } finally {
      await scratch.drop();
    }
  });

  it('adds nothing when seeded again, even with other credentials', async () => {
    await authService.seed(database.db, testConfig({ adminUsername: 'someone-else' }));
    expect(await database.db(TABLES.users).pluck('username')).toEqual(['chief']);
  });

  it('keeps usernames unique', async () => {
    await expect(
      database.db(TABLES.users).insert({ username: 'chief', password_hash: 'x', role: 'user', created_at: 0 }),
    ).rejects.toMatchObject({
      message: expect.stringMatching(/UNIQUE constraint failed: users\.username|Duplicate entry 'chief'/),
    });
  });

  it('rolls its migrations back', async () => {
    const scratch = await createTestDatabase(kind);
    try {
      await migrate(scratch.db, 'auth', authService.migrations);
      await rollbackAll(scratch.db, 'auth', authService.migrations);
      expect(await scratch.db.schema.hasTable(TABLES.users)).toBe(false);
    } finally {
      await scratch.drop();
    }
  });
});
