/**
 * The public forms sent without JavaScript. With scripts the forms check and send themselves
 * (`POST /api/requests/submit`, JSON); without them the browser posts the form itself,
 * form-encoded, to the page it is on. The gateway checks the post with the same contract
 * (validator and words), builds the same request and sends it to the leads service, then
 * answers as the scripted form does: the page with its success text (a redirect to the page
 * with FORM_SENT_PARAM, so a reload sends nothing twice and no personal data is in any
 * address), or the page again with the typed values and the messages.
 */
import {
  type CompiledValidator,
  callbackForm,
  callbackFormValidator,
  callbackRequest,
  type EnquiryRequest,
  enquiryForm,
  enquiryFormValidator,
  type FlatForm,
  fullFormRequest,
} from '@agency/contracts';
import { storefrontPaths } from '@agency/site';

/** The query parameter of the page a sent form leads to: `?sent=<form id>`. */
export const FORM_SENT_PARAM = 'sent';

/** The answer to a form posted from another site's page (403). */
export const FORM_POST_REFUSED = "This form can only be sent from this site's own pages.";

/** The content type of a form the browser posts itself. */
export const FORM_ENCODED = 'application/x-www-form-urlencoded';

export interface PageForm {
  /** The page the form is on, and where it posts. */
  readonly path: string;
  readonly schema: FlatForm;
  readonly validator: CompiledValidator;
  /** The request `POST /api/requests/submit` receives, from the checked values. */
  toRequest(data: Record<string, unknown>): EnquiryRequest;
}

export const PAGE_FORMS = {
  /** /Form's full enquiry (the package variant needs navigation state, so a posted one is the open form). */
  enquiry: {
    path: storefrontPaths.form,
    schema: enquiryForm,
    validator: enquiryFormValidator,
    toRequest: (data) => fullFormRequest(data as never),
  },
  /** The contact page's 'Get In Touch' callback request. */
  callback: {
    path: storefrontPaths.contact,
    schema: callbackForm,
    validator: callbackFormValidator,
    toRequest: (data) => callbackRequest(data as never),
  },
} as const satisfies Record<string, PageForm>;

export type PageFormId = keyof typeof PAGE_FORMS;

/** What became of a form the browser posted, as the page renders it again. */
export interface PostedForm {
  form: PageFormId;
  /** The texts as typed, by field name (kept, so nothing is typed twice). */
  values: Record<string, string>;
  /** The contract's message per field in error. */
  errors: Record<string, string>;
  /** The check passed but the request was not stored: 'limited' when the client's enquiry limit was reached. */
  failure?: 'failed' | 'limited';
}

/** The page a stored form leads to. */
export function formSentPath(form: PageFormId): string {
  return `${PAGE_FORMS[form].path}?${FORM_SENT_PARAM}=${form}`;
}

/** The form a page's address says was just sent, if any. */
export function sentFormOf(search: string): PageFormId | undefined {
  const sent = new URLSearchParams(search).get(FORM_SENT_PARAM);
  return sent !== null && Object.hasOwn(PAGE_FORMS, sent) ? (sent as PageFormId) : undefined;
}
