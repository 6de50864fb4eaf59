/**
 * The menu data kept in the browser for a day (the spec's states and constants): the data under
 * `menuDataCache`, the time it was stored (ms since the epoch) under `menuDataCache_time`.
 * A copy younger than 24 hours is used instead of calling the catalogue again.
 */
import type { MenuData } from '@agency/contracts';

export const MENU_CACHE_KEY = 'menuDataCache';
export const MENU_CACHE_TIME_KEY = 'menuDataCache_time';
export const MENU_CACHE_MAX_AGE_MS = 86_400_000;

/** The part of the Storage API used here (window.localStorage in the browser). */
export type MenuStorage = Pick<Storage, 'getItem' | 'setItem'>;

function isMenuData(value: unknown): value is MenuData {
  if (typeof value !== 'object' || value === null) return false;
  const { continentCountry, holidayTypes } = value as Record<string, unknown>;
  return (
    typeof continentCountry === 'object' &&
    continentCountry !== null &&
    Object.values(continentCountry).every((countries) => Array.isArray(countries) && countries.every((c) => typeof c === 'string')) &&
    Array.isArray(holidayTypes) &&
    holidayTypes.every((type) => typeof type === 'string')
  );
}

/** The cached menu when there is one younger than a day; anything unreadable counts as none. */
export function readMenuCache(storage: MenuStorage, now: number): MenuData | null {
  try {
    const storedAt = Number(storage.getItem(MENU_CACHE_TIME_KEY));
    const raw = storage.getItem(MENU_CACHE_KEY);
    if (!raw || !Number.isFinite(storedAt) || storedAt <= 0) return null;
    const age = now - storedAt;
    if (age < 0 || age >= MENU_CACHE_MAX_AGE_MS) return null;
    const data: unknown = JSON.parse(raw);
    return isMenuData(data) ? data : null;
  } catch {
    // Storage blocked (private modes) or a corrupt entry: fetch afresh.
    return null;
  }
}

export function writeMenuCache(storage: MenuStorage, data: MenuData, now: number): void {
  try {
    storage.setItem(MENU_CACHE_KEY, JSON.stringify(data));
    storage.setItem(MENU_CACHE_TIME_KEY, String(now));
  } catch {
    // A full or blocked storage only costs the next visit a fetch.
  }
}

/** The browser's localStorage, or null where it cannot be reached. */
export function browserStorage(): MenuStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
