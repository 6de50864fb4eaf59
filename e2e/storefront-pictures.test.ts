/** The main storefront pages show every picture, none broken, at 375 and 1440 px (support/pageChecks.ts). */
import { expectEveryPictureAtBothWidths, PAGE_CHECK_TIMEOUT } from './support/pageChecks';
import { startSuite } from './support/suite';

const suite = startSuite();

describe('every storefront page: pictures', () => {
  it.concurrent.each([
    ['home', '/', 'Our Exclusive Top Deals'],
    ['country', '/Thailand', 'THAILAND'],
    ['packages', '/packages', 'FILTERS'],
    ['package-detail', '/package-detail/1', 'OVERVIEW'],
  ])(
    'the %s page shows every picture, none broken and nothing wider than the screen, at 375 and 1440 px (screenshots kept)',
    (name, path, heading) => expectEveryPictureAtBothWidths(suite.browser, suite.site.url, name, path, heading),
    PAGE_CHECK_TIMEOUT,
  );
});
