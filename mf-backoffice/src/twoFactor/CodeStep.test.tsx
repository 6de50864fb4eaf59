/**
 * The code step both sign-in screens show after a right password for an account with
 * two-factor sign-in on, and the setup an administrator goes through at /Log while
 * administrators must have it.
 */

import { LOGIN_REQUIRED, TWO_FACTOR_MESSAGES, TWO_FACTOR_TEXTS } from '@agency/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMINS_ONLY_TEXTS } from '../messages';
import { STORAGE_KEYS } from '../storage';
import { jsonResponse, stubApi, verifiedAs } from '../testing/apiStub';
import { renderAt } from '../testing/renderAt';

const challengeAnswer =
  (enrolmentRequired = false) =>
  () =>
    jsonResponse(200, { success: false, twoFactorRequired: true, enrolmentRequired, challenge: 'challenge-token', expiresIn: 300 });
const signedIn = (username: string, role: string) => () => jsonResponse(200, { success: true, token: `jwt-${username}`, username, role });
const wrongCode = () =>
  jsonResponse(401, { success: false, statusCode: 401, error: TWO_FACTOR_MESSAGES.wrongCode, message: TWO_FACTOR_MESSAGES.wrongCode });

const calls = (fetch: jest.Mock, key: string) =>
  fetch.mock.calls.map(([input]) => input as Request).filter((request) => `${request.method} ${new URL(request.url).pathname}` === key);

async function passwordStep(username = 'asha', password = 'Asha#Pass1') {
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => localStorage.clear());

describe('the code step', () => {
  it('asks for the code after the password, sends it with the challenge, and signs in with the answer', async () => {
    const fetch = stubApi({
      'POST /api/auth/login': challengeAnswer(),
      'POST /api/auth/login/totp': signedIn('asha', 'employee'),
      'GET /api/auth/verify': verifiedAs('asha', 'employee'),
    });
    renderAt('/Login', { message: LOGIN_REQUIRED, from: '/PackageUploader' });
    await passwordStep();
    const code = await screen.findByLabelText(TWO_FACTOR_TEXTS.codePrompt);
    // No token yet: only the second step gives one.
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await userEvent.type(code, '123 456');
    await userEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.verify }));
    await screen.findByText('/PackageUploader');
    expect(screen.getByTestId('location')).toHaveAttribute('data-navigation', 'REPLACE');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('jwt-asha');
    expect(localStorage.getItem(STORAGE_KEYS.username)).toBe('asha');
    const [request] = calls(fetch, 'POST /api/auth/login/totp');
    expect(await request.json()).toEqual({ challenge: 'challenge-token', code: '123 456' });
    // The sign-in steps carry the challenge, never a stored token.
    expect(request.headers.get('authorization')).toBeNull();
  });

  it('checks the code before sending it, and shows the server refusing a wrong one', async () => {
    const fetch = stubApi({ 'POST /api/auth/login': challengeAnswer(), 'POST /api/auth/login/totp': wrongCode });
    renderAt('/Login');
    await passwordStep();
    const code = await screen.findByLabelText(TWO_FACTOR_TEXTS.codePrompt);
    await userEvent.type(code, '12a45');
    await userEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_TEXTS.codeFormat);
    expect(calls(fetch, 'POST /api/auth/login/totp')).toHaveLength(0);

    await userEvent.clear(code);
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.verify }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.wrongCode));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/Login');
  });

  it("takes a recovery code after 'Use a recovery code'", async () => {
    const fetch = stubApi({
      'POST /api/auth/login': challengeAnswer(),
      'POST /api/auth/login/totp': signedIn('chief', 'admin'),
      'GET /api/auth/verify': verifiedAs('chief', 'admin'),
      'GET /api/auth/users': () => jsonResponse(200, []),
      'GET /api/auth/two-factor/policy': () => jsonResponse(200, { requiredForAdmins: false }),
      'GET /api/auth/two-factor/accounts': () => jsonResponse(200, []),
    });
    renderAt('/Log');
    await passwordStep('chief', 'Chief#Pass12');
    await screen.findByLabelText(TWO_FACTOR_TEXTS.codePrompt);
    await userEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.useRecoveryCode }));
    const recovery = screen.getByLabelText(TWO_FACTOR_TEXTS.recoveryPrompt);
    await userEvent.type(recovery, '123456');
    await userEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_TEXTS.recoveryFormat);
    await userEvent.clear(recovery);
    await userEvent.type(recovery, 'k7m2p-x9q4r');
    await userEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.verify }));
    await screen.findByText('/admin');
    expect(localStorage.getItem(STORAGE_KEYS.adminAuth)).toBe('true');
    expect(await calls(fetch, 'POST /api/auth/login/totp')[0].json()).toEqual({ challenge: 'challenge-token', code: 'k7m2p-x9q4r' });
  });

  it('goes back to the password with a word why when the challenge has run out, and on request', async () => {
    stubApi({
      'POST /api/auth/login': challengeAnswer(),
      'POST /api/auth/login/totp': () =>
        jsonResponse(401, {
          success: false,
          statusCode: 401,
          error: TWO_FACTOR_MESSAGES.challengeExpired,
          message: TWO_FACTOR_MESSAGES.challengeExpired,
        }),
    });
    renderAt('/Log');
    await passwordStep('chief', 'Chief#Pass12');
    await userEvent.type(await screen.findByLabelText(TWO_FACTOR_TEXTS.codePrompt), '123456');
    await userEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.verify }));
    expect(await screen.findByRole('status')).toHaveTextContent(TWO_FACTOR_MESSAGES.challengeExpired);
    expect(screen.getByLabelText('Password')).toBeInTheDocument();

    await passwordStep('chief', 'Chief#Pass12');
    await screen.findByLabelText(TWO_FACTOR_TEXTS.codePrompt);
    await userEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.backToSignIn }));
    expect(screen.getByRole('heading', { level: 1, name: 'Administrator Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('');
  });

  it('signs an employee in at /Log after the code like /Login would, and /admin tells them the account has no admin access', async () => {
    stubApi({
      'POST /api/auth/login': challengeAnswer(),
      'POST /api/auth/login/totp': signedIn('emp', 'employee'),
      'GET /api/auth/verify': verifiedAs('emp', 'employee'),
    });
    renderAt('/Log');
    await passwordStep('emp', 'Emp#Pass1234');
    await userEvent.type(await screen.findByLabelText(TWO_FACTOR_TEXTS.codePrompt), '123456');
    await userEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.verify }));
    expect(await screen.findByText(ADMINS_ONLY_TEXTS.explanation('emp', 'employee'))).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('jwt-emp');
    expect(localStorage.getItem(STORAGE_KEYS.adminAuth)).toBeNull();
  });
});

describe('set-up at sign-in, for an administrator who must have it', () => {
  it('shows why, the QR code and the key, takes the first code, shows the recovery codes once, then opens the admin screen', async () => {
    const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
    const fetch = stubApi({
      'POST /api/auth/login': challengeAnswer(true),
      'POST /api/auth/login/enrolment': () =>
        jsonResponse(200, {
          otpauthUri: 'otpauth://totp/Escape%20Vacation:chief?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Escape%20Vacation',
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        }),
      'POST /api/auth/login/enrolment/confirm': () =>
        jsonResponse(200, {
          success: true,
          token: 'jwt-chief',
          username: 'chief',
          role: 'admin',
          message: TWO_FACTOR_MESSAGES.enabled,
          recoveryCodes,
        }),
      'GET /api/auth/verify': verifiedAs('chief', 'admin'),
      'GET /api/auth/users': () => jsonResponse(200, []),
      'GET /api/auth/two-factor/policy': () => jsonResponse(200, { requiredForAdmins: true }),
      'GET /api/auth/two-factor/accounts': () => jsonResponse(200, []),
    });
    renderAt('/Log');
    await passwordStep('chief', 'Chief#Pass12');
    expect(await screen.findByRole('status')).toHaveTextContent(TWO_FACTOR_TEXTS.enrolmentRequired);
    await userEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.start }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: TWO_FACTOR_TEXTS.qrAlt });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await calls(fetch, 'POST /api/auth/login/enrolment')[0].json()).toEqual({ challenge: 'challenge-token' });

    await userEvent.type(screen.getByLabelText(TWO_FACTOR_TEXTS.codePrompt), '123456');
    await userEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.turnOn }));
    const list = await screen.findByRole('list', { name: TWO_FACTOR_TEXTS.recoveryCodesTitle });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    // Not signed in until the codes are saved: leaving now would lose them.
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.recoveryCodesSaved }));
    await screen.findByText('/admin');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('jwt-chief');
    expect(localStorage.getItem(STORAGE_KEYS.adminAuth)).toBe('true');
  });
});
