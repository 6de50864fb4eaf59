/**
 * The browser's form check (the compiled validators) against Ajv's at run time (what the
 * server runs) on the same schemas: for each input, both name the same fields with the same
 * messages.
 */
import {
  checkoutForm,
  checkoutFormValidator,
  checkTextForm,
  createAjv,
  type FlatForm,
  fieldErrors,
  retreatBookingForm,
  retreatBookingFormValidator,
} from '@agency/contracts';

const ajv = createAjv();

/** What the browser says about the inputs' texts. */
function checkForm(form: FlatForm, values: Record<string, string>) {
  return checkTextForm(form === checkoutForm ? checkoutFormValidator : retreatBookingFormValidator, form, values);
}

/** What the server answers for the request the browser would send. */
function serverErrors(schema: object, values: Record<string, string>): Record<string, string> {
  const validate = ajv.compile(schema);
  // The browser sends numbers for number fields and leaves empty fields out; send the same.
  const { data } = checkForm(schema as FlatForm, values);
  const request: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(values)) {
    if (raw !== '') request[name] = name in data ? data[name as keyof typeof data] : raw;
  }
  validate(request);
  return fieldErrors(validate.errors);
}

const checkout = {
  amount: '2500',
  productinfo: 'Retreat deposit',
  firstname: 'Asha',
  email: 'asha@example.in',
  phone: '+91 98765 43210',
  udf1: '',
};

describe('browser form check agrees with the server', () => {
  it.each<[string, Record<string, string>]>([
    ['a complete checkout', checkout],
    ['with a reference', { ...checkout, udf1: 'REF-42' }],
    ['everything empty', { amount: '', productinfo: '', firstname: '', email: '', phone: '', udf1: '' }],
    ['amount 0', { ...checkout, amount: '0' }],
    ['amount in paise', { ...checkout, amount: '10.5' }],
    ['amount as words', { ...checkout, amount: 'ten' }],
    ['amount of two crore', { ...checkout, amount: '20000000' }],
    ['blank name', { ...checkout, firstname: '   ' }],
    ['long name', { ...checkout, firstname: 'A'.repeat(101) }],
    ['e-mail without domain', { ...checkout, email: 'asha@' }],
    ['e-mail with spaces', { ...checkout, email: 'asha @example.in' }],
    ['short phone', { ...checkout, phone: '12345' }],
    ['phone with letters', { ...checkout, phone: '98765abcde' }],
    ['long reference', { ...checkout, udf1: 'R'.repeat(256) }],
  ])('generic checkout: %s', (_name, values) => {
    expect(checkForm(checkoutForm, values).errors).toEqual(serverErrors(checkoutForm, values));
  });

  it.each<[string, Record<string, string>]>([
    ['complete', { firstname: 'Rohan', email: 'rohan@example.in', phone: '9876543210' }],
    ['empty', { firstname: '', email: '', phone: '' }],
    ['bad e-mail and phone', { firstname: 'Rohan', email: 'rohan.example.in', phone: '98-76' }],
  ])('retreat booking: %s', (_name, values) => {
    expect(checkForm(retreatBookingForm, values).errors).toEqual(serverErrors(retreatBookingForm, values));
  });

  it('names the spec’s messages', () => {
    expect(checkForm(checkoutForm, { amount: '0', productinfo: '', firstname: 'A', email: 'x', phone: '' }).errors).toEqual({
      amount: 'Amount must be at least 1 INR',
      productinfo: 'Product info is required',
      email: 'Please enter a valid email address',
      phone: 'Phone number is required',
    });
  });

  it('gives the call numbers for number fields and leaves empty optional fields out', () => {
    expect(checkForm(checkoutForm, checkout).data).toEqual({
      amount: 2500,
      productinfo: 'Retreat deposit',
      firstname: 'Asha',
      email: 'asha@example.in',
      phone: '+91 98765 43210',
    });
  });
});
