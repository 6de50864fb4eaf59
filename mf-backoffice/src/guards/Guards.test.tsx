import { LOGIN_REQUIRED, SESSION_EXPIRED } from '@agency/contracts';
import { requestAt } from '@agency/test-kit';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_LOGIN_REQUIRED, ADMINS_ONLY_TEXTS, SERVER_UNREACHABLE, VERIFYING } from '../messages';
import { STORAGE_KEYS } from '../storage';
import { apiCalls, deferred, jsonResponse, networkDown, refused, storeSession, stubApi, verifiedAs } from '../testing/apiStub';
import { renderAt } from '../testing/renderAt';

const location = () => screen.getByTestId('location');
const expectAt = async (path: string) => waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${path}$`)));
const usersList = () => jsonResponse(200, [{ _id: 1, username: 'chief', role: 'admin' }]);

/** Another tab changed the stored session: the browser fires `storage` in this one. */
function storageChangedElsewhere(key: string) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key }));
  });
}

beforeEach(() => localStorage.clear());

describe.each(['/Account', '/PackageUploader'])('the user guard on %s', (path) => {
  it("sends a visitor without a token to /Login with 'Please login to access this page', then back after signing in", async () => {
    stubApi({
      'POST /api/auth/login': () => jsonResponse(200, { success: true, token: 'jwt-ravi', username: 'ravi', role: 'employee' }),
      'GET /api/auth/verify': verifiedAs('ravi', 'employee'),
    });
    renderAt(path);
    await expectAt('/Login');
    expect(location()).toHaveAttribute('data-navigation', 'REPLACE');
    expect(screen.getByRole('status')).toHaveTextContent(LOGIN_REQUIRED);

    await userEvent.type(screen.getByLabelText('Username'), 'ravi');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectAt(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it("shows 'Verifying authentication...' while the server checks the stored token, then the page", async () => {
    storeSession({ authToken: 'jwt-ravi', username: 'ravi' });
    const verify = deferred();
    const fetch = stubApi({ 'GET /api/auth/verify': verify.handler });
    renderAt(path);
    expect(await screen.findByText(VERIFYING)).toBeInTheDocument();
    expect(requestAt(fetch).headers.get('authorization')).toBe('Bearer jwt-ravi');
    verify.release(verifiedAs('ravi', 'employee')());
    expect(await screen.findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByText(VERIFYING)).not.toBeInTheDocument();
  });

  it('clears authToken and username and sends the user to /Login with the expiry message when the token is refused', async () => {
    storeSession({ authToken: 'jwt-old', username: 'ravi', adminAuth: 'true' });
    stubApi({ 'GET /api/auth/verify': refused(SESSION_EXPIRED) });
    renderAt(path);
    await expectAt('/Login');
    expect(screen.getByRole('status')).toHaveTextContent(SESSION_EXPIRED);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.username)).toBeNull();
  });

  it('says so, and offers to try again, when the server cannot be reached', async () => {
    storeSession({ authToken: 'jwt-ravi', username: 'ravi' });
    let down = true;
    stubApi({ 'GET /api/auth/verify': () => (down ? networkDown() : verifiedAs('ravi', 'employee')()) });
    renderAt(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_UNREACHABLE);
    expect(location()).toHaveTextContent(path);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('jwt-ravi');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });
});

describe('/Account', () => {
  it('greets the verified user, and Sign Out ends the session and goes to /Login', async () => {
    storeSession({ authToken: 'jwt-ravi', username: 'someone-else' });
    stubApi({ 'GET /api/auth/verify': verifiedAs('ravi', 'employee') });
    renderAt('/Account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi ravi' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await expectAt('/Login');
    expect(location()).toHaveAttribute('data-navigation', 'REPLACE');
    // Signing out is no reason for a message.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.username)).toBeNull();
  });
});

describe('one session, one way out', () => {
  it.each(['/Account', '/Account/home', '/PackageUploader'])(
    "shows an administrator's session 'Logout' on %s, which ends the whole session and goes to /Log",
    async (path) => {
      storeSession({ authToken: 'jwt-chief', username: 'chief', adminAuth: 'true' });
      const fetch = stubApi({
        'GET /api/auth/verify': verifiedAs('chief', 'admin'),
        'POST /api/auth/logout': () => jsonResponse(200, { message: 'Signed out' }),
      });
      renderAt(path);
      await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
      expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
      await expectAt('/Log');
      expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.username)).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.adminAuth)).toBeNull();
      await waitFor(() =>
        expect(fetch.mock.calls.some(([input]) => String((input as Request).url).endsWith('/api/auth/logout'))).toBe(true),
      );
    },
  );
});

describe('the admin guard on /admin', () => {
  it.each([
    ['no token', {}],
    ['the flag without a token', { adminAuth: 'true' }],
  ])(
    "sends a visitor with %s to /Log, replacing history, with 'Please login as administrator to access this page'",
    async (_what, stored) => {
      storeSession(stored);
      const fetch = stubApi({});
      renderAt('/admin');
      await expectAt('/Log');
      expect(location()).toHaveAttribute('data-navigation', 'REPLACE');
      expect(screen.getByRole('status')).toHaveTextContent(ADMIN_LOGIN_REQUIRED);
      expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.adminAuth)).toBeNull();
      // Nothing but the sign-in form's own challenge.
      expect(apiCalls(fetch)).toEqual([]);
    },
  );

  it('sends an administrator whose token is refused to /Log with the expiry message', async () => {
    storeSession({ authToken: 'jwt-old', adminAuth: 'true', username: 'chief' });
    stubApi({ 'GET /api/auth/verify': refused(SESSION_EXPIRED) });
    renderAt('/admin');
    await expectAt('/Log');
    expect(location()).toHaveAttribute('data-navigation', 'REPLACE');
    expect(screen.getByRole('status')).toHaveTextContent(SESSION_EXPIRED);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.adminAuth)).toBeNull();
  });

  it("sends an administrator's token without the adminAuth flag (another tab removed it) to /Log with 'Please login as administrator to access this page'", async () => {
    storeSession({ authToken: 'jwt-chief', username: 'chief' });
    stubApi({ 'GET /api/auth/verify': verifiedAs('chief', 'admin') });
    renderAt('/admin');
    await expectAt('/Log');
    expect(screen.getByRole('status')).toHaveTextContent(ADMIN_LOGIN_REQUIRED);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it.each([
    ['without the flag', { authToken: 'jwt-ravi', username: 'ravi' }],
    ['even with the flag set by hand', { authToken: 'jwt-ravi', username: 'ravi', adminAuth: 'true' }],
  ])('tells a signed-in employee %s that the screen is for administrators, and keeps their session', async (_how, stored) => {
    storeSession(stored);
    stubApi({ 'GET /api/auth/verify': verifiedAs('ravi', 'employee') });
    renderAt('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: ADMINS_ONLY_TEXTS.title })).toBeInTheDocument();
    expect(screen.getByText(ADMINS_ONLY_TEXTS.explanation('ravi', 'employee'))).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin dashboard' })).not.toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/admin$/);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('jwt-ravi');
    expect(localStorage.getItem(STORAGE_KEYS.username)).toBe('ravi');
    // Their own screens are one step away, and still open with the same session.
    await userEvent.click(screen.getByRole('link', { name: ADMINS_ONLY_TEXTS.back }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi ravi' })).toBeInTheDocument();
  });

  it('shows the admin screen to a verified administrator, and Logout clears the flag and goes to /Log', async () => {
    storeSession({ authToken: 'jwt-chief', adminAuth: 'true' });
    stubApi({ 'GET /api/auth/verify': verifiedAs('chief', 'admin'), 'GET /api/auth/users': usersList });
    renderAt('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await expectAt('/Log');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.adminAuth)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('checks again when another tab removes the flag', async () => {
    storeSession({ authToken: 'jwt-chief', adminAuth: 'true' });
    stubApi({ 'GET /api/auth/verify': verifiedAs('chief', 'admin'), 'GET /api/auth/users': usersList });
    renderAt('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' });
    localStorage.removeItem(STORAGE_KEYS.adminAuth);
    storageChangedElsewhere(STORAGE_KEYS.adminAuth);
    await expectAt('/Log');
    expect(screen.getByRole('status')).toHaveTextContent(ADMIN_LOGIN_REQUIRED);
  });

  it('asks the server again when another tab changes the storage, and leaves when it now refuses the token', async () => {
    storeSession({ authToken: 'jwt-chief', adminAuth: 'true' });
    let accepted = true;
    const fetch = stubApi({
      'GET /api/auth/verify': () => (accepted ? verifiedAs('chief', 'admin')() : refused(SESSION_EXPIRED)()),
      'GET /api/auth/users': usersList,
    });
    renderAt('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' });
    const verifies = () => fetch.mock.calls.filter(([input]) => String((input as Request).url).endsWith('/api/auth/verify')).length;
    expect(verifies()).toBe(1);
    accepted = false;
    storageChangedElsewhere(STORAGE_KEYS.username);
    await expectAt('/Log');
    expect(verifies()).toBe(2);
    expect(screen.getByRole('status')).toHaveTextContent(SESSION_EXPIRED);
  });

  it('signs the administrator out with the expiry message when a staff call is refused with 401', async () => {
    storeSession({ authToken: 'jwt-chief', adminAuth: 'true' });
    stubApi({ 'GET /api/auth/verify': verifiedAs('chief', 'admin'), 'GET /api/auth/users': refused(SESSION_EXPIRED) });
    renderAt('/admin');
    await expectAt('/Log');
    expect(screen.getByRole('status')).toHaveTextContent(SESSION_EXPIRED);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });
});
