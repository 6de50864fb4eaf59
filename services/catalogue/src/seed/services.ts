/**
 * Display labels of the seven services a package can include (the icons of the detail
 * page, the storefront spec's package detail). The service keys themselves, and the standard exclusion
 * lines of a new package, are the contracts' INCLUSION_SERVICES and DEFAULT_EXCLUSION_TEXTS.
 * The exclusions reference list names the same services: a package's exclusion_ids are
 * the services it does not include.
 */
import type { InclusionService } from '@agency/contracts';

export const SERVICE_LABELS: Record<InclusionService, string> = {
  hotels: 'Hotels',
  transfers: 'Transfers',
  flights: 'Flights',
  meals: 'Meals',
  visa: 'Visa',
  sightseeing: 'Sightseeing',
  '24_7_support': '24/7 Support',
};
