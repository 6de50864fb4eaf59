/**
 * The item the holiday-type deals screen receives (the spec's holiday-type deals screen): Name, the deal field whose
 * value 'True' selects a deal; ShowName, what the page calls it; Url, its banner picture.
 * /Holidays hands one per holiday type, /Exclusive one per home deal section. The screen's
 * own path names the item too, so a reload or a shared link shows the same deals.
 */
import { HOLIDAY_TYPES, type HolidayType } from '@agency/contracts';
import { HOME_SECTION_LOOKS, type HomeDealSection } from '../home/homeSections';
import { holidayTypeLabel } from '../menu/destinations';
import { imageUrl, paths } from '../paths';

export interface HolidayItem {
  Name: HolidayType | HomeDealSection;
  ShowName: string;
  Url: string;
}

export function holidayTypeItem(key: HolidayType): HolidayItem {
  return { Name: key, ShowName: holidayTypeLabel(key), Url: imageUrl(`holiday-${key.toLowerCase().replace(/_/g, '-')}`) };
}

export function homeSectionItem(flag: HomeDealSection): HolidayItem {
  const look = HOME_SECTION_LOOKS.find((entry) => entry.flag === flag);
  return { Name: flag, ShowName: look?.title ?? flag, Url: imageUrl(look?.artwork ?? 'page-exclusive-deals') };
}

export function isHolidayType(name: string): name is HolidayType {
  return (HOLIDAY_TYPES as readonly string[]).includes(name);
}

/** The screen's address: under /Holidays for a holiday type, under /Exclusive for a deal section. */
export function holidayDealsPath(item: HolidayItem): string {
  return `${isHolidayType(item.Name) ? paths.holidays : paths.exclusive}/${item.Name}`;
}

/** The item in navigation state, else the one the path names, else null (an unknown name). */
export function resolveHolidayItem(state: unknown, name: string | undefined): HolidayItem | null {
  const fromState = typeof state === 'object' && state !== null ? (state as { item?: Partial<HolidayItem> }).item : undefined;
  if (fromState && typeof fromState.Name === 'string' && typeof fromState.ShowName === 'string' && typeof fromState.Url === 'string') {
    const known = isHolidayType(fromState.Name) || HOME_SECTION_LOOKS.some((look) => look.flag === fromState.Name);
    if (known) return fromState as HolidayItem;
  }
  if (!name) return null;
  if (isHolidayType(name)) return holidayTypeItem(name);
  const section = HOME_SECTION_LOOKS.find((look) => look.flag === name);
  return section ? homeSectionItem(section.flag) : null;
}
