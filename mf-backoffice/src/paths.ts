/** The back office's routes, written once. */
export const paths = {
  adminLogin: '/Log',
  login: '/Login',
  /** Default landing after a successful /Login. */
  account: '/Account',
  /** The admin dashboard, where /Log leads after a successful sign-in. */
  admin: '/admin',
} as const;
