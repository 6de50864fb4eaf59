/**
 * The back office's own texts (the words the server sends live in @agency/contracts). The
 * quoted ones are the spec's (staff §2, §4, §8), each written once; the browser tests look
 * for exactly these words.
 */

/** Shown by both guards while the server checks the stored token. */
export const VERIFYING = 'Verifying authentication...';
/** Admin guard: no token or no adminAuth flag (or the account is not an administrator's). */
export const ADMIN_LOGIN_REQUIRED = 'Please login as administrator to access this page';
/** A guard could not reach the server to check the token (not the same as a refused token). */
export const VERIFY_UNAVAILABLE = 'We could not check your sign-in just now.';

/** The admin portal (user management). */
export const ADMIN_PORTAL_TITLE = 'ADMIN PORTAL';
export const ROLE_PLACEHOLDER = 'Select a role';
export const SUBMITTING = 'Submitting...';
export const LOADING_USERS = 'Loading users...';
export const NO_USERS = 'No users yet.';
export const SERVER_UNREACHABLE = 'Unable to connect to the server. Please make sure the server is running.';

export const createFailed = (message: string) => `Error submitting form: ${message}`;
export const fetchFailed = (message: string) => `Error fetching data: ${message}`;
export const deleteFailed = (message: string) => `Error deleting item: ${message}`;
export const roleChangeFailed = (message: string) => `Error changing the role: ${message}`;
export const signOutEverywhereFailed = (message: string) => `Error signing the account out: ${message}`;

/** The leads screen (staff §2 "Leads screen", §8 "Leads"). */
export const greeting = (username: string) => `Hi ${username}`;
export const LOADING_REQUESTS = 'Loading requests...';
export const FETCH_REQUESTS_FAILED = 'Failed to fetch requests';
export const NO_REQUESTS = 'No requests found.';
export const REFRESH_DATA = 'Refresh Data';
export const REQUEST_DETAILS = 'Request Details';
/** The five pill tabs: the label on the pill, and the title of the list it shows. */
export const LEAD_TAB_TEXTS = {
  requests: { label: 'Requests', title: 'Deals Requests' },
  account: { label: 'Account', title: 'My Deals' },
  active: { label: 'Active', title: 'Active Deals' },
  confirmed: { label: 'Confirmed', title: 'Confirmed Deals' },
  deleted: { label: 'Deleted', title: 'Deleted Deals' },
} as const;
/**
 * What the staff's actions on a request say. The spec's site only logged a failed action;
 * here the person is told, with the server's reason (e.g. that someone else holds it).
 */
export const LEAD_ACTION_TEXTS = {
  claim: { busy: 'Claiming...', done: 'Request claimed: it is now under Account.', failed: 'Could not claim the request' },
  reject: { busy: 'Rejecting...', done: 'Request rejected: it is back in Requests for anyone to take.', failed: 'Could not reject the request' },
  confirm: { busy: 'Confirming...', done: 'Request confirmed.', failed: 'Could not confirm the request' },
  delete: { busy: 'Deleting...', done: 'Request deleted: it is now under Deleted.', failed: 'Could not delete the request' },
} as const;
export const leadActionFailed = (failed: string, reason: string) => `${failed}: ${reason}`;
/** The lists are paged on the server: how many there are in all, and where the reader is. */
export const leadCount = (total: number) => (total === 1 ? '1 request' : `${total} requests`);
export const leadPaging = (page: number, pages: number) => `Page ${page} of ${pages}`;
/** A request whose holder's account has been deleted: still named, and said to be gone. */
export const formerEmployee = (username: string) => `${username} (former employee)`;
/** An administrator's action on a former employee's request (a reject, by the admin rule). */
export const RETURN_TO_POOL = 'Return to pool';

/**
 * Package management (staff §2 "Package list screen", "Package form screen", §8 "Packages").
 * The catalogue's own success texts ('Package created successfully!', …) are PACKAGE_MESSAGES
 * in @agency/contracts.
 */
export const LOADING_PACKAGES = 'Loading packages...';
export const NO_PACKAGES = 'No packages found matching your filters';
export const packagePaging = (page: number, pages: number, total: number) => `Showing page ${page} of ${pages} | Total packages: ${total}`;
/** The spec's site only logged a failed list; here the screen says so and offers to try again. */
export const PACKAGES_FETCH_FAILED = 'We could not load the packages just now.';
export const DELETE_PACKAGE_QUESTION = 'Are you sure you want to delete this package?';
export const DELETE_PACKAGE_FAILED = 'Failed to delete package. Please try again.';
export const PACKAGE_DETAILS_FAILED = 'Failed to fetch package details. Please try again.';
export const packageSaveFailed = (mode: 'create' | 'update', message: string | undefined) =>
  mode === 'create' ? `Failed to create package: ${message || 'Unknown error'}` : `Failed to update package: ${message || 'Unknown error'}`;
export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again later.';
export const FIX_HIGHLIGHTED = 'Please correct the highlighted fields: nothing was sent.';
export const LOADING_FORM_CHOICES = 'Loading the form...';
export const FORM_CHOICES_FAILED = 'We could not load the destinations, holiday types and inclusions the form offers.';
export const LOADING_PACKAGE = 'Loading the package...';
export const PACKAGE_EDITORS_ONLY = 'Only administrators and managers can change packages. Ask one of them to give your account the manager role.';
/** The nights selector's choices: '1 Night', '2 Nights', … up to 30 (staff §5). */
export const nightsLabel = (nights: number) => (nights === 1 ? '1 Night' : `${nights} Nights`);
export const uploadingText = (percent: number) => `Uploading... ${percent}%`;


/**
 * Publishing control (issue 15): drafts, the staff list's search and the home page's choice.
 * The catalogue's own answers ('Package published: …', 'Home page choice saved') are
 * PUBLISHING_MESSAGES in @agency/contracts; the section names are HOME_SECTION_TITLES there.
 */
export const DRAFT_BADGE = 'Draft';
export const PUBLISHED_BADGE = 'Published';
export const PUBLISH = 'Publish';
export const UNPUBLISH = 'Unpublish';
export const PUBLISH_FAILED = 'The package could not be published or unpublished. Please try again.';
export const SEARCH_PACKAGES = 'Search by name or id';
export const STATUS_FILTER = 'Show';
export const STATUS_CHOICES = { '': 'All packages', published: 'Published only', draft: 'Drafts only' } as const;
export const PUBLISH_ON_SAVE = 'Published: show it on the storefront';
export const PUBLISH_ON_SAVE_HINT = 'Left unticked, the package is saved as a draft that only staff see.';
export const HOME_PAGE = 'Home page';
export const HOME_PAGE_TITLE = 'Home page: top deals and deal sections';
export const HOME_PAGE_HINT =
  'Choose which published packages the home page shows, in order. With no top deals chosen, the four newest published packages are shown; a deal section with none chosen is not shown.';
export const TOP_DEALS = 'Our Exclusive Top Deals';
export const LOADING_HOME_PAGE = 'Loading the home page choice...';
export const HOME_PAGE_FAILED = 'We could not load the home page choice just now.';
export const HOME_PAGE_SAVE_FAILED = 'The home page choice was not saved';
export const NOTHING_CHOSEN = 'Nothing chosen.';
export const ADD_TO_PLACE = 'Add a published package';
export const FIND_PUBLISHED = 'Name or id of a published package';
export const NO_PUBLISHED_FOUND = 'No published package matches.';
export const placeFull = (limit: number) => `Full: at most ${limit}.`;
export const SAVE_HOME_PAGE = 'Save home page';
export const BACK_TO_LIST = 'Back to the list';
export const MOVE_UP = 'Move up';
export const MOVE_DOWN = 'Move down';
export const REMOVE = 'Remove';
export const ADD = 'Add';
export const homePlaceBadge = (place: string) => (place === 'topDeals' ? 'Top deal' : `Home ${place.replace('HomeDealSection', 'section ')}`);
