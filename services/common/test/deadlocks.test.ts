import { DEADLOCK_ATTEMPTS, retryingDeadlocks } from '../src/deadlocks';

const deadlock = () =>
  Object.assign(new Error('Deadlock found when trying to get lock; try restarting transaction'), { code: 'ER_LOCK_DEADLOCK' });

describe('retryingDeadlocks', () => {
  it("runs a deadlock's victim again and answers what the run that got through answered", async () => {
    let runs = 0;
    const answer = await retryingDeadlocks(async () => {
      runs += 1;
      if (runs < DEADLOCK_ATTEMPTS) throw deadlock();
      return 'held';
    });
    expect(answer).toBe('held');
    expect(runs).toBe(DEADLOCK_ATTEMPTS);
  });

  it('gives up after its attempts with the deadlock itself', async () => {
    let runs = 0;
    await expect(
      retryingDeadlocks(async () => {
        runs += 1;
        throw deadlock();
      }),
    ).rejects.toMatchObject({ code: 'ER_LOCK_DEADLOCK' });
    expect(runs).toBe(DEADLOCK_ATTEMPTS);
  });

  it('never runs again work that failed otherwise', async () => {
    let runs = 0;
    await expect(
      retryingDeadlocks(async () => {
        runs += 1;
        throw Object.assign(new Error('Duplicate entry'), { code: 'ER_DUP_ENTRY' });
      }),
    ).rejects.toThrow('Duplicate entry');
    expect(runs).toBe(1);
  });
});
