/**
 * InnoDB may end one of two transactions that lock the same rows in different orders (a
 * deadlock): the victim is rolled back whole, having changed nothing, and MySQL's advice is
 * to run it again. SQLite runs one writer at a time and never reports one.
 */

export function isDeadlock(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'ER_LOCK_DEADLOCK';
}

/** How often work that lost a deadlock runs at most, the first time included. */
export const DEADLOCK_ATTEMPTS = 3;

/** Runs `work` (a whole transaction), again when it was a deadlock's victim, up to `attempts` times. */
export async function retryingDeadlocks<T>(work: () => Promise<T>, attempts = DEADLOCK_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= attempts) throw error;
    }
  }
}
