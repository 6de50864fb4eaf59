/**
 * The seven services of a package (the spec's list of services and its package detail) as the storefront draws them: a lucide
 * icon and a label each, in the contract's order.
 */

import { INCLUSION_SERVICES, type InclusionService } from '@agency/contracts';
import { Binoculars, CarFront, Headset, Hotel, type LucideIcon, Plane, Stamp, Utensils } from '@agency/ui/icons';

export interface ServiceLook {
  service: InclusionService;
  icon: LucideIcon;
  label: string;
}

const LOOKS: Record<InclusionService, Omit<ServiceLook, 'service'>> = {
  hotels: { icon: Hotel, label: 'Hotels' },
  transfers: { icon: CarFront, label: 'Transfers' },
  flights: { icon: Plane, label: 'Flights' },
  meals: { icon: Utensils, label: 'Meals' },
  visa: { icon: Stamp, label: 'Visa' },
  sightseeing: { icon: Binoculars, label: 'Sightseeing' },
  '24_7_support': { icon: Headset, label: '24/7 Support' },
};

export const SERVICE_LOOKS: readonly ServiceLook[] = INCLUSION_SERVICES.map((service) => ({ service, ...LOOKS[service] }));
