/**
 * The browser's compiled validators (Ajv standalone) are what the contract schemas compile
 * to today, hold no run-time code generation, and answer exactly as the services' Ajv does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type BrowserFormName, browserForms, createAjv, fieldErrors, validateForm } from '../src';
import * as compiled from '../src/forms/validators/compiled';
import { COMPILED_DTS, COMPILED_JS, compiledDeclarations, compiledSource, validatorName } from '../src/forms/validators/generate';

describe('the committed validators', () => {
  it('are what the schemas compile to now (else: npm run generate:validators -w @agency/contracts)', () => {
    expect(readFileSync(COMPILED_JS, 'utf8')).toBe(compiledSource());
    expect(readFileSync(COMPILED_DTS, 'utf8')).toBe(compiledDeclarations());
  });

  it('compile nothing at run time, so the security policy (no eval) lets them run', () => {
    const source = readFileSync(COMPILED_JS, 'utf8');
    expect(source).not.toMatch(/new Function|\beval\(/);
    expect(source).not.toMatch(/require\("ajv"\)|require\("ajv\/dist\/(core|ajv|compile)/);
  });

  it('reach the page without Ajv’s compiler: the browser’s modules import only Ajv’s types', () => {
    for (const file of ['../src/forms/validate.ts', '../src/field-errors.ts']) {
      const source = readFileSync(path.join(__dirname, file), 'utf8');
      expect(source).not.toMatch(/^import (?!type )[^;]*from '(ajv|\.\.\/ajv|\.\/ajv)[^']*';/m);
    }
  });

  it('has one validator for each browser form', () => {
    expect(Object.keys(compiled).sort()).toEqual(Object.keys(browserForms).map(validatorName).sort());
  });
});

const server = createAjv();
function serverErrors(form: BrowserFormName, values: unknown): Record<string, string> {
  const validate = server.compile(browserForms[form]);
  return validate(structuredClone(values)) ? {} : fieldErrors(validate.errors);
}
const browser = (form: BrowserFormName) => (compiled as Record<string, compiled.CompiledValidator>)[validatorName(form)];

const quick = { Firstname: 'Asha', Emailaddress: 'asha@example.in', PhoneNumber: '+91 98765 43210', travelplans: 'Bali in May' };
const BAD_INPUTS: [BrowserFormName, unknown][] = [
  ['quickContactForm', {}],
  ['quickContactForm', { ...quick, Firstname: '  ', Emailaddress: 'asha@', PhoneNumber: '12' }],
  ['quickContactForm', { ...quick, travelplans: 'm'.repeat(2001), extra: 'x' }],
  ['enquiryForm', { Firstname: 'R', Lastname: ' ', Emailaddress: 'r@x.in', PhoneNumber: '9876543210', Duration: '0', Date: '2027-02-30' }],
  ['enquiryForm', { Firstname: 'R', Lastname: 'M', Emailaddress: 'r x', PhoneNumber: '98-76', Whoistravelling: 'two', Airport: 'Goa' }],
  ['callbackForm', { calltime: 'Midnight', way: 'quickContact' }],
  ['checkoutForm', { amount: '10.5', productinfo: '', firstname: 'A'.repeat(101), email: 'x', phone: 'abc', udf1: 'R'.repeat(256) }],
  ['checkoutForm', { amount: 20_000_000 }],
  ['retreatBookingForm', { firstname: '', email: 'a@b', phone: '' }],
  ['loginForm', { username: '   ', password: 'p'.repeat(129) }],
  ['createUserForm', { username: 'public', password: '', role: 'superuser' }],
  ['createUserForm', { username: 'u'.repeat(16), password: 'p'.repeat(16) }],
  ['packageForm', {}],
  [
    'packageForm',
    {
      packageName: 'x',
      description: {},
      pricing: [{ price: -1 }],
      duration: '2.5',
      destinations: { continent: ' ', countries: [{ name: '', cities: [{ name: 'c', hotels: [{ name: 'h', star: 8, night: 0 }] }] }] },
      holidayTypes: ['x', 'x'],
      inclusionIds: [],
      inclusionTexts: [''],
      exclusionTexts: ['e'.repeat(501)],
    },
  ],
];

describe('browser and server say the same', () => {
  it.each(BAD_INPUTS)('%s, bad input %#', (form, values) => {
    const expected = serverErrors(form, values);
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    expect(validateForm(browser(form), values)).toEqual(expected);
  });
});

describe('validateForm', () => {
  it('leaves the caller’s values as they were (Ajv coerces a copy)', () => {
    const values = { packageName: 'x', duration: '5' };
    validateForm(browser('packageForm'), values);
    expect(values.duration).toBe('5');
  });

  it('answers {} for values that may be sent', () => {
    expect(validateForm(browser('quickContactForm'), quick)).toEqual({});
  });
});
