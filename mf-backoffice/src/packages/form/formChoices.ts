import type { DestinationRef, HolidayType, InclusionService } from '@agency/contracts';

/** What the package form offers to pick from: the reference data, loaded by the form's screen. */
export interface FormChoices {
  destinations: readonly DestinationRef[];
  holidayTypes: readonly HolidayType[];
  inclusions: readonly InclusionService[];
}
