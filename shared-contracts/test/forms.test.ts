/** The visitor and staff forms give the spec's (or a clear) message for the field that breaks a rule. */
import {
  AIRPORTS,
  CALL_TIMES,
  callbackForm,
  checkoutForm,
  createUserForm,
  DEFAULT_CALL_TIME,
  enquiryForm,
  enquiryRequest,
  FOUND_US_OPTIONS,
  loginForm,
  PROOF_OF_WORK_TEXTS,
  packageListQuery,
  paymentInitiateRequest,
  quickContactForm,
  retreatBookingForm,
} from '../src';
import { errorsOf, variant } from './validate';

type Payload = Record<string, unknown>;
type Case = [string, string, (p: Payload) => void];
const drop = (field: string) => (p: Payload) => delete p[field];
const set = (field: string, value: unknown) => (p: Payload) => (p[field] = value);

/** Checks that `schema` accepts `valid` and gives exactly `{ path: message }` for each broken variant. */
function describeForm(name: string, schema: object, valid: Payload, cases: Case[]) {
  describe(name, () => {
    it('accepts a valid example', () => {
      expect(errorsOf(schema, valid)).toEqual({});
    });
    it.each(cases)('says %j at %s', (message, path, breakIt) => {
      expect(errorsOf(schema, variant(valid, breakIt))).toEqual({ [path]: message });
    });
  });
}

describeForm('create-user form', createUserForm, { username: 'asha', password: 'kN8#pq2-Ganges', role: 'employee' }, [
  ['Please fill in all fields', 'username', drop('username')],
  ['Please fill in all fields', 'username', set('username', '')],
  ['Please fill in all fields', 'password', drop('password')],
  ['Please fill in all fields', 'password', set('password', '')],
  ['Username must be at most 15 characters', 'username', set('username', 'a'.repeat(16))],
  ['Password must be at least 12 characters', 'password', set('password', 'p'.repeat(11))],
  ['Password must be at most 128 characters', 'password', set('password', 'p'.repeat(129))],
  ['Please select a role', 'role', drop('role')],
  ['Please select a role', 'role', set('role', 'Select a role')],
  ['Please select a role', 'role', set('role', 'superuser')],
  ["'Public' is reserved for unassigned requests", 'username', set('username', 'public')],
]);

describe('create-user form limits', () => {
  it('takes a username of exactly 15 characters, a password of 12 to 128, and each of the four roles', () => {
    for (const role of ['admin', 'user', 'manager', 'employee']) {
      expect(errorsOf(createUserForm, { username: 'u'.repeat(15), password: 'p'.repeat(12), role })).toEqual({});
      expect(errorsOf(createUserForm, { username: 'u'.repeat(15), password: 'p'.repeat(128), role })).toEqual({});
    }
  });
});

describeForm('login', loginForm, { username: 'admin', password: 'secret' }, [
  ['Username is required', 'username', drop('username')],
  ['Username is required', 'username', set('username', '   ')],
  ['Password is required', 'password', set('password', '')],
]);

const contact = { Firstname: 'Asha', Emailaddress: 'asha@example.in', PhoneNumber: '+91 98765-43210' };
const contactCases = (first: string, nameRequired = 'First name is required'): Case[] => [
  [nameRequired, first, drop(first)],
  [nameRequired, first, set(first, ' ')],
  ['Email address is required', 'Emailaddress', drop('Emailaddress')],
  ['Please enter a valid email address', 'Emailaddress', set('Emailaddress', 'asha@')],
  ['Phone number is required', 'PhoneNumber', set('PhoneNumber', '')],
  ['Please enter a valid phone number', 'PhoneNumber', set('PhoneNumber', 'call me')],
  ['Please enter a valid phone number', 'PhoneNumber', set('PhoneNumber', '12345')],
];

// The pop-up asks for one 'Name', so it does not speak of a first name.
describeForm('quick-contact pop-up', quickContactForm, { ...contact, travelplans: 'Two weeks in Bali in May' }, [
  ...contactCases('Firstname', 'Name is required'),
  ['Message is required', 'travelplans', drop('travelplans')],
]);

const fullForm = {
  ...contact,
  Lastname: 'Kulkarni',
  Name: 'Magical Bali',
  Countryname: 'Bali',
  classoffer: 'Economy',
  Duration: 6,
  Date: '2026-05-10',
  Airport: AIRPORTS[1],
  Whoistravelling: 2,
  Whoistravellingchildren: 1,
  WhoistravellingInfants: 0,
  calltime: DEFAULT_CALL_TIME,
};

describeForm('full enquiry form', enquiryForm, fullForm, [
  ...contactCases('Firstname'),
  ['Last name is required', 'Lastname', drop('Lastname')],
  ['Duration must be between 1 and 100', 'Duration', set('Duration', 0)],
  ['Duration must be between 1 and 100', 'Duration', set('Duration', 101)],
  ['Please choose an airport from the list', 'Airport', set('Airport', 'Goa (GOI)')],
  ['Number of adults must be between 0 and 99', 'Whoistravelling', set('Whoistravelling', -1)],
  ['Number of children must be between 0 and 99', 'Whoistravellingchildren', set('Whoistravellingchildren', 'two')],
  ['Number of infants must be between 0 and 99', 'WhoistravellingInfants', set('WhoistravellingInfants', 1.5)],
  ['Please enter a valid travel date', 'Date', set('Date', '10/05/2026')],
]);

describe('full enquiry form, optional parts', () => {
  it('needs only the names, email and phone', () => {
    expect(errorsOf(enquiryForm, { ...contact, Lastname: 'Kulkarni' })).toEqual({});
  });
});

const callback = { ...contact, Lastname: 'Kulkarni', calltime: CALL_TIMES[0], way: FOUND_US_OPTIONS[0] };
describeForm('contact-page callback form', callbackForm, callback, [
  ...contactCases('Firstname'),
  ['Last name is required', 'Lastname', set('Lastname', '')],
  ['Please choose a preferred call time', 'calltime', drop('calltime')],
  ['Please choose a preferred call time', 'calltime', set('calltime', 'Midnight')],
  ['Please tell us how you found us', 'way', drop('way')],
  ['Please tell us how you found us', 'way', set('way', 'quickContact')],
]);

describe('enquiry request (POST /api/requests/submit)', () => {
  const sentByBrowser = { handleby: 'Public', Status: 'Active' };
  const quick = { ...contact, travelplans: 'Call me about Bali', way: 'quickContact', ...sentByBrowser };
  const full = { ...fullForm, way: 'Direct website', ...sentByBrowser };
  const callbackRequest = { ...callback, way: 'Instagram', ...sentByBrowser };

  it('accepts the three shapes the storefront and the contact page send', () => {
    expect(errorsOf(enquiryRequest, quick)).toEqual({});
    expect(errorsOf(enquiryRequest, full)).toEqual({});
    expect(errorsOf(enquiryRequest, callbackRequest)).toEqual({});
  });

  it('needs the message for a quick contact, but no last name or call time', () => {
    expect(errorsOf(enquiryRequest, variant(quick, drop('travelplans')))).toEqual({ travelplans: 'Message is required' });
  });

  it('needs the last name and the call time from the full form and the callback form', () => {
    const expected = { Lastname: 'Last name is required', calltime: 'Please choose a preferred call time' };
    for (const request of [full, callbackRequest]) {
      expect(
        errorsOf(
          enquiryRequest,
          variant(request as Payload, (p) => {
            delete p.Lastname;
            delete p.calltime;
          }),
        ),
      ).toEqual(expected);
    }
  });

  it('always needs first name, email, phone and way', () => {
    expect(errorsOf(enquiryRequest, { travelplans: 'hello', way: 'quickContact' })).toEqual({
      Firstname: 'First name is required',
      Emailaddress: 'Email address is required',
      PhoneNumber: 'Phone number is required',
    });
    expect(errorsOf(enquiryRequest, variant(callbackRequest as Payload, set('way', 'Carrier pigeon')))).toEqual({
      way: 'Please tell us how you found us',
    });
  });

  it('checks the trip details and refuses unknown fields', () => {
    expect(errorsOf(enquiryRequest, variant(full as Payload, set('Duration', 500)))).toEqual({
      Duration: 'Duration must be between 1 and 100',
    });
    expect(Object.keys(errorsOf(enquiryRequest, variant(quick as Payload, set('isAdmin', true))))).toEqual(['isAdmin']);
  });
});

const checkout = { amount: 2500, productinfo: 'Pushkar retreat deposit', firstname: 'Asha', email: 'asha@example.in', phone: '9876543210' };
describeForm('generic checkout', checkoutForm, { ...checkout, udf1: 'REF-42' }, [
  ['Amount is required', 'amount', drop('amount')],
  ['Amount must be at least 1 INR', 'amount', set('amount', 0)],
  ['Amount must be a number', 'amount', set('amount', 'lots')],
  ['Product info is required', 'productinfo', set('productinfo', '')],
  ['First name is required', 'firstname', drop('firstname')],
  ['Please enter a valid email address', 'email', set('email', 'not-an-email')],
  ['Phone number is required', 'phone', drop('phone')],
]);

describe('generic checkout, optional reference', () => {
  it('does without udf1', () => {
    expect(errorsOf(checkoutForm, checkout)).toEqual({});
  });
});

describeForm('retreat booking modal', retreatBookingForm, { firstname: 'Asha', email: 'asha@example.in', phone: '9876543210' }, [
  ['First name is required', 'firstname', set('firstname', '')],
  ['Email address is required', 'email', drop('email')],
  ['Phone number is required', 'phone', drop('phone')],
]);

describe('payment initiation request', () => {
  // A retreat booking carries its solved proof of work (checked by the service, not the schema).
  const booking = {
    productinfo: 'The Awakening Retreat',
    firstname: 'Asha',
    email: 'asha@example.in',
    phone: '9876543210',
    proofOfWork: 'eyJjaGFsbGVuZ2UiOnt9fQ==',
  };

  it('needs a proof of work for a retreat booking, with a clear message', () => {
    const unproved: Partial<typeof booking> = { ...booking };
    delete unproved.proofOfWork;
    expect(errorsOf(paymentInitiateRequest, { ...unproved, category: 'SoulPod', itemId: 1, members: 2 })).toEqual({
      proofOfWork: PROOF_OF_WORK_TEXTS.missing,
    });
  });

  it('needs an amount for a generic checkout', () => {
    expect(errorsOf(paymentInitiateRequest, { ...checkout, udf1: 'REF-42', udf2: 'web' })).toEqual({});
    expect(errorsOf(paymentInitiateRequest, booking)).toEqual({ amount: 'Amount is required' });
  });

  it('needs the room and the guests for a retreat booking, not the amount', () => {
    expect(errorsOf(paymentInitiateRequest, { ...booking, category: 'SoulPod', itemId: 1, members: 8, udf3: 'SoulPod' })).toEqual({});
    expect(errorsOf(paymentInitiateRequest, { ...booking, category: 'SoulPod' })).toEqual({
      itemId: 'Please choose a room',
      members: 'Please choose the number of guests',
    });
  });

  it.each([
    ['SoulPod', 0, 9, 'SoulPod takes 1 to 8 guests'],
    ['Harmony Quad', 3, 6, 'Harmony Quad takes 4 to 5 guests'],
    ['Duo Room', 1, 4, 'Duo Room takes 2 to 3 guests'],
  ])('keeps %s within its guest range', (category, below, above, message) => {
    const request = { ...booking, category, itemId: 2 };
    expect(errorsOf(paymentInitiateRequest, { ...request, members: below })).toEqual({ members: expect.any(String) });
    expect(errorsOf(paymentInitiateRequest, { ...request, members: above })).toEqual({ members: message });
  });

  it('refuses an unknown room category', () => {
    expect(errorsOf(paymentInitiateRequest, { ...booking, category: 'Penthouse', itemId: 1, members: 2 })).toEqual({
      category: 'Please choose a room',
    });
  });
});

describe('package list query', () => {
  it('takes every filter of the spec, as the browser sends it (text)', () => {
    const query = {
      page: '2',
      limit: '7',
      continent: 'Asia',
      country: 'thailand',
      city: 'Phuket',
      holiday_types: 'Beach_Holidays,Honeymoons',
      inclusion_ids: 'hotels,flights',
      exclusion_ids: 'visa',
      minPrice: '10000',
      maxPrice: '90000',
      duration: '6',
      sortBy: 'pricing.price',
      sortOrder: 'desc',
    };
    expect(errorsOf(packageListQuery, query)).toEqual({});
  });

  it('answers unknown parameters and out-of-range pages with the field named', () => {
    expect(errorsOf(packageListQuery, { holidayType: 'Safari' })).toEqual({ holidayType: expect.any(String) });
    expect(errorsOf(packageListQuery, { limit: '1000' })).toEqual({ limit: 'limit must be between 1 and 100' });
    expect(errorsOf(packageListQuery, { sortBy: 'name' })).toEqual({ sortBy: 'sortBy must be pricing.price or duration' });
    expect(errorsOf(packageListQuery, { holiday_types: 'Safari,,Beach_Holidays' })).toEqual({
      holiday_types: 'holiday_types must be a comma-separated list of holiday type keys (e.g. Beach_Holidays)',
    });
    expect(errorsOf(packageListQuery, { holiday_types: 'Beach' })).toEqual({
      holiday_types: 'holiday_types must be a comma-separated list of holiday type keys (e.g. Beach_Holidays)',
    });
  });
});
