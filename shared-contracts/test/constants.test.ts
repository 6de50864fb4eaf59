/** The spec's fixed vocabularies and limits, checked against the spec's own words. */
import {
  AIRPORTS,
  CALL_TIMES,
  DEFAULT_CALL_TIME,
  DEFAULT_EXCLUSION_TEXTS,
  DEFAULT_FOUND_US,
  FOUND_US_OPTIONS,
  HOLIDAY_TYPES,
  HOTEL_NIGHTS,
  INCLUSION_SERVICES,
  LEAD_STATUSES,
  PAGE_SIZES,
  PRICING_TYPES,
  packageSchema,
  RETREAT_FALLBACK_PRICE,
  RETREAT_ROOMS,
  ROOM_CATEGORIES,
} from '../src';

describe('spec constants', () => {
  it('has the 18 holiday types and the 7 services, each once', () => {
    expect(new Set(HOLIDAY_TYPES).size).toBe(18);
    expect(HOLIDAY_TYPES).toEqual(expect.arrayContaining(['Adults_Only_Holidays', 'F1_Packages', 'Safari', 'Villa_Holidays']));
    expect(INCLUSION_SERVICES).toEqual(['hotels', 'transfers', 'flights', 'meals', 'visa', 'sightseeing', '24_7_support']);
  });

  it('gives a package one text flag per holiday type and per home deal section', () => {
    const props = packageSchema.properties as Record<string, { enum?: readonly string[] }>;
    for (const key of [...HOLIDAY_TYPES, 'HomeDealSection1', 'HomeDealSection2', 'HomeDealSection3']) {
      expect([key, props[key]?.enum]).toEqual([key, ['True', 'False']]);
    }
  });

  it('has the form choices of the spec', () => {
    expect(PRICING_TYPES).toEqual(['Premium', 'Deluxe', 'Luxury', 'Standard']);
    expect(AIRPORTS).toEqual([
      'Delhi (DEL)',
      'Mumbai (BOM)',
      'Hyderabad (HYD)',
      'Bengaluru (BLR)',
      'Ahmedabad (AMD)',
      'Chennai (MAA)',
      'Others',
    ]);
    expect(CALL_TIMES).toEqual(['Today', '9 am to 12pm', '12 pm to 3pm', '3 pm to 6pm', '6 pm to 9pm']);
    expect(DEFAULT_CALL_TIME).toBe('9 am to 12pm');
    expect(FOUND_US_OPTIONS).toEqual(['Direct website', 'Facebook', 'Instagram', 'Twitter', 'Advertisement']);
    expect(DEFAULT_FOUND_US).toBe('Direct website');
    expect(HOTEL_NIGHTS).toEqual({ min: 1, max: 30, default: 1 });
    expect(DEFAULT_EXCLUSION_TEXTS).toHaveLength(8);
  });

  it('has the page sizes and lead statuses of the spec', () => {
    expect(PAGE_SIZES).toEqual({ storefrontList: 7, staffList: 10, home: 4 });
    expect(LEAD_STATUSES).toEqual(['Active', 'Confirm', 'Deleted']);
  });

  it('has the retreat rooms with their guest ranges and the fallback price', () => {
    expect(ROOM_CATEGORIES).toEqual(Object.keys(RETREAT_ROOMS));
    expect(RETREAT_ROOMS).toEqual({
      SoulPod: { minMembers: 1, maxMembers: 8, defaultMembers: 1 },
      'Harmony Quad': { minMembers: 4, maxMembers: 5, defaultMembers: 4 },
      'Duo Room': { minMembers: 2, maxMembers: 3, defaultMembers: 2 },
    });
    expect(RETREAT_FALLBACK_PRICE).toBe(15999);
  });
});
