/**
 * lru-cache options for entries that expire `ttlMs` after they were stored, on a clock that
 * tests can step. lru-cache counts an entry stale once it is *more* than `ttl` old and takes a
 * start time of 0 as "no TTL": its clock runs one millisecond ahead of `now` and its TTL one
 * millisecond short, so on a millisecond clock an entry is gone exactly `ttlMs` after it was stored.
 */
export function expiringAfter(ttlMs: number, now: () => number = Date.now) {
  if (!(ttlMs >= 2)) throw new RangeError(`a cache lifetime must be at least 2 ms (got ${ttlMs})`);
  return { ttl: ttlMs - 1, ttlResolution: 0, perf: { now: () => now() + 1 } };
}
