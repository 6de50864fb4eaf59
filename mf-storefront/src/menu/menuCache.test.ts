import { menu } from '../testing/fixtures';
import { MENU_CACHE_KEY, MENU_CACHE_MAX_AGE_MS, MENU_CACHE_TIME_KEY, readMenuCache, writeMenuCache } from './menuCache';

const NOW = 1_750_000_000_000;

describe('the menu data cache', () => {
  it('keeps the data and its time under the spec keys', () => {
    writeMenuCache(window.localStorage, menu, NOW);
    expect(JSON.parse(window.localStorage.getItem(MENU_CACHE_KEY) ?? 'null')).toEqual(menu);
    expect(window.localStorage.getItem(MENU_CACHE_TIME_KEY)).toBe(String(NOW));
    expect(MENU_CACHE_MAX_AGE_MS).toBe(86_400_000);
  });

  it('is used while younger than 24 hours, and not from then on', () => {
    writeMenuCache(window.localStorage, menu, NOW);
    expect(readMenuCache(window.localStorage, NOW + 1)).toEqual(menu);
    expect(readMenuCache(window.localStorage, NOW + MENU_CACHE_MAX_AGE_MS - 1)).toEqual(menu);
    expect(readMenuCache(window.localStorage, NOW + MENU_CACHE_MAX_AGE_MS)).toBeNull();
  });

  it('ignores a missing, corrupt, foreign or future entry', () => {
    expect(readMenuCache(window.localStorage, NOW)).toBeNull();
    window.localStorage.setItem(MENU_CACHE_KEY, '{not json');
    window.localStorage.setItem(MENU_CACHE_TIME_KEY, String(NOW));
    expect(readMenuCache(window.localStorage, NOW)).toBeNull();
    window.localStorage.setItem(MENU_CACHE_KEY, JSON.stringify({ continents: [] }));
    expect(readMenuCache(window.localStorage, NOW)).toBeNull();
    writeMenuCache(window.localStorage, menu, NOW + 60_000);
    expect(readMenuCache(window.localStorage, NOW)).toBeNull();
  });

  it('survives a storage that refuses to be written or read', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(() => writeMenuCache(broken, menu, NOW)).not.toThrow();
    expect(readMenuCache(broken, NOW)).toBeNull();
  });
});
