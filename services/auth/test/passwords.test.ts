import { hashPassword, verifyPassword } from '../src/passwords';

describe('passwords', () => {
  it('stores a self-describing scrypt hash with a 16-byte salt and a 64-byte key', async () => {
    const stored = await hashPassword('Sunset#2025');
    const [name, log2N, r, p, salt, key] = stored.split('$');
    expect([name, log2N, r, p]).toEqual(['scrypt', '17', '8', '1']);
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(key, 'base64')).toHaveLength(64);
    expect(stored).not.toContain('Sunset#2025');
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Sunset#2025');
    await expect(verifyPassword('Sunset#2025', stored)).resolves.toBe(true);
    await expect(verifyPassword('sunset#2025', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('salts every hash, so equal passwords do not give equal hashes', async () => {
    const [a, b] = await Promise.all([hashPassword('same-password'), hashPassword('same-password')]);
    expect(a).not.toBe(b);
    await expect(verifyPassword('same-password', b)).resolves.toBe(true);
  });

  it('still verifies hashes made with other parameters', async () => {
    // A hash written with a cheaper cost (as older settings might have): N=2^14, r=8, p=1.
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('legacy-pass', salt, 64, { N: 2 ** 14, r: 8, p: 1 });
    const stored = `scrypt$14$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    await expect(verifyPassword('legacy-pass', stored)).resolves.toBe(true);
    await expect(verifyPassword('other-pass', stored)).resolves.toBe(false);
  });

  it.each([
    'admin12345',
    'bcrypt$10$abc',
    'scrypt$17$8$1$c2FsdA==',
    'scrypt$30$8$1$c2FsdHNhbHRzYWx0c2FsdA==$a2V5a2V5a2V5a2V5a2V5a2V5',
    'scrypt$17$99$1$c2FsdHNhbHRzYWx0c2FsdA==$a2V5a2V5a2V5a2V5a2V5a2V5',
    'scrypt$x$8$1$c2FsdHNhbHRzYWx0c2FsdA==$a2V5a2V5a2V5a2V5a2V5a2V5',
  ])('refuses the malformed or unsafe stored value %s', async (stored) => {
    await expect(verifyPassword('admin12345', stored)).resolves.toBe(false);
  });
});
