/**
 * What an audit entry keeps of a request: never a secret field, whatever the call names it;
 * values as text, cut; only the fields that changed. And the table refuses UPDATE and DELETE
 * on every database (the same triggers run for every service's migrations).
 */
import { AUDIT_VALUE_MAX_LENGTH } from '@agency/contracts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@agency/test-kit/services';
import {
  AUDIT_APPEND_ONLY,
  AUDIT_TABLE,
  appendAuditEntry,
  auditText,
  changedFields,
  isSecretField,
  migrateAuditLog,
  readAuditLog,
  submittedChanges,
} from '../src/audit';

describe('what an audit entry keeps', () => {
  it.each([
    'password',
    'newPassword',
    'currentPassword',
    'token',
    'refresh_token',
    'jwtSecret',
    'totpCode',
    'code',
    'recoveryCodes',
    'otp',
    'authorization',
  ])('never records a field called %s', (name) => {
    expect(isSecretField(name)).toBe(true);
    expect(submittedChanges({ [name]: 'hunter2-secret', role: 'manager' })).toEqual([{ field: 'role', after: 'manager' }]);
  });

  it.each(['username', 'role', 'packageName', 'handleby', 'status', 'passengers', 'hotpot'])('records a field called %s', (name) => {
    expect(isSecretField(name)).toBe(false);
  });

  it('strips secrets inside nested values and cuts long values', () => {
    expect(auditText({ user: { name: 'a', password: 'p4ss-word' }, list: [{ token: 'x' }] })).toBe('{"user":{"name":"a"},"list":[{}]}');
    const long = auditText('x'.repeat(1000));
    expect(long).toHaveLength(AUDIT_VALUE_MAX_LENGTH);
    expect(long.endsWith('…')).toBe(true);
  });

  it('keeps only the fields that changed, with what was before and after', () => {
    expect(changedFields({ role: 'employee', username: 'a' }, { role: 'manager', username: 'a' })).toEqual([
      { field: 'role', before: 'employee', after: 'manager' },
    ]);
    expect(changedFields(undefined, { username: 'a' })).toEqual([{ field: 'username', after: 'a' }]);
    expect(changedFields({ username: 'a', password: 'x' }, undefined)).toEqual([{ field: 'username', before: 'a' }]);
  });
});

describe.each(testDatabaseKinds())('the audit table on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    await migrateAuditLog(db.db);
    // Every service runs the same migrations: a second run changes nothing.
    await migrateAuditLog(db.db);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('appends entries and refuses to change or remove them', async () => {
    const entry = {
      action: 'package.delete',
      outcome: 'succeeded' as const,
      actor: { id: 7, username: 'asha', role: 'manager' },
      ip: '198.51.100.4',
      userAgent: 'UA',
      target: 12,
      changes: [],
    };
    await appendAuditEntry(db.db, entry, Date.UTC(2026, 0, 1));
    await appendAuditEntry(db.db, { ...entry, target: 13 }, Date.UTC(2026, 0, 2));
    await expect(db.db(AUDIT_TABLE).update({ action: 'nothing' })).rejects.toThrow(AUDIT_APPEND_ONLY);
    await expect(db.db(AUDIT_TABLE).where({ target: '12' }).delete()).rejects.toThrow(AUDIT_APPEND_ONLY);
    const page = await readAuditLog(db.db, { page: 1, limit: 25 });
    expect(page.data.map((e) => [e.target, e.action, e.at])).toEqual([
      ['13', 'package.delete', '2026-01-02T00:00:00.000Z'],
      ['12', 'package.delete', '2026-01-01T00:00:00.000Z'],
    ]);
  });

  it('reads days in India time', async () => {
    // 2026-01-01T00:00Z is 05:30 on 1 January in India; 2026-01-02T00:00Z is 05:30 on 2 January.
    expect((await readAuditLog(db.db, { from: '2026-01-02', to: '2026-01-02' })).data.map((e) => e.target)).toEqual(['13']);
    expect((await readAuditLog(db.db, { to: '2026-01-01' })).data.map((e) => e.target)).toEqual(['12']);
    expect((await readAuditLog(db.db, { from: '2026-01-03' })).pagination.totalEntries).toBe(0);
  });
});
