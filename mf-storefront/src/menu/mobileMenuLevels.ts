/** The mobile menu's levels (spec: main, destinations, continent, holidays) and how Back steps up. */
export type MenuLevel = { kind: 'main' } | { kind: 'destinations' } | { kind: 'continent'; continent: string } | { kind: 'holidays' };

export const MAIN_LEVEL: MenuLevel = { kind: 'main' };

export function parentLevel(level: MenuLevel): MenuLevel {
  return level.kind === 'continent' ? { kind: 'destinations' } : MAIN_LEVEL;
}

export function levelTitle(level: MenuLevel): string {
  switch (level.kind) {
    case 'main':
      return 'Menu';
    case 'destinations':
      return 'Destination';
    case 'continent':
      return level.continent;
    case 'holidays':
      return 'Holiday Types';
  }
}
