/**
 * The back office's own texts (the words the server sends live in @agency/contracts). The
 * quoted ones are the spec's (the staff spec's screens, states and errors), each written once; the browser tests look
 * for exactly these words.
 */

/** Shown by both guards while the server checks the stored token. */
export const VERIFYING = 'Verifying authentication...';
/** Admin guard: no token or no adminAuth flag (or the account is not an administrator's). */
export const ADMIN_LOGIN_REQUIRED = 'Please login as administrator to access this page';
/** A guard could not reach the server to check the token (not the same as a refused token). */
export const VERIFY_UNAVAILABLE = 'We could not check your sign-in just now.';
/** The staff bar's way out: the spec's admin screen says 'Logout', its user pages 'Sign Out'; a session shows one (session/SignOutButton.tsx). */
export const SIGN_OUT_TEXTS = { admin: 'Logout', staff: 'Sign Out' } as const;
/** /admin opened (or reached from /Log) by a signed-in account of another role: told so, still signed in. */
export const ADMINS_ONLY_TEXTS = {
  title: 'For administrators only',
  explanation: (username: string, role: string) =>
    `Your account (${username}, ${role}) has no admin access: the admin screen is for administrators. You are still signed in; your own screens are in the menu above.`,
  back: 'Go to your leads',
} as const;

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
export const suspensionFailed = (message: string) => `Error changing the account: ${message}`;
/** The admin portal's confirmation before a role change or a suspension, which sign the colleague out. */
export const ACCOUNT_CHANGE_TEXTS = {
  roleTitle: (username: string, role: string) => `Make ${username} ${role}?`,
  roleConsequence: (username: string) =>
    `${username} is signed out on every device straight away and signs in again to work with the new role. Anything unsaved on their screen is lost.`,
  changeRole: 'Change role',
  changingRole: 'Changing…',
  suspendTitle: (username: string) => `Suspend ${username}?`,
  suspendConsequence: (username: string) =>
    `${username} is signed out on every device straight away and cannot sign in until an administrator reinstates the account. Their requests and history stay as they are.`,
  suspend: 'Suspend',
  suspending: 'Suspending…',
  reinstateTitle: (username: string) => `Reinstate ${username}?`,
  reinstateConsequence: (username: string) => `${username} can sign in again with their password.`,
  reinstate: 'Reinstate',
  reinstating: 'Reinstating…',
  suspendedBadge: 'Suspended',
  reasonLabel: 'Reason (optional)',
  reasonHint: 'Kept in the audit log; the colleague does not see it.',
  cancel: 'Cancel',
} as const;

/** The leads screen (the staff spec's "Leads screen" and its "Leads" errors). */
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
  reject: {
    busy: 'Rejecting...',
    done: 'Request rejected: it is back in Requests for anyone to take.',
    failed: 'Could not reject the request',
  },
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
 * Package management (the staff spec's "Package list screen", "Package form screen" and "Packages" errors).
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
export const PACKAGE_EDITORS_ONLY =
  'Only administrators and managers can change packages. Ask one of them to give your account the manager role.';
/** The packages screen under /Account (administrators and managers): the list, and one package's form by its id. */
export const PACKAGES_PAGE_TEXTS = {
  title: 'Packages',
  lead: 'Every package, drafts included: add, update, clone, publish, choose the home page, delete.',
  badId: 'There is no package with that address: package numbers are whole numbers.',
} as const;
/** After 'Package created successfully!': which package it is, its state and where to edit it. */
export const CREATED_PACKAGE_TEXTS = {
  label: 'The package just created',
  number: (id: number) => `Package #${id}`,
  edit: (name: string) => `Edit ${name}`,
  editShort: 'Edit it',
} as const;
/** The nights selector's choices: '1 Night', '2 Nights', … up to 30 (the staff spec's validation rules). */
export const nightsLabel = (nights: number) => (nights === 1 ? '1 Night' : `${nights} Nights`);
export const uploadingText = (percent: number) => `Uploading... ${percent}%`;

/** The staff navigation (layout/staffLinks.ts), in the order it is shown. */
export const STAFF_NAV_TEXTS = {
  label: 'Staff sections',
  home: 'Home',
  leads: 'Leads',
  bookings: 'Bookings',
  rooms: 'Rooms',
  packages: 'Packages',
  referenceData: 'Reference data',
  outbox: 'Outbox',
  releases: 'Releases',
  admin: 'Admin',
} as const;

/** The retreat rooms screen (/Account/rooms). The service's own texts are ROOM_MESSAGES in @agency/contracts. */
export const ROOMS_TEXTS = {
  title: 'Retreat rooms',
  lead: 'What each room of The Awakening Retreat sells, and where its places are right now: bookable, held by a guest at the payment page, or paid.',
  adminOnly: 'Only administrators can change rooms.',
  loading: 'Loading the rooms...',
  empty: 'The retreat has no rooms yet.',
  failed: 'We could not load the rooms just now.',
  retry: 'Try again',
  caption: 'The retreat’s rooms with their price and places',
  room: 'Room',
  price: 'Price per person',
  places: 'Places',
  available: 'Bookable',
  held: 'Held',
  paid: 'Paid',
  actions: 'Actions',
  edit: 'Edit',
  editRoom: (name: string) => `Edit ${name}`,
  editTitle: (name: string) => `Change ${name}`,
  name: 'Name guests see',
  pricePerPerson: 'Price per person (₹)',
  placesHint: (floor: number, unit: 'place' | 'room') =>
    `At least ${floor}: that many ${unit === 'place' ? 'places' : 'rooms'} are held or paid.`,
  unitPlace: 'a place per guest',
  unitRoom: 'a room per booking',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  saveFailed: 'The room was not changed',
  changesTitle: 'Changes',
  changesLead: 'Every change of a room: who made it, when, and what it was before and after.',
  noChanges: 'No room has been changed yet.',
  changesCaption: 'Changes of the rooms, newest first',
  when: 'When',
  who: 'Who',
  what: 'What changed',
  fieldNames: { name: 'Name', pricePerPerson: 'Price per person', places: 'Places' },
} as const;

/** The staff home (/Account/home). */
export const HOME_TEXTS = {
  title: 'Staff home',
  greeting: (username: string) => `Good to see you, ${username}. Here is the agency today.`,
  enquiriesTitle: 'Enquiries',
  moneyTitle: 'Retreat bookings',
  loading: 'Loading the figures...',
  leadsFailed: 'We could not load the enquiry figures just now.',
  paymentsFailed: 'We could not load the booking figures just now.',
  retry: 'Try again',
  newToday: 'New enquiries today',
  unclaimed: 'Unclaimed for more than an hour',
  followUpsDue: 'Follow-ups due today or overdue',
  paidToday: 'Bookings paid today',
  thisMonth: 'This month’s net takings',
  bookingsCount: (count: number) => (count === 1 ? '1 booking' : `${count} bookings`),
  /** A period's takings net of its refunds, and what was refunded when anything was. */
  netDetail: (net: string, refunded: string | null) => (refunded === null ? `${net} net` : `${net} net · ${refunded} refunded`),
  monthDetail: (bookings: string, refunded: string | null) => (refunded === null ? bookings : `${bookings} · ${refunded} refunded`),
  openRequests: 'Open the requests',
  openBookings: 'Open the bookings',
  lowRoomsTitle: 'Rooms running low',
  lowRoomsNone: (threshold: number) => `Every room has more than ${threshold} left.`,
  lowRoom: (name: string, available: number, places: number) => `${name}: ${available} of ${places} left`,
  openRooms: 'Open the rooms',
  perDayTitle: 'Enquiries per day, last 30 days',
  perWeekTitle: 'Net takings per week',
  chartLoading: 'Drawing the chart...',
  showTable: 'Show the figures as a table',
  day: 'Day',
  week: 'Week from',
  enquiries: 'Enquiries',
  takings: 'Taken',
  refunded: 'Refunded',
  net: 'Net',
  bookings: 'Bookings',
  perDaySummary: (total: number, busiest: string | null, most: number) =>
    total === 0
      ? 'No enquiries in the last 30 days.'
      : `${total} enquiries in the last 30 days; the busiest day was ${busiest} with ${most}.`,
  perWeekSummary: (total: string, best: string | null, bestAmount: string) =>
    best === null
      ? 'No takings in the last five weeks.'
      : `${total} net taken in the last five weeks; the best week began ${best} with ${bestAmount}.`,
} as const;
/**
 * Lead work: the filters above each list, the CSV export, and the notes, history,
 * follow-up, reassignment and possible repeats in a request's details.
 */
export const LEAD_FILTER_TEXTS = {
  legend: 'Find requests',
  search: 'Search',
  searchHint: 'Name, phone, e-mail or destination',
  from: 'Received from',
  to: 'Received to',
  overdue: 'Overdue follow-ups only',
  clear: 'Clear filters',
  exportCsv: 'Export CSV',
  exported: 'Exported every request of this list that matches the filters (all pages).',
  exporting: 'Preparing the CSV…',
  exportFailed: (reason: string) => `The CSV could not be exported: ${reason}`,
  nothingToExport: 'There is nothing in this list to export.',
  noMatches: 'No requests match these filters.',
} as const;
/** The CSV file's name before its date (`leads-account-2026-11-25.csv`). */
export const leadsCsvName = (tab: string) => `leads-${tab}`;
export const LEAD_WORK_TEXTS = {
  possibleRepeat: 'Possible repeat',
  followUpBadge: (day: string) => `Follow up ${day}`,
  overdueBadge: (day: string) => `Overdue since ${day}`,
  loading: 'Loading notes and history...',
  failed: 'We could not load the notes and history of this request.',
  retry: 'Retry',
  followUpTitle: 'Follow-up',
  followUpLabel: 'Follow-up date',
  followUpNone: 'No follow-up planned.',
  followUpOn: (day: string) => `Follow up on ${day}.`,
  saveFollowUp: 'Save date',
  savingFollowUp: 'Saving...',
  clearFollowUp: 'Clear date',
  followUpHolderOnly: 'Only the person holding this request (or an administrator) can plan its follow-up.',
  repeatsTitle: 'Possible repeats',
  repeatsLead: 'The same phone or e-mail came in within 30 days:',
  matchedOn: (fields: readonly string[]) => `same ${fields.join(' and ')}`,
  openRepeat: (name: string) => `Open ${name}`,
  notesTitle: 'Notes',
  noNotes: 'No notes yet.',
  noteLabel: 'New note',
  addNote: 'Add note',
  addingNote: 'Adding...',
  editNote: 'Edit',
  editNoteLabel: 'Edit note',
  saveNote: 'Save note',
  cancel: 'Cancel',
  edited: 'edited',
  noteFailed: 'Could not save the note',
  followUpFailed: 'Could not save the follow-up date',
  historyTitle: 'History',
  noHistory: 'Nothing has happened to this request yet.',
  reassignTitle: 'Reassign',
  reassignLabel: 'Hand this request to',
  reassignChoose: 'Choose a staff member',
  reassign: 'Reassign',
  reassigning: 'Reassigning...',
  reassignFailed: 'Could not reassign the request',
  reassignUsersFailed: 'The staff list could not be loaded, so the request cannot be reassigned just now.',
} as const;
/** One history entry in words. */
export const historyWords = (kind: 'claim' | 'reject' | 'status' | 'reassign', actor: string, from: string, to: string): string => {
  switch (kind) {
    case 'claim':
      return `${actor} claimed it`;
    case 'reject':
      return `${actor} returned it to the pool (from ${from})`;
    case 'status':
      return `${actor} changed the status from ${from} to ${to}`;
    case 'reassign':
      return `${actor} reassigned it from ${from} to ${to}`;
  }
};
/** The Outbox screen (administrators): every e-mail the site sends, its state, resend. */
export const OUTBOX_TEXTS = {
  title: 'Outbox',
  lead: 'Every e-mail the site sends (enquiry acknowledgements, new-lead alerts, receipts, payment and refund notices), newest first. Each is written with the enquiry or payment it is about and sent in the background, with retries.',
  loading: 'Loading the outbox…',
  empty: 'No mails here yet.',
  emptyFiltered: 'No mails in this state.',
  failed: 'The outbox could not be loaded.',
  retry: 'Try again',
  refresh: 'Refresh',
  stateFilter: 'State',
  allStates: 'All states',
  showMore: 'Show older mails',
  open: 'Open',
  resend: 'Resend',
  resending: 'Resending…',
  resent: (subject: string) => `Queued again: “${subject}”.`,
  resendFailed: (message: string) => `The mail could not be queued again: ${message}`,
  adminsOnly: 'The outbox is for administrators: mails carry customers’ personal data.',
  shown: (shown: number, total: number) => `Showing ${shown} of ${total} ${total === 1 ? 'mail' : 'mails'}`,
  mailLoading: 'Loading the mail…',
  mailFailed: 'The mail could not be loaded.',
  textBody: 'Text',
  htmlBody: 'HTML',
  htmlFrameTitle: 'The mail as HTML (scripts and links disabled)',
  never: '—',
  heldNote: 'Held: no mail server is configured (SMTP_URL), so the site keeps its mails here unsent.',
  columns: {
    when: 'Written',
    kind: 'Kind',
    to: 'To',
    subject: 'Mail',
    state: 'State',
    attempts: 'Attempts',
    lastError: 'Last error',
    sent: 'Sent / next try',
    actions: 'Actions',
  },
  attemptsCount: (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'}`,
  kinds: {
    'enquiry-ack': 'Enquiry acknowledgement',
    'lead-alert': 'New-lead alert',
    receipt: 'Payment receipt',
    'payment-failed': 'Payment failed',
    refund: 'Refund notice',
  } as Record<string, string>,
  states: { pending: 'Pending', sending: 'Sending', sent: 'Sent', failed: 'Failed', held: 'Held' },
  services: { leads: 'Enquiries', payment: 'Payments' },
} as const;
/**
 * Publishing control: drafts, the staff list's search and the home page's choice.
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
export const homePlaceBadge = (place: string) =>
  place === 'topDeals' ? 'Top deal' : `Home ${place.replace('HomeDealSection', 'section ')}`;

/** The Releases screen (/Account/releases, administrators): each remote's versions, activations and the instances serving them. */
export const RELEASES_TEXTS = {
  title: 'Releases',
  lead: 'Each part of the site ships on its own: its published versions, which one every instance serves, and who activated what and why.',
  loading: 'Loading the releases…',
  failed: 'The releases could not be loaded.',
  retry: 'Try again',
  refresh: 'Refresh',
  adminsOnly: 'Releases are for administrators: activating a version changes the site for every visitor.',
  noVersions: 'No version published yet.',
  remoteTitle: (remote: string) => `${remote[0].toUpperCase()}${remote.slice(1)}`,
  versionsCaption: (remote: string) => `Versions of ${remote}, newest first`,
  historyTitle: 'Activation history',
  historyCaption: (remote: string) => `Activations of ${remote}, newest first`,
  noHistory: 'Never activated.',
  instancesTitle: 'Instances',
  instancesLead: 'Every instance reports in every few seconds with the version of each part it serves.',
  noInstances: 'No instance has reported in yet.',
  active: 'Active',
  previous: 'Previous',
  removed: 'Removed',
  stale: 'Silent',
  live: 'Reporting',
  rollBack: (version: string) => `Roll back to ${version}`,
  activate: 'Activate',
  noCommit: '—',
  columns: {
    version: 'Version',
    publishedBy: 'Published by',
    publishedAt: 'Published',
    commit: 'Commit',
    size: 'Size',
    actions: 'Actions',
    when: 'When',
    why: 'Why',
    who: 'Who',
    reason: 'Reason',
    instance: 'Instance',
    serves: 'Serves',
    heartbeat: 'Last heartbeat',
  },
  kinds: { publish: 'Published', rollback: 'Rolled back', activate: 'Activated' },
  replaced: (version: string) => `was ${version}`,
  dialog: {
    rollBackTitle: (remote: string) => `Roll ${remote} back?`,
    activateTitle: (remote: string, version: string) => `Activate ${remote} ${version}?`,
    consequence: (remote: string, from: string, to: string) =>
      `Every instance serves ${remote} ${to} instead of ${from} from its next page load. The reason is kept in the activation history.`,
    confirmRollBack: 'Roll back',
    confirmActivate: 'Activate',
    busy: 'Activating…',
    cancel: 'Cancel',
    reasonLabel: 'Reason',
    reasonHint: 'Why, for whoever reads the history later (required).',
    reasonMissing: 'Say why: the reason is kept in the activation history.',
  },
  done: (remote: string, version: string) => `${remote} ${version} is active: every instance serves it from its next page load.`,
} as const;
