/**
 * POST /api/requests/submit on each database: the three payload shapes of the spec are stored
 * whole, stamped by the server (id, time, 'Public', 'Active' whatever the browser sends), and
 * every rule of the enquiry contract refuses bad input with the contract's own message.
 */
import { enquiryRequest, INVISIBLE_CHARACTERS_MESSAGE, LEAD_MESSAGES, NAME_CHARACTERS_MESSAGE, PUBLIC_HANDLER } from '@agency/contracts';
import { testDatabaseKinds } from '@agency/test-kit/services';
import { buildLeadsService, callback, fullForm, type LeadsHarness, LIST, quickContact, START, TABLES } from './support/harness';

/** The contract's messages, read from the schema the service validates with. */
const props = enquiryRequest.properties;
const required = enquiryRequest.errorMessage.required;
const M = {
  firstNameMissing: required.Firstname,
  firstNameBlank: props.Firstname.errorMessage.pattern,
  firstNameLong: props.Firstname.errorMessage.maxLength,
  lastNameMissing: enquiryRequest.else.errorMessage.required.Lastname,
  lastNameBlank: props.Lastname.errorMessage.pattern,
  emailMissing: required.Emailaddress,
  emailEmpty: props.Emailaddress.errorMessage.minLength,
  emailInvalid: props.Emailaddress.errorMessage.format,
  phoneMissing: required.PhoneNumber,
  phoneInvalid: props.PhoneNumber.errorMessage.pattern,
  wayMissing: required.way,
  wayInvalid: props.way.errorMessage,
  messageMissing: enquiryRequest.then.errorMessage.required.travelplans,
  messageBlank: props.travelplans.errorMessage.pattern,
  messageLong: props.travelplans.errorMessage.maxLength,
  callTimeMissing: enquiryRequest.else.errorMessage.required.calltime,
  callTimeInvalid: props.calltime.errorMessage,
  duration: props.Duration.errorMessage,
  date: props.Date.errorMessage,
  airport: props.Airport.errorMessage,
  adults: props.Whoistravelling.errorMessage,
  children: props.Whoistravellingchildren.errorMessage,
  infants: props.WhoistravellingInfants.errorMessage,
  dealName: props.Name.errorMessage.maxLength,
  country: props.Countryname.errorMessage.maxLength,
  classOffer: props.classoffer.errorMessage.maxLength,
  handleby: props.handleby.errorMessage.maxLength,
  status: props.Status.errorMessage.maxLength,
  packageId: props.package_id.errorMessage,
};

const without = <T extends object>(payload: T, ...keys: string[]) =>
  Object.fromEntries(Object.entries(payload).filter(([k]) => !keys.includes(k)));

/** [case, payload, field, message]: each breaks one rule of one shape. */
const INVALID: [string, object, string, string][] = [
  ['no first name', without(quickContact, 'Firstname'), 'Firstname', M.firstNameMissing],
  ['a blank first name', { ...fullForm, Firstname: '   ' }, 'Firstname', M.firstNameBlank],
  ['an empty first name', { ...callback, Firstname: '' }, 'Firstname', M.firstNameBlank],
  ['a first name of 101 characters', { ...quickContact, Firstname: 'A'.repeat(101) }, 'Firstname', M.firstNameLong],
  ['no last name on the full form', without(fullForm, 'Lastname'), 'Lastname', M.lastNameMissing],
  ['no last name on the callback form', without(callback, 'Lastname'), 'Lastname', M.lastNameMissing],
  ['a blank last name', { ...callback, Lastname: ' ' }, 'Lastname', M.lastNameBlank],
  ['no email', without(quickContact, 'Emailaddress'), 'Emailaddress', M.emailMissing],
  ['an empty email', { ...fullForm, Emailaddress: '' }, 'Emailaddress', M.emailEmpty],
  ['an email without @', { ...callback, Emailaddress: 'meera.example.in' }, 'Emailaddress', M.emailInvalid],
  ['an email with spaces', { ...quickContact, Emailaddress: 'asha @example.in' }, 'Emailaddress', M.emailInvalid],
  ['no phone', without(fullForm, 'PhoneNumber'), 'PhoneNumber', M.phoneMissing],
  ['a phone of letters', { ...quickContact, PhoneNumber: 'call me maybe' }, 'PhoneNumber', M.phoneInvalid],
  ['a phone of 6 digits', { ...callback, PhoneNumber: '123456' }, 'PhoneNumber', M.phoneInvalid],
  ['no way', without(callback, 'way'), 'way', M.wayMissing],
  ['an unknown way', { ...callback, way: 'Newspaper' }, 'way', M.wayInvalid],
  ['a quick contact without its message', without(quickContact, 'travelplans'), 'travelplans', M.messageMissing],
  ['a quick contact with a blank message', { ...quickContact, travelplans: '  ' }, 'travelplans', M.messageBlank],
  ['a message of 2001 characters', { ...quickContact, travelplans: 'x'.repeat(2001) }, 'travelplans', M.messageLong],
  ['no call time on the full form', without(fullForm, 'calltime'), 'calltime', M.callTimeMissing],
  ['no call time on the callback form', without(callback, 'calltime'), 'calltime', M.callTimeMissing],
  ['a call time not offered', { ...callback, calltime: 'Midnight' }, 'calltime', M.callTimeInvalid],
  ['a duration of 0 days', { ...fullForm, Duration: 0 }, 'Duration', M.duration],
  ['a duration of 101 days', { ...fullForm, Duration: 101 }, 'Duration', M.duration],
  ['a duration of 2.5 days', { ...fullForm, Duration: 2.5 }, 'Duration', M.duration],
  ['a duration that is not a number', { ...fullForm, Duration: 'a week' }, 'Duration', M.duration],
  ['a travel date that is not a date', { ...fullForm, Date: 'next Friday' }, 'Date', M.date],
  ['a travel date that does not exist', { ...fullForm, Date: '2025-02-30' }, 'Date', M.date],
  ['an airport not offered', { ...fullForm, Airport: 'Goa (GOI)' }, 'Airport', M.airport],
  ['a negative number of adults', { ...fullForm, Whoistravelling: -1 }, 'Whoistravelling', M.adults],
  ['adults as words', { ...fullForm, Whoistravelling: 'two' }, 'Whoistravelling', M.adults],
  ['100 children', { ...fullForm, Whoistravellingchildren: 100 }, 'Whoistravellingchildren', M.children],
  ['half an infant', { ...fullForm, WhoistravellingInfants: 0.5 }, 'WhoistravellingInfants', M.infants],
  ['a deal name of 201 characters', { ...fullForm, Name: 'D'.repeat(201) }, 'Name', M.dealName],
  ['a destination of 101 characters', { ...fullForm, Countryname: 'C'.repeat(101) }, 'Countryname', M.country],
  ['a class of 51 characters', { ...fullForm, classoffer: 'E'.repeat(51) }, 'classoffer', M.classOffer],
  ['a handleby of 101 characters', { ...quickContact, handleby: 'h'.repeat(101) }, 'handleby', M.handleby],
  ['a Status of 21 characters', { ...quickContact, Status: 'S'.repeat(21) }, 'Status', M.status],
  ['a package id of 0', { ...fullForm, package_id: 0 }, 'package_id', M.packageId],
  ['a first name with a NUL byte', { ...quickContact, Firstname: 'As\u0000ha' }, 'Firstname', INVISIBLE_CHARACTERS_MESSAGE],
  ['a last name with a right-to-left override', { ...callback, Lastname: 'Iyer\u202e' }, 'Lastname', INVISIBLE_CHARACTERS_MESSAGE],
  ['a message with a zero-width space', { ...quickContact, travelplans: 'Call me\u200b' }, 'travelplans', INVISIBLE_CHARACTERS_MESSAGE],
  [
    'a handler name that is not what it looks like',
    { ...quickContact, handleby: 'Public\u200b' },
    'handleby',
    INVISIBLE_CHARACTERS_MESSAGE,
  ],
  [
    'a first name with a line break and a header after it',
    { ...quickContact, Firstname: 'Asha\r\nBcc: all@example.in' },
    'Firstname',
    NAME_CHARACTERS_MESSAGE,
  ],
  ['a first name with a tab', { ...quickContact, Firstname: 'Asha\tMenon' }, 'Firstname', NAME_CHARACTERS_MESSAGE],
  ['a first name with a lone surrogate', { ...quickContact, Firstname: 'Asha \ud83d' }, 'Firstname', NAME_CHARACTERS_MESSAGE],
  ['a last name with a line break', { ...callback, Lastname: 'Iyer\n' + 'x' }, 'Lastname', NAME_CHARACTERS_MESSAGE],
];

describe.each(testDatabaseKinds())('submitting enquiries on %s', (kind) => {
  let service: LeadsHarness;
  beforeAll(async () => {
    service = await buildLeadsService(kind);
  });
  afterAll(() => service.close());

  const admin = () => service.token('chief', 'admin');

  it("stores the home page pop-up's quick contact, stamped by the server", async () => {
    service.advance(1000);
    const res = await service.submit(quickContact);
    expect(res.statusCode).toBe(200);
    const { id, message } = res.json();
    expect(message).toBe(LEAD_MESSAGES.submitted);
    expect(Number.isInteger(id) && id > 0).toBe(true);
    const [lead] = (await service.get(LIST.all, admin())).json().filter((l: { id: number }) => l.id === id);
    expect(lead).toEqual({
      id,
      Firstname: quickContact.Firstname,
      Emailaddress: quickContact.Emailaddress,
      PhoneNumber: quickContact.PhoneNumber,
      travelplans: quickContact.travelplans,
      way: 'quickContact',
      handleby: PUBLIC_HANDLER,
      Status: 'Active',
      timestamp: new Date(service.now()).toISOString(),
    });
  });

  it('stores the full enquiry form with every trip detail', async () => {
    service.advance(1000);
    const id = await service.submitted(fullForm);
    const lead = (await service.get(LIST.all, admin())).json().find((l: { id: number }) => l.id === id);
    const { handleby: _h, Status: _s, ...sent } = fullForm;
    expect(lead).toEqual({ ...sent, id, handleby: PUBLIC_HANDLER, Status: 'Active', timestamp: new Date(service.now()).toISOString() });
  });

  it("stores the contact page's callback with the 'How did you find us?' choice as its way", async () => {
    const id = await service.submitted(callback);
    const row = await service.row(id);
    expect(row).toMatchObject({
      first_name: 'Meera',
      last_name: 'Kapoor',
      call_time: '3 pm to 6pm',
      way: 'Instagram',
      handled_by: PUBLIC_HANDLER,
      status: 'Active',
    });
  });

  it.each(['Direct website', 'Facebook', 'Instagram', 'Twitter', 'Advertisement'])('accepts the callback choice %s', async (way) => {
    const id = await service.submitted({ ...callback, way });
    expect((await service.row(id)).way).toBe(way);
  });

  it("ignores the handler and status a browser sends: a new request is always 'Public' and 'Active'", async () => {
    for (const forged of [{ handleby: 'chief', Status: 'Confirm' }, { handleby: 'meera', Status: 'Deleted' }, {}]) {
      const id = await service.submitted({ ...callback, ...forged });
      expect(await service.row(id)).toMatchObject({ handled_by: PUBLIC_HANDLER, status: 'Active', version: 0 });
    }
  });

  it('stamps the time of the server, not of the browser, and numbers requests itself', async () => {
    service.advance(60_000);
    const first = await service.submitted({ ...quickContact, timestamp: undefined });
    const second = await service.submitted(quickContact);
    expect(second).toBeGreaterThan(first);
    expect(Number((await service.row(first)).created_at)).toBe(service.now());
    expect(service.now()).toBeGreaterThan(START);
  });

  it('refuses fields the contract does not know (an id or a timestamp of its own) and stores nothing', async () => {
    const before = await count(service);
    for (const extra of [{ id: 7 }, { timestamp: '2020-01-01T00:00:00Z' }, { Hacker: 'x' }]) {
      const res = await service.submit({ ...quickContact, ...extra });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([Object.keys(extra)[0]]);
    }
    expect(await count(service)).toBe(before);
  });

  it('trims what a visitor typed and keeps an empty optional text as nothing', async () => {
    const id = await service.submitted({ ...fullForm, Firstname: '  Rohan ', Lastname: ' Iyer', Name: '', Countryname: '  ' });
    const row = await service.row(id);
    expect(row).toMatchObject({ first_name: 'Rohan', last_name: 'Iyer', deal_name: null, country_name: null });
  });

  it('takes the limits of every field as the database stores them (longest texts, 1 and 100 days, 0 and 99 travellers)', async () => {
    const longest = {
      ...fullForm,
      Firstname: 'F'.repeat(100),
      Lastname: 'L'.repeat(100),
      Name: 'N'.repeat(200),
      Countryname: 'C'.repeat(100),
      classoffer: 'E'.repeat(50),
      PhoneNumber: '+91 (22) 1234-56789',
      Duration: 100,
      Whoistravelling: 99,
      Whoistravellingchildren: 0,
      WhoistravellingInfants: 99,
    };
    const id = await service.submitted(longest);
    expect(await service.row(id)).toMatchObject({
      first_name: longest.Firstname,
      class_offer: longest.classoffer,
      deal_name: longest.Name,
      duration: 100,
      adults: 99,
      infants: 99,
    });
    expect((await service.row(await service.submitted({ ...fullForm, Duration: 1 }))).duration).toBe(1);
    const message = await service.submitted({ ...quickContact, travelplans: 'm'.repeat(2000) });
    expect((await service.row(message)).travel_plans).toHaveLength(2000);
  });

  it.each(['Delhi (DEL)', 'Mumbai (BOM)', 'Hyderabad (HYD)', 'Bengaluru (BLR)', 'Ahmedabad (AMD)', 'Chennai (MAA)', 'Others'])(
    'accepts the airport %s',
    async (Airport) => {
      expect((await service.row(await service.submitted({ ...fullForm, Airport }))).airport).toBe(Airport);
    },
  );

  it('keeps a name with a character beyond the first 65,536 (a whole surrogate pair, not a lone half)', async () => {
    const Firstname = 'Asha 𝒜 Menon';
    expect((await service.row(await service.submitted({ ...quickContact, Firstname }))).first_name).toBe(Firstname);
  });

  it.each(INVALID)('refuses %s with the contract message, storing nothing', async (_case, payload, field, message) => {
    const before = await count(service);
    const res = await service.submit(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.fields[field]).toBe(message);
    expect(await count(service)).toBe(before);
  });

  it.each<[string, object, string]>([
    ['a first name sent as a number', { ...quickContact, Firstname: 123 }, 'Firstname'],
    ['a phone sent as a number', { ...quickContact, PhoneNumber: 9876543210 }, 'PhoneNumber'],
    ['no adults sent as null', { ...fullForm, Whoistravelling: null }, 'Whoistravelling'],
    ['a duration sent as text', { ...fullForm, Duration: '7' }, 'Duration'],
    ['a first name sent as a list', { ...callback, Firstname: ['Meera'] }, 'Firstname'],
    ['a package id sent as text', { ...fullForm, package_id: '12' }, 'package_id'],
  ])('refuses %s instead of coercing it, storing nothing', async (_case, payload, field) => {
    const before = await count(service);
    const res = await service.submit(payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual([field]);
    expect(await count(service)).toBe(before);
  });

  it('stores one lead for an attempt sent three times with its Idempotency-Key, and answers each with that lead', async () => {
    const before = await count(service);
    const key = `retry-${kind}-0123456789abcdef`;
    const send = () =>
      service.app.inject({ method: 'POST', url: '/api/requests/submit', payload: quickContact, headers: { 'idempotency-key': key } });
    const answers = [await send(), ...(await Promise.all([send(), send()]))];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const ids = answers.map((res) => res.json().id);
    expect(new Set(ids).size).toBe(1);
    expect(await count(service)).toBe(before + 1);
    // Another attempt (a new key, or none) is another lead.
    await service.app.inject({
      method: 'POST',
      url: '/api/requests/submit',
      payload: quickContact,
      headers: { 'idempotency-key': `${key}-2` },
    });
    await service.submit(quickContact);
    expect(await count(service)).toBe(before + 3);
  });

  it('refuses a key sent again with another enquiry, storing nothing, and still answers its own enquiry', async () => {
    const key = `reuse-${kind}-0123456789abcdef`;
    const send = (payload: object) =>
      service.app.inject({ method: 'POST', url: '/api/requests/submit', payload, headers: { 'idempotency-key': key } });
    const first = await send(quickContact);
    expect(first.statusCode).toBe(200);
    const before = await count(service);
    for (const other of [
      { ...quickContact, Emailaddress: 'someone-else@example.in' },
      { ...quickContact, travelplans: `${quickContact.travelplans}.` },
      callback,
    ]) {
      const reused = await send(other);
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toMatchObject({ statusCode: 409, message: LEAD_MESSAGES.idempotencyKeyReused });
    }
    expect(await count(service)).toBe(before);
    // The same details in another order of fields are the same attempt.
    const reordered = Object.fromEntries(Object.entries(quickContact).reverse());
    const again = await send(reordered);
    expect([again.statusCode, again.json().id]).toEqual([200, first.json().id]);
    expect(await count(service)).toBe(before);
  });

  it('refuses a malformed Idempotency-Key with a clear message, storing nothing', async () => {
    const before = await count(service);
    for (const key of ['short', 'x'.repeat(65), 'has spaces in it 1234']) {
      const res = await service.app.inject({
        method: 'POST',
        url: '/api/requests/submit',
        payload: quickContact,
        headers: { 'idempotency-key': key },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(LEAD_MESSAGES.badIdempotencyKey);
    }
    expect(await count(service)).toBe(before);
  });

  it('names every failing field at once', async () => {
    const res = await service.submit({ way: 'Direct website', Emailaddress: 'nope', Duration: 500 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      Firstname: M.firstNameMissing,
      PhoneNumber: M.phoneMissing,
      Emailaddress: M.emailInvalid,
      Duration: M.duration,
      Lastname: M.lastNameMissing,
      calltime: M.callTimeMissing,
    });
  });
});

async function count(service: LeadsHarness): Promise<number> {
  const [{ n }] = await service.db(TABLES.requests).count({ n: '*' });
  return Number(n);
}
