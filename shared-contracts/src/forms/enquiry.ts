/**
 * The three visitor enquiry forms (the specs' enquiry form, its rules, and the callback request) and the one
 * request they all send, `POST /api/requests/submit`. The forms and the request are built
 * from the same fields, so the pop-up, /Form, the contact page and the leads service refuse
 * the same input with the same words.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { MAX_ROW_ID, QUICK_CONTACT_WAY } from '../entities/constants';
import {
  airport,
  callTime,
  email,
  firstName,
  formSchema,
  foundUs,
  fullName,
  lastName,
  missingMessages,
  optional,
  optionalText,
  phone,
  propertiesOf,
  travelDate,
  travellerCount,
  travelPlans,
  tripDuration,
  way,
} from './fields';

/** Every field an enquiry may carry, under the names the request (and the stored lead) use. */
const enquiryFields = {
  Firstname: firstName,
  Lastname: lastName,
  Emailaddress: email,
  PhoneNumber: phone,
  /** The pop-up's message. */
  travelplans: travelPlans,
  calltime: callTime,
  /** The deal's name when the form was opened from a package. */
  Name: optional(optionalText(200, 'Deal name must be at most 200 characters')),
  /** The destination (country name). */
  Countryname: optional(optionalText(100, 'Destination must be at most 100 characters')),
  classoffer: optional(optionalText(50, 'Class must be at most 50 characters')),
  Duration: optional(tripDuration),
  Date: optional(travelDate),
  Airport: optional(airport),
  /** Adults (12 and over). */
  Whoistravelling: optional(travellerCount('Number of adults must be between 0 and 99')),
  /** Children (2 to 12). */
  Whoistravellingchildren: optional(travellerCount('Number of children must be between 0 and 99')),
  /** Infants (under 2). */
  WhoistravellingInfants: optional(travellerCount('Number of infants must be between 0 and 99')),
} as const;

/** Home page pop-up: name, email, phone and message, all required. */
export const quickContactForm = formSchema(
  {
    Firstname: fullName,
    Emailaddress: enquiryFields.Emailaddress,
    PhoneNumber: enquiryFields.PhoneNumber,
    travelplans: enquiryFields.travelplans,
  },
  ['Firstname', 'Emailaddress', 'PhoneNumber', 'travelplans'],
);
export type QuickContactForm = FromSchema<typeof quickContactForm>;

/** The full enquiry form (/Form): names, email and phone required; the trip details are optional. */
export const enquiryForm = formSchema(
  {
    Firstname: enquiryFields.Firstname,
    Lastname: enquiryFields.Lastname,
    Emailaddress: enquiryFields.Emailaddress,
    PhoneNumber: enquiryFields.PhoneNumber,
    Name: enquiryFields.Name,
    Countryname: enquiryFields.Countryname,
    classoffer: enquiryFields.classoffer,
    Duration: enquiryFields.Duration,
    Date: enquiryFields.Date,
    Airport: enquiryFields.Airport,
    Whoistravelling: enquiryFields.Whoistravelling,
    Whoistravellingchildren: enquiryFields.Whoistravellingchildren,
    WhoistravellingInfants: enquiryFields.WhoistravellingInfants,
    calltime: enquiryFields.calltime,
  },
  ['Firstname', 'Lastname', 'Emailaddress', 'PhoneNumber'],
);
export type EnquiryForm = FromSchema<typeof enquiryForm>;

/** The contact page's 'Get In Touch' form: all six fields required; `way` is the 'How did you find us?' choice. */
export const callbackForm = formSchema(
  {
    Firstname: enquiryFields.Firstname,
    Lastname: enquiryFields.Lastname,
    Emailaddress: enquiryFields.Emailaddress,
    PhoneNumber: enquiryFields.PhoneNumber,
    calltime: enquiryFields.calltime,
    way: foundUs,
  },
  ['Firstname', 'Lastname', 'Emailaddress', 'PhoneNumber', 'calltime', 'way'],
);
export type CallbackForm = FromSchema<typeof callbackForm>;

const requestFields = {
  ...enquiryFields,
  way,
  /**
   * The browser sends handleby 'Public' and Status 'Active' (the old site did); they are
   * accepted so that payload still validates, but the leads service always overwrites them:
   * a visitor cannot assign or confirm their own request.
   */
  handleby: optional(optionalText(100, 'handleby must be at most 100 characters')),
  Status: optional(optionalText(20, 'Status must be at most 20 characters')),
  /** The package the enquiry is about, when known: a catalogue id (the leads service checks that the package exists). */
  package_id: optional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_ROW_ID,
    errorMessage: 'package_id must be a positive whole number',
  } as const),
} as const;

const enquiryRequestBase = {
  type: 'object',
  properties: propertiesOf(requestFields),
  required: ['Firstname', 'Emailaddress', 'PhoneNumber', 'way'],
  additionalProperties: false,
} as const;

/**
 * Body of `POST /api/requests/submit`, accepting the three shapes:
 * - quick contact: way 'quickContact', the message in `travelplans` (required);
 * - full form: way 'Direct website' with the trip details (Lastname and calltime required);
 * - callback: way = the 'How did you find us?' choice (Lastname and calltime required).
 * The full form and the callback share their rules, since 'Direct website' is both the
 * full form's way and a callback choice.
 */
export const enquiryRequest = {
  ...enquiryRequestBase,
  errorMessage: { required: missingMessages(requestFields, enquiryRequestBase.required) },
  if: { properties: { way: { const: QUICK_CONTACT_WAY } }, required: ['way'] },
  then: { required: ['travelplans'], errorMessage: { required: missingMessages(requestFields, ['travelplans']) } },
  else: {
    required: ['Lastname', 'calltime'],
    errorMessage: { required: missingMessages(requestFields, ['Lastname', 'calltime']) },
  },
} as const;
/** Typed from the schema without its if/then/else (which only adds required fields per way). */
export type EnquiryRequest = FromSchema<typeof enquiryRequestBase>;
