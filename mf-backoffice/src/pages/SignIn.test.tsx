import { INVALID_CREDENTIALS } from '@agency/contracts';
import { jsonResponse, stubFetch } from '@agency/test-kit';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CREDENTIALS_REQUIRED } from '../components/credentials';
import { ADMINS_ONLY_TEXTS } from '../messages';
import { STORAGE_KEYS } from '../storage';
import { apiCalls, EASY_CHALLENGE, withSignInChallenge } from '../testing/apiStub';
import { renderAt } from '../testing/renderAt';
import { LOGIN_FAILED } from './UserLogin';

const notFound = () => jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'No API call POST /api/auth/login' });

async function fillIn(username: string, password: string) {
  if (username) await userEvent.type(screen.getByLabelText('Username'), username);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => localStorage.clear());

describe.each([
  ['/Log', 'Administrator Login'],
  ['/Login', 'Welcome'],
])('%s sign-in form', (path, title) => {
  it('shows its title, the fields and a show/hide password toggle', async () => {
    stubFetch(notFound);
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('requires both fields after trimming, without calling the server', async () => {
    const fetch = stubFetch(notFound);
    renderAt(path);
    await fillIn('   ', 'secret');
    expect(screen.getByRole('alert')).toHaveTextContent(CREDENTIALS_REQUIRED);
    await userEvent.clear(screen.getByLabelText('Username'));
    await userEvent.clear(screen.getByLabelText('Password'));
    await fillIn('alice', '   ');
    expect(screen.getByRole('alert')).toHaveTextContent(CREDENTIALS_REQUIRED);
    expect(apiCalls(fetch)).toEqual([]);
  });

  it('sends the trimmed username and password to POST /api/auth/login, with the challenge it solved while they were typed', async () => {
    const fetch = stubFetch(withSignInChallenge(notFound));
    renderAt(path);
    await fillIn('  alice  ', ' s3cret ');
    await screen.findByText(path === '/Log' ? INVALID_CREDENTIALS : LOGIN_FAILED);
    const [request] = apiCalls(fetch);
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/auth/login');
    const body = await request.json();
    expect(body).toEqual({ username: 'alice', password: 's3cret', proofOfWork: expect.any(String) });
    // The challenge it was given, solved: a counter whose SHA-256 key starts with the prefix.
    const proof = JSON.parse(atob(body.proofOfWork));
    expect(proof.challenge).toEqual(EASY_CHALLENGE);
    expect(proof.solution.derivedKey.startsWith(EASY_CHALLENGE.parameters.keyPrefix)).toBe(true);
  });

  it('signs in without a solution when no challenge could be had: the service asks for one only when busy', async () => {
    const fetch = stubFetch(notFound);
    renderAt(path);
    await fillIn('alice', 's3cret');
    await screen.findByText(path === '/Log' ? INVALID_CREDENTIALS : LOGIN_FAILED);
    const [request] = apiCalls(fetch);
    expect(await request.json()).toEqual({ username: 'alice', password: 's3cret' });
  });

  it("shows the server's error text when it refuses the credentials", async () => {
    stubFetch(() =>
      jsonResponse(401, { success: false, statusCode: 401, error: 'Invalid credentials', message: 'Wrong username or password' }),
    );
    renderAt(path);
    await fillIn('alice', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid credentials$/);
  });

  it("shows the server's message when it refuses the request itself", async () => {
    stubFetch(() =>
      jsonResponse(429, { statusCode: 429, error: 'Too Many Requests', message: 'Too many sign-in attempts. Please wait a minute.' }),
    );
    renderAt(path);
    await fillIn('alice', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Please wait a minute.');
  });

  it('shows a message handed over by navigation', () => {
    stubFetch(notFound);
    renderAt(path, { message: 'Please login to access this page' });
    expect(screen.getByRole('status')).toHaveTextContent('Please login to access this page');
  });
});

describe('/Log', () => {
  it("ends the stored session when opened: authToken and adminAuth (and the one session's username) go, and the server is told", async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'old-token');
    localStorage.setItem(STORAGE_KEYS.adminAuth, 'true');
    localStorage.setItem(STORAGE_KEYS.username, 'alice');
    const fetch = stubFetch(() => jsonResponse(200, { message: 'Signed out' }));
    renderAt('/Log');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.adminAuth)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.username)).toBeNull();
    await waitFor(() => expect(apiCalls(fetch)).toHaveLength(1));
    const [logout] = apiCalls(fetch);
    expect(`${logout.method} ${new URL(logout.url).pathname}`).toBe('POST /api/auth/logout');
    expect(logout.headers.get('authorization')).toBe('Bearer old-token');
  });

  it("says 'Invalid credentials' when the call fails without a message for the user", async () => {
    stubFetch(notFound);
    renderAt('/Log');
    await fillIn('admin', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('stores the token and the admin flag and replaces history with /admin on success', async () => {
    stubFetch(() => jsonResponse(200, { token: 'jwt-admin', username: 'admin', role: 'admin', success: true }));
    renderAt('/Log');
    await fillIn('admin', 'secret');
    await screen.findByText('/admin');
    expect(screen.getByTestId('location')).toHaveAttribute('data-navigation', 'REPLACE');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('jwt-admin');
    expect(localStorage.getItem(STORAGE_KEYS.adminAuth)).toBe('true');
  });

  it('signs in an account of another role too, as one back-office session, and opens /admin, which tells it has no admin access', async () => {
    stubFetch((request) =>
      new URL(request.url).pathname === '/api/auth/verify'
        ? jsonResponse(200, { data: { valid: true, success: true, username: 'emp', role: 'employee' } })
        : jsonResponse(200, { token: 'jwt-user', username: 'emp', role: 'employee', success: true }),
    );
    renderAt('/Log');
    await fillIn('emp', 'secret');
    expect(await screen.findByText(ADMINS_ONLY_TEXTS.explanation('emp', 'employee'))).toBeInTheDocument();
    expect(screen.queryByText(INVALID_CREDENTIALS)).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('jwt-user');
    expect(localStorage.getItem(STORAGE_KEYS.username)).toBe('emp');
    expect(localStorage.getItem(STORAGE_KEYS.adminAuth)).toBeNull();
  });
});

describe('/Login', () => {
  it('shows the generic error when the call fails without a message for the user', async () => {
    stubFetch(() => jsonResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' }));
    renderAt('/Login');
    await fillIn('alice', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during login. Please try again.');
  });

  it('stores token and username and goes to the requested page', async () => {
    stubFetch(() => jsonResponse(200, { token: 'jwt-alice', username: 'alice', role: 'employee', success: true }));
    renderAt('/Login', { message: 'Please login to access this page', from: '/PackageUploader' });
    await fillIn('alice', 'secret');
    await screen.findByText('/PackageUploader');
    expect(screen.getByTestId('location')).toHaveAttribute('data-navigation', 'REPLACE');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('jwt-alice');
    expect(localStorage.getItem(STORAGE_KEYS.username)).toBe('alice');
    expect(localStorage.getItem(STORAGE_KEYS.adminAuth)).toBeNull();
  });

  it("stores an administrator's adminAuth flag too, so the admin screen opens without signing in again", async () => {
    stubFetch(() => jsonResponse(200, { token: 'jwt-chief', username: 'chief', role: 'admin', success: true }));
    renderAt('/Login');
    await fillIn('chief', 'secret');
    await screen.findByText('/Account');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('jwt-chief');
    expect(localStorage.getItem(STORAGE_KEYS.username)).toBe('chief');
    expect(localStorage.getItem(STORAGE_KEYS.adminAuth)).toBe('true');
  });

  it('goes to /Account when no page was requested', async () => {
    stubFetch(() => jsonResponse(200, { token: 'jwt-alice', username: 'alice', role: 'user', success: true }));
    renderAt('/Login');
    await fillIn('alice', 'secret');
    await screen.findByText('/Account');
    expect(screen.getByTestId('location')).toHaveAttribute('data-navigation', 'REPLACE');
  });
});
