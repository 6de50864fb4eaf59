/**
 * The three shapes of `POST /api/requests/submit` (both specs' calls), built from a
 * form's checked values: the scripted forms and the gateway's no-script form posts build the same request. Every request says where it came from (`way`) and, as the spec's
 * browser did, that it is new and unassigned; the leads service stamps those itself anyway.
 */
import { DEFAULT_CALL_TIME, FULL_FORM_WAY, LEAD_STATUSES, PUBLIC_HANDLER, QUICK_CONTACT_WAY } from '../entities/constants';
import type { callbackForm, EnquiryRequest, enquiryForm, quickContactForm } from './enquiry';
import type { TextFormCheck } from './validate';

const NEW_REQUEST = { handleby: PUBLIC_HANDLER, Status: LEAD_STATUSES[0] } as const;

/** The home page's pop-up: name, email, phone and the message as `travelplans`. */
export function quickContactRequest(data: TextFormCheck<typeof quickContactForm>['data']): EnquiryRequest {
  return { ...(data as Pick<EnquiryRequest, 'Firstname' | 'Emailaddress' | 'PhoneNumber'>), way: QUICK_CONTACT_WAY, ...NEW_REQUEST };
}

/**
 * The full form (/Form): the trip details, the fixed call time of the spec and way
 * 'Direct website'; `packageId` when the visitor came from a package's ENQUIRE NOW.
 */
export function fullFormRequest(data: TextFormCheck<typeof enquiryForm>['data'], packageId?: number): EnquiryRequest {
  return {
    ...(data as Pick<EnquiryRequest, 'Firstname' | 'Emailaddress' | 'PhoneNumber'>),
    calltime: DEFAULT_CALL_TIME,
    ...(packageId === undefined ? {} : { package_id: packageId }),
    way: FULL_FORM_WAY,
    ...NEW_REQUEST,
  };
}

/** The contact page's 'Get In Touch' form: `way` is the 'How did you find us?' answer. */
export function callbackRequest(data: TextFormCheck<typeof callbackForm>['data']): EnquiryRequest {
  return { ...(data as Pick<EnquiryRequest, 'Firstname' | 'Emailaddress' | 'PhoneNumber' | 'way'>), ...NEW_REQUEST };
}
