import { createAjv, type ProofOfWorkChallenge, proofOfWorkChallenge } from '@agency/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { createProofOfWork } from '../src/proof-of-work';

async function solve(challenge: ProofOfWorkChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

function reencode(
  payload: string,
  change: (decoded: { challenge: ProofOfWorkChallenge; solution: { counter: number; derivedKey: string } }) => void,
): string {
  const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  change(decoded);
  return Buffer.from(JSON.stringify(decoded)).toString('base64');
}

describe('createProofOfWork', () => {
  it('hands out a challenge its schema accepts, bounded by maxNumber, and accepts its solution once', async () => {
    const pow = createProofOfWork({ secret: 'test-secret', maxNumber: 500 });
    const challenge = await pow.challenge();
    expect(createAjv().validate(proofOfWorkChallenge, challenge)).toBe(true);
    const payload = await solve(challenge);
    const counter = JSON.parse(Buffer.from(payload, 'base64').toString()).solution.counter;
    // altcha's randomInt draws from 1 to the maximum, both included (it drew 500 once in 500 runs).
    expect(counter).toBeGreaterThanOrEqual(1);
    expect(counter).toBeLessThanOrEqual(500);
    await expect(pow.verify(payload)).resolves.toEqual({ ok: true });
    await expect(pow.verify(payload)).resolves.toEqual({ ok: false, reason: 'replayed' });
  });

  it('tells a missing payload from a garbled, forged or wrong one', async () => {
    const pow = createProofOfWork({ secret: 'test-secret', maxNumber: 200 });
    await expect(pow.verify(undefined)).resolves.toEqual({ ok: false, reason: 'missing' });
    await expect(pow.verify('')).resolves.toEqual({ ok: false, reason: 'missing' });
    await expect(pow.verify('not base64 json')).resolves.toEqual({ ok: false, reason: 'invalid' });
    await expect(pow.verify(Buffer.from('{"challenge":1}').toString('base64'))).resolves.toEqual({ ok: false, reason: 'invalid' });

    const payload = await solve(await pow.challenge());
    const wrongCounter = reencode(payload, (d) => {
      d.solution.counter += 1;
      d.solution.derivedKey = '00'.repeat(32);
    });
    await expect(pow.verify(wrongCounter)).resolves.toEqual({ ok: false, reason: 'invalid' });
    const easier = reencode(payload, (d) => {
      d.challenge.parameters.keyPrefix = '0';
    });
    await expect(pow.verify(easier)).resolves.toEqual({ ok: false, reason: 'invalid' });

    // Solved for another service's secret.
    const other = createProofOfWork({ secret: 'another-secret', maxNumber: 200 });
    await expect(pow.verify(await solve(await other.challenge()))).resolves.toEqual({ ok: false, reason: 'invalid' });
    // The refused attempts did not use the genuine solution up.
    await expect(pow.verify(payload)).resolves.toEqual({ ok: true });
  });

  it('refuses a solution once its challenge has expired', async () => {
    let now = Date.now();
    const pow = createProofOfWork({ secret: 'test-secret', maxNumber: 200, expiresInSeconds: 60, now: () => now });
    const payload = await solve(await pow.challenge());
    now += 61_000;
    await expect(pow.verify(payload)).resolves.toEqual({ ok: false, reason: 'expired' });
    // A moved expiry breaks the signature.
    const later = reencode(payload, (d) => {
      d.challenge.parameters.expiresAt += 3600;
    });
    await expect(pow.verify(later)).resolves.toEqual({ ok: false, reason: 'invalid' });
  });

  it('remembers used solutions in bounded memory and forgets them once they expire', async () => {
    let now = Date.now();
    const pow = createProofOfWork({ secret: 'test-secret', maxNumber: 50, expiresInSeconds: 60, maxRemembered: 2, now: () => now });
    const first = await solve(await pow.challenge());
    now += 30_000;
    const second = await solve(await pow.challenge());
    await expect(pow.verify(first)).resolves.toEqual({ ok: true });
    await expect(pow.verify(second)).resolves.toEqual({ ok: true });
    await expect(pow.verify(first)).resolves.toEqual({ ok: false, reason: 'replayed' });
    await expect(pow.verify(second)).resolves.toEqual({ ok: false, reason: 'replayed' });
    // Past the first one's expiry it is refused as expired, and the second is still refused.
    now += 31_000;
    await expect(pow.verify(first)).resolves.toEqual({ ok: false, reason: 'expired' });
    await expect(pow.verify(second)).resolves.toEqual({ ok: false, reason: 'replayed' });
  });
});
