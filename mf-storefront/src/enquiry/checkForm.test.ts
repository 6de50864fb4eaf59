/**
 * The browser's check of the three enquiry forms (their compiled validators) against Ajv's
 * at run time (what the leads service runs) on the same contract schemas: for each input,
 * both name the same fields with the same messages. And every request the forms build passes the call's own contract.
 */
import {
  type CompiledValidator,
  callbackForm,
  callbackFormValidator,
  callbackRequest,
  checkTextForm,
  createAjv,
  type EnquiryRequest,
  enquiryForm,
  enquiryFormValidator,
  enquiryRequest,
  type FlatForm,
  fieldErrors,
  fullFormRequest,
  quickContactForm,
  quickContactFormValidator,
  quickContactRequest,
} from '@agency/contracts';

const ajv = createAjv();

const validators = new Map<FlatForm, CompiledValidator>([
  [quickContactForm, quickContactFormValidator],
  [enquiryForm, enquiryFormValidator],
  [callbackForm, callbackFormValidator],
]);

/** What the browser says about the inputs' texts. */
function checkForm(form: FlatForm, values: Record<string, string>) {
  const validator = validators.get(form);
  if (!validator) throw new Error('no compiled validator for this form');
  return checkTextForm(validator, form, values);
}

/** What the server answers for the body the browser would send for these inputs. */
function serverErrors(schema: FlatForm, values: Record<string, string>): Record<string, string> {
  const validate = ajv.compile(schema);
  // The browser sends numbers for number fields and leaves empty fields out; send the same.
  const { data } = checkForm(schema, values);
  const body: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(values)) {
    if (raw !== '') body[name] = name in data ? data[name as keyof typeof data] : raw;
  }
  validate(body);
  return fieldErrors(validate.errors);
}

const quick = {
  Firstname: 'Asha',
  Emailaddress: 'asha@example.in',
  PhoneNumber: '+91 98765 43210',
  travelplans: 'Two weeks in Bali in May',
};

const full = {
  Firstname: 'Rohan',
  Lastname: 'Mehta',
  Emailaddress: 'rohan@example.in',
  PhoneNumber: '98765 43210',
  Name: 'Classic Thailand Escape',
  Countryname: 'Thailand',
  classoffer: 'Economy',
  Duration: '7',
  Date: '2027-02-14',
  Airport: 'Mumbai (BOM)',
  Whoistravelling: '2',
  Whoistravellingchildren: '1',
  WhoistravellingInfants: '0',
};

const callback = {
  Firstname: 'Meera',
  Lastname: 'Iyer',
  Emailaddress: 'meera@example.in',
  PhoneNumber: '044 2345 6789',
  calltime: '9 am to 12pm',
  way: 'Direct website',
};

const cases: [string, FlatForm, Record<string, string>][] = [
  ['quick contact: complete', quickContactForm, quick],
  ['quick contact: everything empty', quickContactForm, { Firstname: '', Emailaddress: '', PhoneNumber: '', travelplans: '' }],
  ['quick contact: blank name and message', quickContactForm, { ...quick, Firstname: '   ', travelplans: '\n \t' }],
  ['quick contact: e-mail without domain', quickContactForm, { ...quick, Emailaddress: 'asha@' }],
  ['quick contact: e-mail with a space', quickContactForm, { ...quick, Emailaddress: 'asha @example.in' }],
  ['quick contact: short phone', quickContactForm, { ...quick, PhoneNumber: '12345' }],
  ['quick contact: phone with letters', quickContactForm, { ...quick, PhoneNumber: '98765abcde' }],
  ['quick contact: message too long', quickContactForm, { ...quick, travelplans: 'm'.repeat(2001) }],
  ['quick contact: name too long', quickContactForm, { ...quick, Firstname: 'A'.repeat(101) }],
  ['full form: complete', enquiryForm, full],
  [
    'full form: only the required fields',
    enquiryForm,
    { Firstname: 'Rohan', Lastname: 'Mehta', Emailaddress: 'rohan@example.in', PhoneNumber: '9876543210' },
  ],
  ['full form: everything empty', enquiryForm, Object.fromEntries(Object.keys(full).map((name) => [name, '']))],
  ['full form: duration 0', enquiryForm, { ...full, Duration: '0' }],
  ['full form: duration 101', enquiryForm, { ...full, Duration: '101' }],
  ['full form: duration 100', enquiryForm, { ...full, Duration: '100' }],
  ['full form: duration 1.5', enquiryForm, { ...full, Duration: '1.5' }],
  ['full form: duration in words', enquiryForm, { ...full, Duration: 'seven' }],
  ['full form: negative adults', enquiryForm, { ...full, Whoistravelling: '-1' }],
  ['full form: 100 children', enquiryForm, { ...full, Whoistravellingchildren: '100' }],
  ['full form: infants as words', enquiryForm, { ...full, WhoistravellingInfants: 'one' }],
  ['full form: unknown airport', enquiryForm, { ...full, Airport: 'Goa (GOI)' }],
  ['full form: 30 February', enquiryForm, { ...full, Date: '2027-02-30' }],
  ['full form: 29 February of a leap year', enquiryForm, { ...full, Date: '2028-02-29' }],
  ['full form: date written the Indian way', enquiryForm, { ...full, Date: '14/02/2027' }],
  ['full form: blank last name', enquiryForm, { ...full, Lastname: '  ' }],
  ['full form: long destination', enquiryForm, { ...full, Countryname: 'D'.repeat(101) }],
  ['callback: complete', callbackForm, callback],
  ['callback: everything empty', callbackForm, { Firstname: '', Lastname: '', Emailaddress: '', PhoneNumber: '', calltime: '', way: '' }],
  ['callback: every call time', callbackForm, { ...callback, calltime: '6 pm to 9pm' }],
  ['callback: unknown call time', callbackForm, { ...callback, calltime: 'Midnight' }],
  ['callback: unknown way', callbackForm, { ...callback, way: 'Newspaper' }],
  ['callback: the pop-up’s way is not a choice', callbackForm, { ...callback, way: 'quickContact' }],
  ['callback: bad e-mail and phone', callbackForm, { ...callback, Emailaddress: 'meera.example.in', PhoneNumber: '98-76' }],
];

describe('browser form check agrees with the server', () => {
  it.each(cases)('%s', (_name, form, values) => {
    expect(checkForm(form, values).errors).toEqual(serverErrors(form, values));
  });
});

describe('the spec’s messages', () => {
  it('names every missing field of the quick-contact pop-up', () => {
    expect(checkForm(quickContactForm, {}).errors).toEqual({
      Firstname: 'Name is required',
      Emailaddress: 'Email address is required',
      PhoneNumber: 'Phone number is required',
      travelplans: 'Message is required',
    });
  });

  it('checks the full form’s e-mail, duration, counts and airport', () => {
    expect(
      checkForm(enquiryForm, { ...full, Emailaddress: 'rohan', Duration: '0', Whoistravelling: 'two', Airport: 'Goa' }).errors,
    ).toEqual({
      Emailaddress: 'Please enter a valid email address',
      Duration: 'Duration must be between 1 and 100',
      Whoistravelling: 'Number of adults must be between 0 and 99',
      Airport: 'Please choose an airport from the list',
    });
  });

  it('requires all six fields of the callback form', () => {
    expect(Object.keys(checkForm(callbackForm, {}).errors).sort()).toEqual([
      'Emailaddress',
      'Firstname',
      'Lastname',
      'PhoneNumber',
      'calltime',
      'way',
    ]);
  });

  it('gives the call numbers for number fields and leaves empty optional fields out', () => {
    expect(checkForm(enquiryForm, { ...full, Date: '', Airport: '', WhoistravellingInfants: '' }).data).toEqual({
      Firstname: 'Rohan',
      Lastname: 'Mehta',
      Emailaddress: 'rohan@example.in',
      PhoneNumber: '98765 43210',
      Name: 'Classic Thailand Escape',
      Countryname: 'Thailand',
      classoffer: 'Economy',
      Duration: 7,
      Whoistravelling: 2,
      Whoistravellingchildren: 1,
    });
  });

  it('ignores values that are not fields of the form', () => {
    expect(checkForm(quickContactForm, { ...quick, handleby: 'ravi' }).data).not.toHaveProperty('handleby');
  });
});

describe('the requests the forms send pass the submit call’s contract', () => {
  const validate = ajv.compile(enquiryRequest);
  const accepted = (request: EnquiryRequest) => {
    const ok = validate(structuredClone(request));
    return ok ? {} : fieldErrors(validate.errors);
  };

  it('quick contact: way quickContact, new and unassigned, the message in travelplans', () => {
    const request = quickContactRequest(checkForm(quickContactForm, quick).data);
    expect(request).toEqual({ ...quick, way: 'quickContact', handleby: 'Public', Status: 'Active' });
    expect(accepted(request)).toEqual({});
  });

  it("full form: way 'Direct website', the fixed call time and the package's id", () => {
    const request = fullFormRequest(checkForm(enquiryForm, full).data, 42);
    expect(request).toMatchObject({
      way: 'Direct website',
      calltime: '9 am to 12pm',
      package_id: 42,
      handleby: 'Public',
      Status: 'Active',
      Duration: 7,
    });
    expect(accepted(request)).toEqual({});
    expect(fullFormRequest(checkForm(enquiryForm, full).data)).not.toHaveProperty('package_id');
  });

  it("callback: the 'How did you find us?' answer as way", () => {
    const request = callbackRequest(checkForm(callbackForm, { ...callback, way: 'Instagram' }).data);
    expect(request).toEqual({ ...callback, way: 'Instagram', handleby: 'Public', Status: 'Active' });
    expect(accepted(request)).toEqual({});
  });
});
