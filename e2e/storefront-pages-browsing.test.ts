/** The browsing pages of the storefront pass the page checks (support/pageChecks.ts) at 1440 and 375 px. */
import { expectAccessibleAtBothWidths, PAGE_CHECK_TIMEOUT } from './support/pageChecks';
import { startSuite } from './support/suite';

const suite = startSuite();

describe('every storefront page: browsing', () => {
  it.concurrent.each([
    ['/', 'Our Exclusive Top Deals'],
    ['/Destination', 'MAP OF REGION'],
    ['/Middleeast', 'VIEW COUNTRY LIST'],
    ['/TURKEY', 'TURKEY'],
    ['/packages', 'FILTERS'],
    ['/package-detail/1', 'OVERVIEW'],
    ['/Holidays', 'Holiday Types'],
    ['/Holidays/Honeymoons', 'Honeymoons'],
  ])(
    '%s has no serious accessibility violation at 1440 and 375 px',
    (path, ready) => expectAccessibleAtBothWidths(suite.browser, suite.site.url, path, ready),
    PAGE_CHECK_TIMEOUT,
  );
});
