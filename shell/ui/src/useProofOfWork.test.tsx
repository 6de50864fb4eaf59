import type { ProofOfWorkChallenge } from '@agency/contracts';
import { act, renderHook } from '@testing-library/react';
import { solveProofOfWork } from './proofOfWork';
import { useProofOfWork } from './useProofOfWork';

jest.mock('./proofOfWork', () => ({ solveProofOfWork: jest.fn() }));

const challenge = { signature: '00' } as unknown as ProofOfWorkChallenge;

/** Each solve waits until the test finishes it; the signal it was given is kept. */
function controlledSolves() {
  const solves: { signal: AbortSignal; finish(payload: string): void }[] = [];
  jest.mocked(solveProofOfWork).mockImplementation(
    (_challenge, signal) =>
      new Promise<string>((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new Error('stopped')));
        solves.push({ signal: signal as AbortSignal, finish: resolve });
      }),
  );
  return solves;
}

const flush = () => act(async () => undefined);

describe('useProofOfWork', () => {
  it('starts solving at once, lets a solution taken while still solving finish, and prepares the next only then', async () => {
    const solves = controlledSolves();
    const fetchChallenge = jest.fn(async () => challenge);
    const { result } = renderHook(() => useProofOfWork(fetchChallenge));
    await flush();
    expect(solves).toHaveLength(1);

    const taken = result.current();
    await flush();
    // Taken while under way: neither stopped nor competing with a next one.
    expect(solves[0].signal.aborted).toBe(false);
    expect(solves).toHaveLength(1);
    solves[0].finish('first');
    await expect(taken).resolves.toBe('first');
    await flush();
    expect(solves).toHaveLength(2);
    expect(fetchChallenge).toHaveBeenCalledTimes(2);
  });

  it('stops every solve under way when the form goes away', async () => {
    const solves = controlledSolves();
    const { result, unmount } = renderHook(() => useProofOfWork(async () => challenge));
    await flush();
    const taken = result.current();
    taken.catch(() => undefined);
    unmount();
    expect(solves[0].signal.aborted).toBe(true);
    await expect(taken).rejects.toThrow('stopped');
  });
});
