/** The collections, legal, about and not-found pages pass the page checks (support/pageChecks.ts) at 1440 and 375 px. */
import { NO_PACKAGE_DATA } from '@agency/mf-storefront/messages';
import { expectAccessibleAtBothWidths, PAGE_CHECK_TIMEOUT } from './support/pageChecks';
import { startSuite } from './support/suite';

const suite = startSuite();

describe('every storefront page: collections, legal and the rest', () => {
  it.concurrent.each([
    ['/Exclusive', 'Our exclusive collections'],
    ['/Exclusive/HomeDealSection2', 'Romance & Beach Escapes'],
    ['/Deal', NO_PACKAGE_DATA],
    ['/PrivacyPolicy', 'Privacy Notice'],
    ['/Terms%20&%20conditions', 'Terms & Conditions'],
    ['/Aboutus', 'Our Goal'],
    ['/no-such-place', '404 - Page Not Found'],
  ])(
    '%s has no serious accessibility violation at 1440 and 375 px',
    (path, ready) => expectAccessibleAtBothWidths(suite.browser, suite.site.url, path, ready),
    PAGE_CHECK_TIMEOUT,
  );
});
