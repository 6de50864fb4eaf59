import {
  AUDIT_LOG_TEXTS,
  CREATE_USER_MESSAGES,
  OWN_ACCOUNT_UNDELETABLE,
  PASSWORD_LENGTH,
  ROLE_CHANGED,
  SIGNED_OUT,
  SIGNED_OUT_EVERYWHERE,
  USER_CREATED,
  USER_DELETED,
  USER_REINSTATED,
  USER_SUSPENDED,
  USERNAME_MAX_LENGTH,
  USERNAME_TAKEN,
} from '@agency/contracts';
import { requestAt } from '@agency/test-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_CHANGE_TEXTS,
  ADMIN_PORTAL_TITLE,
  LOADING_FORM_CHOICES,
  LOADING_PACKAGES,
  LOADING_USERS,
  ROLE_PLACEHOLDER,
  SERVER_UNREACHABLE,
  SUBMITTING,
} from '../messages';
import { deferred, type Handler, jsonResponse, networkDown, storeSession, stubApi, verifiedAs } from '../testing/apiStub';
import { renderAt } from '../testing/renderAt';

interface Account {
  _id: number;
  username: string;
  role: string;
  suspended?: boolean;
}

const CHIEF: Account = { _id: 1, username: 'chief', role: 'admin' };
const ASHA: Account = { _id: 2, username: 'asha', role: 'employee' };

/** The admin screen for a verified administrator, with the given answers to the user calls. */
function openPortal(routes: Record<string, Handler>) {
  storeSession({ authToken: 'jwt-chief', adminAuth: 'true' });
  const fetch = stubApi({
    'GET /api/auth/verify': verifiedAs('chief', 'admin'),
    // The portal's two-factor policy switch (twoFactor/TwoFactorPolicy.test.tsx works it).
    'GET /api/auth/two-factor/policy': () => jsonResponse(200, { requiredForAdmins: false }),
    'GET /api/auth/two-factor/accounts': () => jsonResponse(200, []),
    ...routes,
  });
  renderAt('/admin');
  return fetch;
}

const calls = (fetch: jest.Mock, key: string) =>
  fetch.mock.calls.map(([input]) => input as Request).filter((request) => `${request.method} ${new URL(request.url).pathname}` === key);

async function fillIn(values: { username?: string; password?: string; role?: string }) {
  if (values.username) await userEvent.type(screen.getByLabelText('Username'), values.username);
  if (values.password) await userEvent.type(screen.getByLabelText('Password'), values.password);
  if (values.role) await userEvent.selectOptions(screen.getByLabelText('Role'), values.role);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create user' }));

beforeEach(() => localStorage.clear());

describe('the admin screen', () => {
  it('opens on the Employee tab, the ADMIN PORTAL, and shows each tab with the arrow keys', async () => {
    // The package calls stay unanswered here: the tabs only need to show that they load.
    const pending = deferred().handler;
    openPortal({
      'GET /api/auth/users': () => jsonResponse(200, [CHIEF]),
      'GET /api/destinations': pending,
      'GET /api/holiday_types': pending,
      'GET /api/inclusions': pending,
      'GET /api/packages': pending,
      'GET /api/packages/staff': pending,
      'GET /api/audit': pending,
    });
    expect(await screen.findByRole('heading', { level: 2, name: ADMIN_PORTAL_TITLE })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Employee', 'Uploader', 'Database', 'Leads', 'Audit log']);
    expect(screen.getByRole('tab', { name: 'Employee' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('tab', { name: 'Uploader' }));
    // The package form (its own tests are in src/packages) first loads its pickers' choices.
    expect(screen.getByRole('tabpanel')).toHaveTextContent(LOADING_FORM_CHOICES);
    // Arrow keys move along the tabs (and show each).
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Database' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent(LOADING_PACKAGES);
    await userEvent.keyboard('{ArrowRight}');
    // The leads tab holds the leads screen (its own tests are in src/leads).
    expect(await screen.findByRole('heading', { level: 2, name: 'Hi chief' })).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    // The last tab is the audit log (its own tests are in src/admin/audit).
    expect(await screen.findByRole('heading', { level: 2, name: AUDIT_LOG_TEXTS.title })).toBeInTheDocument();
    await userEvent.keyboard('{Home}');
    expect(await screen.findByRole('heading', { level: 2, name: ADMIN_PORTAL_TITLE })).toBeInTheDocument();
  });
});

describe('the users table', () => {
  it("shows 'Loading users...', then each account's username and role, with no password column", async () => {
    const users = deferred();
    const fetch = openPortal({ 'GET /api/auth/users': users.handler });
    expect(await screen.findByText(LOADING_USERS)).toBeInTheDocument();
    users.release(jsonResponse(200, [CHIEF, ASHA]));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Username', 'Role', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['chief (you)', 'asha']);
    expect(within(rows[1]).getByText('Employee')).toBeInTheDocument();
    // Another account's role is a choice; the administrator's own is not.
    expect(within(rows[1]).getByRole('combobox', { name: 'Role of asha' })).toHaveValue('employee');
    expect(within(rows[0]).queryByRole('combobox')).not.toBeInTheDocument();
    // No password anywhere in the rows' data (the only mention is the action that resets one).
    for (const row of rows)
      for (const cell of within(row).getAllByRole('cell').slice(0, 2)) expect(cell).not.toHaveTextContent(/password|scrypt/i);
    expect(within(rows[1]).getByRole('button', { name: 'Reset the password of asha' })).toBeInTheDocument();
    expect(within(rows[0]).queryByRole('button', { name: /Reset the password/ })).not.toBeInTheDocument();
    // The list call carries the stored token.
    expect(calls(fetch, 'GET /api/auth/users')[0].headers.get('authorization')).toBe('Bearer jwt-chief');
  });

  it("offers no delete on the administrator's own row", async () => {
    openPortal({ 'GET /api/auth/users': () => jsonResponse(200, [CHIEF, ASHA]) });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Delete chief' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete asha' })).toBeInTheDocument();
  });

  it('says the server is unreachable on a network error, and loads on Try again', async () => {
    let down = true;
    openPortal({ 'GET /api/auth/users': () => (down ? networkDown() : jsonResponse(200, [CHIEF])) });
    expect(await screen.findByText(SERVER_UNREACHABLE)).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it("says 'Error fetching data: ' and the server's message when the server answers with an error", async () => {
    openPortal({
      'GET /api/auth/users': () =>
        jsonResponse(502, {
          statusCode: 502,
          error: 'Bad Gateway',
          message: 'The auth service is not reachable. Please try again shortly.',
        }),
    });
    expect(
      await screen.findByText('Error fetching data: The auth service is not reachable. Please try again shortly.'),
    ).toBeInTheDocument();
  });

  it('deletes a user after confirming, and reloads the list', async () => {
    let users = [CHIEF, ASHA];
    const fetch = openPortal({
      'GET /api/auth/users': () => jsonResponse(200, users),
      'DELETE /api/auth/delete/2': () => {
        users = [CHIEF];
        return jsonResponse(200, { message: USER_DELETED });
      },
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Delete asha' }));
    expect(screen.getByText('Delete asha?')).toBeInTheDocument();
    expect(calls(fetch, 'DELETE /api/auth/delete/2')).toHaveLength(0);
    // Cancel leaves it be.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delete asha' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete asha' }));
    expect(screen.getByRole('button', { name: 'Yes, delete' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText(USER_DELETED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('asha')).not.toBeInTheDocument());
    expect(calls(fetch, 'GET /api/auth/users')).toHaveLength(2);
  });

  it("changes another account's role only once confirmed, saying the colleague is signed out, with an optional reason; a refusal stays in the dialog", async () => {
    let users = [CHIEF, ASHA];
    let refuse = true;
    const fetch = openPortal({
      'GET /api/auth/users': () => jsonResponse(200, users),
      'POST /api/auth/users/2/role': () => {
        if (refuse)
          return jsonResponse(409, { statusCode: 409, error: 'Conflict', message: 'The last administrator must stay an administrator' });
        users = [CHIEF, { ...ASHA, role: 'user' }];
        return jsonResponse(200, { message: ROLE_CHANGED });
      },
    });
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role of asha' }), 'user');
    // Nothing is sent yet: the dialog says what happens to asha, and the select still shows the stored role.
    const dialog = await screen.findByRole('dialog', { name: ACCOUNT_CHANGE_TEXTS.roleTitle('asha', 'User') });
    expect(dialog).toHaveAccessibleDescription(ACCOUNT_CHANGE_TEXTS.roleConsequence('asha'));
    expect(calls(fetch, 'POST /api/auth/users/2/role')).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Role of asha' })).toHaveValue('employee');
    // Cancel changes nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: ACCOUNT_CHANGE_TEXTS.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(fetch, 'POST /api/auth/users/2/role')).toHaveLength(0);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role of asha' }), 'user');
    const again = await screen.findByRole('dialog');
    await userEvent.type(within(again).getByLabelText(ACCOUNT_CHANGE_TEXTS.reasonLabel), 'Moves to the front desk');
    await userEvent.click(within(again).getByRole('button', { name: ACCOUNT_CHANGE_TEXTS.changeRole }));
    expect(await within(again).findByRole('alert')).toHaveTextContent(
      'Error changing the role: The last administrator must stay an administrator',
    );
    refuse = false;
    await userEvent.click(within(again).getByRole('button', { name: ACCOUNT_CHANGE_TEXTS.changeRole }));
    expect(await screen.findByText(`asha: ${ROLE_CHANGED}`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [, change] = calls(fetch, 'POST /api/auth/users/2/role');
    expect(await change.json()).toEqual({ role: 'user', reason: 'Moves to the front desk' });
    expect(change.headers.get('authorization')).toBe('Bearer jwt-chief');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Role of asha' })).toHaveValue('user'));
  });

  it('suspends an account after confirming (it shows as suspended) and reinstates it', async () => {
    let users: Account[] = [CHIEF, ASHA];
    const fetch = openPortal({
      'GET /api/auth/users': () => jsonResponse(200, users),
      'POST /api/auth/users/2/suspend': () => {
        users = [CHIEF, { ...ASHA, suspended: true }];
        return jsonResponse(200, { message: USER_SUSPENDED });
      },
      'POST /api/auth/users/2/reinstate': () => {
        users = [CHIEF, { ...ASHA, suspended: false }];
        return jsonResponse(200, { message: USER_REINSTATED });
      },
    });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Suspend chief' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Suspend asha' }));
    const dialog = await screen.findByRole('dialog', { name: ACCOUNT_CHANGE_TEXTS.suspendTitle('asha') });
    expect(dialog).toHaveAccessibleDescription(ACCOUNT_CHANGE_TEXTS.suspendConsequence('asha'));
    expect(calls(fetch, 'POST /api/auth/users/2/suspend')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: ACCOUNT_CHANGE_TEXTS.suspend }));
    expect(await screen.findByText(`asha: ${USER_SUSPENDED}`)).toBeInTheDocument();
    expect(await calls(fetch, 'POST /api/auth/users/2/suspend')[0].json()).toEqual({});
    const row = screen.getByRole('row', { name: /asha/ });
    expect(await within(row).findByText(ACCOUNT_CHANGE_TEXTS.suspendedBadge)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reinstate asha' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: ACCOUNT_CHANGE_TEXTS.reinstate }));
    expect(await screen.findByText(`asha: ${USER_REINSTATED}`)).toBeInTheDocument();
    // Only the latest outcome shows.
    expect(screen.queryByText(`asha: ${USER_SUSPENDED}`)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(ACCOUNT_CHANGE_TEXTS.suspendedBadge)).not.toBeInTheDocument());
  });

  it("shows one outcome at a time: 'User created successfully' gives way to 'User deleted successfully' and back", async () => {
    let users = [CHIEF, ASHA];
    openPortal({
      'GET /api/auth/users': () => jsonResponse(200, users),
      'POST /api/auth/create': () => {
        users = [...users, { _id: 3, username: 'kiran', role: 'manager' }];
        return jsonResponse(200, { message: USER_CREATED, data: users[users.length - 1] });
      },
      'DELETE /api/auth/delete/2': () => {
        users = users.filter((user) => user._id !== 2);
        return jsonResponse(200, { message: USER_DELETED });
      },
    });
    await screen.findByRole('table');
    await fillIn({ username: 'kiran', password: 'Kiran#Pass1-Kochi', role: 'manager' });
    await submit();
    expect(await screen.findByText(USER_CREATED)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete asha' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText(USER_DELETED)).toBeInTheDocument();
    expect(screen.queryByText(USER_CREATED)).not.toBeInTheDocument();
  });

  it('signs another account out everywhere and says so, or why not', async () => {
    let refuse = false;
    const fetch = openPortal({
      'GET /api/auth/users': () => jsonResponse(200, [CHIEF, ASHA]),
      'POST /api/auth/users/2/sign-out': () =>
        refuse
          ? jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'No user has the id 2' })
          : jsonResponse(200, { message: SIGNED_OUT_EVERYWHERE }),
    });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Sign chief out everywhere' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign asha out everywhere' }));
    expect(await screen.findByText(`asha: ${SIGNED_OUT_EVERYWHERE}`)).toBeInTheDocument();
    expect(calls(fetch, 'POST /api/auth/users/2/sign-out')).toHaveLength(1);
    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: 'Sign asha out everywhere' }));
    expect(await screen.findByText('Error signing the account out: No user has the id 2')).toBeInTheDocument();
  });

  it('ends the session on the server when the administrator logs out', async () => {
    const fetch = openPortal({
      'GET /api/auth/users': () => jsonResponse(200, [CHIEF]),
      'POST /api/auth/logout': () => jsonResponse(200, { message: SIGNED_OUT }),
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(calls(fetch, 'POST /api/auth/logout')).toHaveLength(1));
    expect(calls(fetch, 'POST /api/auth/logout')[0].headers.get('authorization')).toBe('Bearer jwt-chief');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it("says 'Error deleting item: ' and the server's message when the delete is refused", async () => {
    openPortal({
      'GET /api/auth/users': () => jsonResponse(200, [CHIEF, ASHA]),
      'DELETE /api/auth/delete/2': () => jsonResponse(409, { statusCode: 409, error: 'Conflict', message: OWN_ACCOUNT_UNDELETABLE }),
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Delete asha' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText(`Error deleting item: ${OWN_ACCOUNT_UNDELETABLE}`)).toBeInTheDocument();
    expect(screen.getByText('asha')).toBeInTheDocument();
  });
});

describe('the create-user form', () => {
  it("limits the username to 15 characters and the password to 12–128, hides the password until asked, and offers the four roles after 'Select a role'", async () => {
    openPortal({ 'GET /api/auth/users': () => jsonResponse(200, [CHIEF]) });
    await screen.findByRole('table');
    expect(screen.getByLabelText('Username')).toHaveAttribute('maxLength', String(USERNAME_MAX_LENGTH));
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('maxLength', String(PASSWORD_LENGTH.max));
    expect(password).toHaveAttribute('minLength', String(PASSWORD_LENGTH.min));
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    const options = within(screen.getByLabelText('Role')).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => [option.textContent, option.value, option.disabled])).toEqual([
      [ROLE_PLACEHOLDER, '', true],
      ['Admin', 'admin', false],
      ['Manager', 'manager', false],
      ['Employee', 'employee', false],
      ['User', 'user', false],
    ]);
  });

  it.each([
    [{ password: 'Secret#Ganges1', role: 'employee' }, CREATE_USER_MESSAGES.fillInAll],
    [{ username: 'kiran', role: 'employee' }, CREATE_USER_MESSAGES.fillInAll],
    [{ username: 'kiran', password: 'Secret#Ganges1' }, CREATE_USER_MESSAGES.selectRole],
  ])('refuses %j with %p without calling the server', async (values, message) => {
    const fetch = openPortal({ 'GET /api/auth/users': () => jsonResponse(200, [CHIEF]) });
    await screen.findByRole('table');
    await fillIn(values);
    await submit();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(calls(fetch, 'POST /api/auth/create')).toHaveLength(0);
  });

  it("shows 'Submitting...' while sending, then clears the form, reloads the list and says 'User created successfully'", async () => {
    let users = [CHIEF];
    const create = deferred();
    const fetch = openPortal({ 'GET /api/auth/users': () => jsonResponse(200, users), 'POST /api/auth/create': create.handler });
    await screen.findByRole('table');
    await fillIn({ username: 'kiran', password: 'Kiran#Pass1-Kochi', role: 'manager' });
    await submit();
    expect(screen.getByRole('button', { name: SUBMITTING })).toBeDisabled();
    expect(screen.queryByText(USER_CREATED)).not.toBeInTheDocument();

    users = [CHIEF, { _id: 3, username: 'kiran', role: 'manager' }];
    create.release(jsonResponse(200, { message: USER_CREATED, data: users[1] }));
    expect(await screen.findByText(USER_CREATED)).toBeInTheDocument();
    expect(await screen.findByText('kiran')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Role')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Create user' })).toBeEnabled();
    expect(
      await requestAt(
        fetch,
        fetch.mock.calls.findIndex(([input]) => (input as Request).method === 'POST'),
      ).json(),
    ).toEqual({
      username: 'kiran',
      password: 'Kiran#Pass1-Kochi',
      role: 'manager',
    });
    expect(calls(fetch, 'GET /api/auth/users')).toHaveLength(2);
  });

  it("says 'Error submitting form: ' and the server's message when refused, and keeps what was typed", async () => {
    const fetch = openPortal({
      'GET /api/auth/users': () => jsonResponse(200, [CHIEF, ASHA]),
      'POST /api/auth/create': () => jsonResponse(409, { statusCode: 409, error: 'Conflict', message: USERNAME_TAKEN }),
    });
    await screen.findByRole('table');
    await fillIn({ username: 'asha', password: 'Secret#Ganges1', role: 'user' });
    await submit();
    expect(await screen.findByText(`Error submitting form: ${USERNAME_TAKEN}`)).toBeInTheDocument();
    expect(screen.queryByText(USER_CREATED)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('asha');
    expect(calls(fetch, 'GET /api/auth/users')).toHaveLength(1);
  });

  it("says 'Error submitting form: ' and the error's own text when the server cannot be reached", async () => {
    openPortal({ 'GET /api/auth/users': () => jsonResponse(200, [CHIEF]), 'POST /api/auth/create': networkDown });
    await screen.findByRole('table');
    await fillIn({ username: 'kiran', password: 'Secret#Ganges1', role: 'user' });
    await submit();
    expect(await screen.findByText('Error submitting form: TypeError: Failed to fetch')).toBeInTheDocument();
  });
});
