/**
 * The storefront's texts from the spec's error catalogue, each written once. Screens
 * show or log them; the browser tests look for exactly these words.
 */

/** Home and holiday-type screen: the deals call failed (shown in red in place of the page). */
export const DEALS_LOAD_ERROR = 'Failed to load deals. Please try again later.';
/** Deals list: logged when the package call fails. */
export const PACKAGES_FETCH_ERROR = 'Failed to fetch packages';
/** Deals list: logged when the filter data call fails. */
export const FILTER_DATA_FETCH_ERROR = 'Failed to fetch filter data';
/** Deals list: the filters leave nothing. */
export const NO_FILTER_MATCH = 'No deals match your selected filters';
/** Package detail by id: the call failed. */
export const PACKAGE_LOAD_ERROR = 'Could not load package details.';
/** Package detail: nothing to show. */
export const NO_PACKAGE_DATA = 'No package data available.';
/**
 * Package detail: the package is not there (deleted, withdrawn, or never was). Not the
 * spec's failed-load text: nothing failed, and trying again would not bring it back.
 */
export const PACKAGE_GONE = 'This holiday is no longer available';
export const PACKAGE_GONE_DETAIL = 'It may have been withdrawn or replaced by a newer itinerary.';
/** Its offer: holidays of its country or holiday type, or (nothing known of it) the newest. */
export const SIMILAR_HOLIDAYS = 'Similar holidays';
export const OTHER_HOLIDAYS = 'Holidays you may like';
/** Package detail by id: while it loads. */
export const PACKAGE_LOADING = 'Loading package details...';
/** Deals list: while a page loads. */
export const PACKAGES_LOADING = 'Loading...';
/** Deals list: the last page is on screen. */
export const END_OF_PACKAGES = 'You have reached the end of the packages.';
/** Package gallery without pictures. */
export const NO_IMAGES = 'No Images Available';

/** The enquiry form's title (/Form). */
export const ENQUIRY_FORM_TITLE = 'Let Us Plan Your Escape Vacation';
/** The enquiry form: the request was stored. */
export const ENQUIRY_SUCCESS = 'Query has been submitted. We will be in touch with you shortly.';
/** The enquiry form and the contact page's callback form: the request could not be sent. */
export const ENQUIRY_FAILURE = 'Error submitting form';
/** The home page's quick-contact pop-up: the request was stored. */
export const QUICK_CONTACT_SUCCESS = 'Your query has been submitted successfully!';
/** The quick-contact pop-up: the request could not be sent. */
export const QUICK_CONTACT_FAILURE = 'Failed to submit your query. Please try again later.';
/** The contact page's callback form ('Get In Touch'): the request was stored. */
export const CALLBACK_SUCCESS = 'Data submitted successfully!';
/** The callback form's title and its 'How did you find us?' question. */
export const CALLBACK_TITLE = 'Get In Touch';
export const FOUND_US_LABEL = 'How did you find us?';
/** The wellness retreat's entry in the header's Holiday Types menu as offered without scripts. */
export const RETREAT_LINK_TEXT = 'The Awakening Retreat, Pushkar';
/** Submit buttons while a request is on its way: the enquiry forms, and the callback form. */
export const SUBMITTING = 'Submitting...';
export const REQUESTING = 'Requesting...';

/** Holiday-type screen: no deal carries the type's flag. */
export function noDealsFor(showName: string): string {
  return `No deals found for ${showName}`;
}

/** Deals list footer: 'Page X of Y | Total Packages: Z'. */
export function pagingSummary(page: number, pages: number, total: number): string {
  return `Page ${page} of ${pages} | Total Packages: ${total}`;
}

/** Logs a failure the spec wants logged (the console is the site's log in the browser). */
export function logFailure(message: string, error?: unknown): void {
  console.error(message, error ?? '');
}
