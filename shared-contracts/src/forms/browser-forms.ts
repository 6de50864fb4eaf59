/**
 * The forms the browser checks before sending, by the name their compiled validator
 * carries (`<name>Validator` in `validators/compiled.js`). Adding a form here and running
 * `npm run generate:validators -w @agency/contracts` gives the browser its validator; the
 * test `validators.test.ts` fails while the committed file is not what this list compiles to.
 */

import { deployTokenForm } from '../calls/releases';
import { auditFilterForm, auditQuery } from '../entities/audit';
import { bookingListQuery, cancelRequest, refundRequest } from '../entities/booking';
import { leadPageQuery } from '../entities/lead';
import { roomUpdateRequest } from '../entities/staff-home';
import { changePasswordForm, createUserForm, loginForm, newPasswordAtSignInForm, resetPasswordForm } from './account';
import { checkoutForm, retreatBookingForm } from './checkout';
import { callbackForm, enquiryForm, quickContactForm } from './enquiry';
import { packageForm } from './package-form';
import { recoveryCodeForm, totpCodeForm, totpOrRecoveryCodeForm, twoFactorConfirmForm } from './two-factor';

export const browserForms = {
  quickContactForm,
  enquiryForm,
  callbackForm,
  checkoutForm,
  retreatBookingForm,
  loginForm,
  createUserForm,
  resetPasswordForm,
  changePasswordForm,
  newPasswordAtSignInForm,
  packageForm,
  auditFilterForm,
  totpCodeForm,
  recoveryCodeForm,
  totpOrRecoveryCodeForm,
  twoFactorConfirmForm,
  refundRequest,
  cancelRequest,
  deployTokenForm,
  // The room editor checks the very body the payment service takes.
  roomUpdateRequest,
  // A list's address is read with its call's querystring schema.
  bookingListQuery,
  leadPageQuery,
  auditQuery,
} as const;

export type BrowserFormName = keyof typeof browserForms;
