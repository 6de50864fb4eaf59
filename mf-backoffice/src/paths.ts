/** The back office's routes, written once. */
export const paths = {
  adminLogin: '/Log',
  login: '/Login',
  /** Default landing after a successful /Login: the employee's leads screen. */
  account: '/Account',
  packageUploader: '/PackageUploader',
  /** Every staff account's own two-factor sign-in (under /Account, which the back office owns). */
  twoFactor: '/Account/two-factor',
  /**
   * The admin dashboard, where /Log leads after a successful sign-in. The spec hides its real
   * path behind a long obscure one; this product gives it a readable one (docs/decisions/admin-dashboard-path.md):
   * hiding a path protects nothing, the server's checks do.
   */
  admin: '/admin',
  // The back-office screens, under /Account (which the back office owns) so that every
  // signed-in role reaches them through the user guard; the server decides what each role may do.
  /** The staff home: today's work, money and two 30-day charts. */
  staffHome: '/Account/home',
  /** Retreat bookings and payments; one booking's page is `${bookings}/${txnid}`. */
  bookings: '/Account/bookings',
  /** The retreat's rooms: prices and places (administrators edit), live held and paid counts. */
  rooms: '/Account/rooms',
  /** Destinations, cities, hotels, holiday types, inclusions and exclusions. */
  referenceData: '/Account/reference-data',
  /** The e-mail outbox (administrators): every mail, its state, resend. */
  outbox: '/Account/outbox',
  /** Releases (administrators): each remote's versions, activations, rollback, and the instances serving them. */
  releases: '/Account/releases',
  /** Deploy tokens (administrators): make, list and revoke the tokens teams' pipelines publish with. */
  deployTokens: '/Account/releases/tokens',
  /** The package list (administrators and managers); one package's form is packageEditPath(id). */
  packages: '/Account/packages',
} as const;

/** One package's form, by its id, under the package list: a link a staff member can follow or keep. */
export const packageEditPath = (id: number): string => `${paths.packages}/${id}`;
