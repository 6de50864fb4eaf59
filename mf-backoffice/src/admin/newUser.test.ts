// Ajv compiles here, in the test, only (what the auth service runs): the remote's own code
// uses the contract's validator compiled ahead of time.
import { CREATE_USER_MESSAGES, createAjv, createUserForm, fieldErrors } from '@agency/contracts';
import { type NewUserValues, newUserProblem } from './newUser';

const valid: NewUserValues = { username: 'asha', password: 'kN8#pq2-Ganges', role: 'employee' };

/** The service's verdict on the same values (its schema, its messages): the browser must say the same. */
const serverMessage = (() => {
  const validate = createAjv().compile(createUserForm);
  return (values: NewUserValues): string | null => {
    const body = values.role === '' ? { username: values.username, password: values.password } : { ...values };
    return validate(body) ? null : Object.values(fieldErrors(validate.errors))[0];
  };
})();

describe('the create-user rules in the browser', () => {
  it.each<[Partial<NewUserValues>, string | null]>([
    [{}, null],
    [{ username: '' }, CREATE_USER_MESSAGES.fillInAll],
    [{ username: '   ' }, CREATE_USER_MESSAGES.fillInAll],
    [{ password: '' }, CREATE_USER_MESSAGES.fillInAll],
    [{ username: 'u'.repeat(15), password: 'p'.repeat(128) }, null],
    [{ password: 'p'.repeat(12) }, null],
    [{ username: 'u'.repeat(16) }, CREATE_USER_MESSAGES.usernameTooLong],
    [{ password: 'p'.repeat(11) }, CREATE_USER_MESSAGES.passwordTooShort],
    [{ password: 'p'.repeat(129) }, CREATE_USER_MESSAGES.passwordTooLong],
    [{ username: ' PUBLIC ' }, CREATE_USER_MESSAGES.reservedName],
    [{ role: '' }, CREATE_USER_MESSAGES.selectRole],
  ])('%j gives %p, as the service would', (change, expected) => {
    const values = { ...valid, ...change };
    expect(newUserProblem(values)).toBe(expected);
    expect(serverMessage(values)).toBe(expected);
  });
});

describe('the one message the form shows when several fields are wrong', () => {
  it.each<[Partial<NewUserValues>, string]>([
    [{ username: 'public', password: '' }, CREATE_USER_MESSAGES.fillInAll],
    [{ username: 'u'.repeat(16), password: ' ' }, CREATE_USER_MESSAGES.fillInAll],
    [{ username: 'u'.repeat(16), password: 'p'.repeat(129) }, CREATE_USER_MESSAGES.usernameTooLong],
    [{ username: 'u'.repeat(16), password: 'short' }, CREATE_USER_MESSAGES.usernameTooLong],
    [{ password: 'p'.repeat(129), role: '' }, CREATE_USER_MESSAGES.passwordTooLong],
    [{ password: 'short', role: '' }, CREATE_USER_MESSAGES.passwordTooShort],
    [{ username: 'Public', role: '' }, CREATE_USER_MESSAGES.reservedName],
  ])('%j gives %p: blanks first, the role last', (change, expected) => {
    expect(newUserProblem({ ...valid, ...change })).toBe(expected);
  });
});
