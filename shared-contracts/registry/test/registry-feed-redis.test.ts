/**
 * The registry feed with Redis: an announced activation reloads an instance at once (it
 * then reports what it serves), and an announcement heard while a check is under way is not
 * lost: that check may have read the rows from before the activation, so it checks again.
 */
import { REDIS_SERVER, type RunningRedis, startRedis } from '@agency/test-kit/redis-server';
import { emptyRegistry, type Registry } from '../src/format';
import { announceActivationOnce, RegistryFeed } from '../src/registry-feed';
import type { ReleaseLedger } from '../src/releases';

/** A ledger whose change mark is `mark`, and whose registry names the mark it was read at (in `schemaVersion`'s place, a test-only tag). */
function fakeLedger() {
  const state = { mark: 1, gate: undefined as Promise<void> | undefined };
  const ledger = {
    async changeMark() {
      const value = state.mark;
      await state.gate;
      return value;
    },
    async registry() {
      return { ...emptyRegistry(), readAt: state.mark } as Registry;
    },
  };
  return { state, ledger: ledger as unknown as ReleaseLedger };
}

const readAt = (registry: Registry) => (registry as Registry & { readAt: number }).readAt;

async function until(check: () => boolean, ms = 3000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

(REDIS_SERVER ? describe : describe.skip)('the registry feed with Redis', () => {
  let redis: RunningRedis;
  let feed: RegistryFeed | undefined;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterEach(() => feed?.close());
  afterAll(() => redis.stop());

  it('reloads at once when an activation is announced, with no page read, and tells who listens', async () => {
    const { state, ledger } = fakeLedger();
    const reloads: number[] = [];
    feed = new RegistryFeed(ledger, { pollMs: 2000, redisUrl: redis.url, onReload: (r) => reloads.push(readAt(r)) });
    expect(readAt(await feed.current())).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200)); // subscribed
    state.mark = 2;
    await announceActivationOnce(redis.url);
    await until(() => reloads.includes(2));
    expect(readAt(await feed.current())).toBe(2);
  });

  it('checks again when an announcement arrives while a check that read the old rows is under way', async () => {
    const { state, ledger } = fakeLedger();
    const reloads: number[] = [];
    feed = new RegistryFeed(ledger, { pollMs: 2000, redisUrl: redis.url, onReload: (r) => reloads.push(readAt(r)) });
    expect(readAt(await feed.current())).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // A first announcement starts a check that reads mark 1 and then hangs …
    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    await announceActivationOnce(redis.url);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // … a second activation is announced meanwhile; then the first check completes.
    state.mark = 2;
    await announceActivationOnce(redis.url);
    await new Promise((resolve) => setTimeout(resolve, 200));
    state.gate = undefined;
    open();
    await until(() => reloads.includes(2));
    expect(readAt(await feed.current())).toBe(2);
  });
});
