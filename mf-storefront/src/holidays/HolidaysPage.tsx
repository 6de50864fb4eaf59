import { HOLIDAY_TYPES } from '@agency/contracts';
import { usePageHead } from '@agency/page/remote';
import { site } from '@agency/site';
import { PageBanner } from '../components/PageBanner';
import { holidayListHead } from '../head/pageHeads';
import { imageUrl, paths } from '../paths';
import { HolidayItemGrid } from './HolidayItemGrid';
import { holidayTypeItem } from './holidayItems';

/** /Holidays: a card for each of the 18 holiday types, each opening its deals screen. */
export function HolidaysPage() {
  usePageHead(
    holidayListHead(
      'Holiday Types',
      paths.holidays,
      `Holidays by theme from ${site.brandName}: honeymoons, family trips, adventure, wildlife, beaches, villas and more.`,
    ),
  );
  return (
    <article>
      <PageBanner image={imageUrl('page-holiday-types')} title="Holiday Types" eyebrow="Find your kind of holiday" />
      <HolidayItemGrid
        title="How would you like to travel?"
        lead="Beaches or safaris, a honeymoon or a family adventure: choose a style and see the deals our specialists have put together."
        items={HOLIDAY_TYPES.map(holidayTypeItem)}
      />
    </article>
  );
}
