/**
 * The spec's fixed vocabularies and limits, each written once. Schemas use these arrays as
 * `enum`s, services seed from them and frontends render their pickers from them.
 */

/** Holiday type keys (the storefront spec's entities). A package carries one 'True'/'False' flag per key. */
export const HOLIDAY_TYPES = [
  'Adults_Only_Holidays',
  'All_Inclusive_Holidays',
  'Beach_Holidays',
  'Business_Class_Holidays',
  'Christmas_Holidays',
  'Escorted_Groups_Tours',
  'Escorted_Tours',
  'F1_Packages',
  'Family_Holidays',
  'Golf_Holidays',
  'Honeymoons',
  'Multicentre_Holidays',
  'Rail_Holidays',
  'Safari',
  'Short_Breaks',
  'Solo_Holidays',
  'Ultra_Luxury_Holidays',
  'Villa_Holidays',
] as const;
export type HolidayType = (typeof HOLIDAY_TYPES)[number];

/** Flags that put a deal into one of the home page's deal sections. */
export const HOME_DEAL_SECTIONS = ['HomeDealSection1', 'HomeDealSection2', 'HomeDealSection3'] as const;

/** The text values of every package flag (the old data stored booleans as these words). */
export const FLAG_VALUES = ['True', 'False'] as const;
export type FlagValue = (typeof FLAG_VALUES)[number];

/** The seven services a package may include, in the order the overview icons show them. */
export const INCLUSION_SERVICES = ['hotels', 'transfers', 'flights', 'meals', 'visa', 'sightseeing', '24_7_support'] as const;
export type InclusionService = (typeof INCLUSION_SERVICES)[number];

/** Pricing row types of the package form. */
export const PRICING_TYPES = ['Premium', 'Deluxe', 'Luxury', 'Standard'] as const;
export type PricingType = (typeof PRICING_TYPES)[number];

/** Hotel nights per row: the form's selector offers 1 to 30; a new row starts at 1. */
export const HOTEL_NIGHTS = { min: 1, max: 30, default: 1 } as const;

/** Lines a new package starts with in its exclusion list (the staff spec's business constants). */
export const DEFAULT_EXCLUSION_TEXTS = [
  'GST of 5% on the total package price',
  'Entrance fees to monuments, parks and attractions unless stated as included',
  'Airfare and airport taxes unless stated as included',
  'Meals other than those mentioned in the inclusions',
  'City or tourist tax payable directly at the hotel',
  'Optional tours and activities',
  'Personal expenses such as laundry, telephone calls, tips and drinks',
  'Security deposit required by some hotels at check-in',
] as const;

/** Departure airports of the full enquiry form. */
export const AIRPORTS = [
  'Delhi (DEL)',
  'Mumbai (BOM)',
  'Hyderabad (HYD)',
  'Bengaluru (BLR)',
  'Ahmedabad (AMD)',
  'Chennai (MAA)',
  'Others',
] as const;

/** Class offer the full enquiry form starts with. */
export const DEFAULT_CLASS_OFFER = 'Economy';

/** Preferred call times of the contact-page callback form. */
export const CALL_TIMES = ['Today', '9 am to 12pm', '12 pm to 3pm', '3 pm to 6pm', '6 pm to 9pm'] as const;
/** The callback form's default, and the fixed value the full enquiry form sends. */
export const DEFAULT_CALL_TIME = '9 am to 12pm' satisfies (typeof CALL_TIMES)[number];

/** 'How did you find us?' options; the chosen one is sent as the enquiry's `way`. */
export const FOUND_US_OPTIONS = ['Direct website', 'Facebook', 'Instagram', 'Twitter', 'Advertisement'] as const;
export const DEFAULT_FOUND_US = 'Direct website' satisfies (typeof FOUND_US_OPTIONS)[number];
/** The `way` of the home page's quick-contact pop-up. */
export const QUICK_CONTACT_WAY = 'quickContact';
/** The `way` of the full enquiry form (/Form). */
export const FULL_FORM_WAY = 'Direct website' satisfies (typeof FOUND_US_OPTIONS)[number];
/** Every accepted `way`: the pop-up's, plus the 'How did you find us?' options (which include the full form's). */
export const ENQUIRY_WAYS = [QUICK_CONTACT_WAY, ...FOUND_US_OPTIONS] as const;

/** The handler of unassigned requests, and the name shown when no username is known. */
export const PUBLIC_HANDLER = 'Public';
/** Stored request statuses: new requests are 'Active'; staff move them to 'Confirm' or 'Deleted'. */
export const LEAD_STATUSES = ['Active', 'Confirm', 'Deleted'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** The statuses staff may set with update-status. */
export const LEAD_STATUS_UPDATES = ['Confirm', 'Deleted'] as const;

/** Username length limit of the create-user form (the staff spec's validation rules). */
export const USERNAME_MAX_LENGTH = 15;
/**
 * Length of a password an account may be given: a floor that resists guessing and a ceiling
 * that admits passphrases. This replaces the spec's 15-character ceiling on passwords (issue
 * 13: a 15-character ceiling refuses passphrases while 'a' was accepted).
 */
export const PASSWORD_LENGTH = { min: 12, max: 128 } as const;

/** Page sizes: the storefront's server-paged list, the staff package list, the home page's top deals. */
export const PAGE_SIZES = { storefrontList: 7, staffList: 10, home: 4 } as const;
/** Largest page a client may ask for. */
export const MAX_PAGE_SIZE = 100;

/** Sorts of the package list (the storefront spec's business constants): by the first price or by duration, either way. */
export const PACKAGE_SORT_FIELDS = ['pricing.price', 'duration'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;

/** Retreat room categories with the member counts each room takes (the staff spec's validation rules). */
export const RETREAT_ROOMS = {
  SoulPod: { minMembers: 1, maxMembers: 8, defaultMembers: 1 },
  'Harmony Quad': { minMembers: 4, maxMembers: 5, defaultMembers: 4 },
  'Duo Room': { minMembers: 2, maxMembers: 3, defaultMembers: 2 },
} as const;
export const ROOM_CATEGORIES = ['SoulPod', 'Harmony Quad', 'Duo Room'] as const satisfies readonly (keyof typeof RETREAT_ROOMS)[];
export type RoomCategory = (typeof ROOM_CATEGORIES)[number];
/** Price per person in INR when the inventory has no price for a room. */
export const RETREAT_FALLBACK_PRICE = 15999;

/**
 * Payment states as the status call reports them:
 * - pending: initiated, the provider has not called back yet (the room is held);
 * - success: the provider's success callback arrived and its reverse hash, txnid and amount checked out;
 * - failure: the provider reported a failure, or a callback failed those checks;
 * - expired: no callback arrived before the hold ran out, so the room was released.
 */
export const PAYMENT_STATUSES = ['pending', 'success', 'failure', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** What the sandbox provider's page lets the tester choose. */
export const SANDBOX_OUTCOMES = ['success', 'failure'] as const;

/** Countries never shown in a destination menu (the storefront spec's layout and header), though their pages exist. */
export const HIDDEN_MENU_COUNTRIES = [
  'Hungary',
  'Czech Republic',
  'Netherlands',
  'Denmark',
  'Germany',
  'Sweden',
  'Belgium',
  'Corsica',
  'Portugal',
] as const;

/**
 * The destination menu's groups (the storefront spec's "Menu data"): menu name → countries, in
 * the spec's order. The one owner of menu membership: a country outside these groups has a
 * page but no menu entry, and a hidden country (above) is left out even when a group names it
 * (Portugal).
 */
export const MENU_GROUPS = {
  Asia: ['Bali', 'India', 'Malaysia', 'Singapore', 'Thailand', 'Vietnam'],
  'Middle East': ['Abu Dhabi', 'Dubai', 'Qatar', 'Ras Al Khaimah'],
  Africa: ['Egypt', 'Kenya', 'Morocco', 'South Africa', 'Tanzania', 'Tunisia'],
  Europe: ['Turkey', 'Spain', 'Portugal', 'Cyprus', 'Greece'],
  'USA & Canada': ['USA', 'Canada'],
  'Caribbean Island': ['Dominican Republic', 'Barbados', 'Bermuda', 'Grenada', 'Antigua', 'Jamaica', 'Puerto Rico'],
  'Indian Ocean': ['Sri Lanka', 'Seychelles', 'Mauritius', 'Maldives'],
} as const satisfies Record<string, readonly string[]>;

const HIDDEN_FROM_MENU_SET: ReadonlySet<string> = new Set(HIDDEN_MENU_COUNTRIES);

/** The countries a menu group shows: its spec list without the hidden ones, in order. */
export function menuCountriesOf(group: keyof typeof MENU_GROUPS): string[] {
  return MENU_GROUPS[group].filter((country) => !HIDDEN_FROM_MENU_SET.has(country));
}

/** Whether a country has an entry in the destination menu. */
export function isMenuCountry(country: string): boolean {
  return (
    !HIDDEN_FROM_MENU_SET.has(country) && Object.values(MENU_GROUPS).some((countries) => (countries as readonly string[]).includes(country))
  );
}

/** The largest row id (a signed 32-bit column on both databases): every id a call takes is bounded by it. */
export const MAX_ROW_ID = 2 ** 31 - 1;
