/**
 * /Account/two-factor, every staff account's own two-factor sign-in: its loading, error,
 * off and on states, setting it up, new recovery codes, turning it off; and the admin
 * portal's policy switch.
 */

import {
  PASSWORD_FORM_MESSAGES,
  recoveryCodesLeft,
  resetTwoFactorLabel,
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_TEXTS,
  WRONG_CURRENT_PASSWORD,
} from '@agency/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, type Handler, jsonResponse, storeSession, stubApi, verifiedAs } from '../testing/apiStub';
import { renderAt } from '../testing/renderAt';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `wxyz${i}-pqrs${i}`);
const status =
  (enabled: boolean, left = enabled ? 10 : 0, requiredForRole = false) =>
  () =>
    jsonResponse(200, { enabled, recoveryCodesLeft: left, requiredForRole });

function openSettings(routes: Record<string, Handler>, role = 'employee') {
  storeSession({ authToken: 'jwt-asha', username: 'asha' });
  const fetch = stubApi({ 'GET /api/auth/verify': verifiedAs('asha', role), ...routes });
  renderAt('/Account/two-factor');
  return fetch;
}

const bodiesOf = (fetch: jest.Mock, key: string) =>
  Promise.all(
    fetch.mock.calls
      .map(([input]) => input as Request)
      .filter((r) => `${r.method} ${new URL(r.url).pathname}` === key)
      .map((r) => r.clone().json()),
  );

beforeEach(() => localStorage.clear());

describe('the two-factor sign-in page', () => {
  it('is linked from the staff bar of every staff screen', async () => {
    storeSession({ authToken: 'jwt-asha', username: 'asha' });
    stubApi({
      'GET /api/auth/verify': verifiedAs('asha', 'user'),
      'GET /api/requests/data': () => jsonResponse(200, { items: [], total: 0, page: 1, pages: 1 }),
    });
    renderAt('/Account');
    expect(await screen.findByRole('link', { name: TWO_FACTOR_TEXTS.title })).toHaveAttribute('href', '/Account/two-factor');
  });

  it('says it is loading, then offers a retry when the status cannot be read', async () => {
    const slow = deferred();
    let calls = 0;
    openSettings({
      'GET /api/auth/two-factor': (request) => {
        calls += 1;
        return calls === 1 ? slow.handler(request) : status(false)();
      },
    });
    expect(await screen.findByText(TWO_FACTOR_TEXTS.loading)).toBeInTheDocument();
    slow.release(jsonResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' }));
    expect(await screen.findByText(TWO_FACTOR_TEXTS.loadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.tryAgain }));
    expect(await screen.findByText(TWO_FACTOR_TEXTS.off)).toBeInTheDocument();
  });

  it('sets it up: the QR code and the key as text, a code, then the recovery codes once, then on', async () => {
    let enabled = false;
    const sent: unknown[] = [];
    openSettings({
      'GET /api/auth/two-factor': () => status(enabled)(),
      'POST /api/auth/two-factor/start': () =>
        jsonResponse(200, { otpauthUri: `otpauth://totp/Escape%20Vacation:asha?secret=${SECRET}`, secret: SECRET }),
      'POST /api/auth/two-factor/confirm': async (request) => {
        const { code, currentPassword } = (await request.json()) as { code: string; currentPassword: string };
        sent.push({ code, currentPassword });
        if (currentPassword !== 'Asha#Pass12345')
          return jsonResponse(400, {
            statusCode: 400,
            error: 'Bad Request',
            message: WRONG_CURRENT_PASSWORD,
            fields: { currentPassword: WRONG_CURRENT_PASSWORD },
          });
        if (code !== '246810') return jsonResponse(400, { statusCode: 400, error: 'Bad Request', message: TWO_FACTOR_MESSAGES.wrongCode });
        enabled = true;
        return jsonResponse(200, { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes: CODES });
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: TWO_FACTOR_TEXTS.title })).toBeInTheDocument();
    expect(await screen.findByText(TWO_FACTOR_TEXTS.off)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.start }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: TWO_FACTOR_TEXTS.qrAlt })).toBeInTheDocument();

    const code = screen.getByLabelText(TWO_FACTOR_TEXTS.codePrompt);
    const password = screen.getByLabelText(TWO_FACTOR_TEXTS.passwordPrompt);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.type(code, '246810');
    // Without the password nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.turnOn }));
    expect(await screen.findByText(PASSWORD_FORM_MESSAGES.currentMissing)).toBeInTheDocument();
    await userEvent.type(password, 'not-my-password');
    await userEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.turnOn }));
    await waitFor(() => expect(screen.getByText(WRONG_CURRENT_PASSWORD)).toBeInTheDocument());
    await userEvent.clear(password);
    await userEvent.type(password, 'Asha#Pass12345');
    await userEvent.clear(code);
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.turnOn }));
    await waitFor(() => expect(screen.getByText(TWO_FACTOR_MESSAGES.wrongCode)).toBeInTheDocument());
    // A wrong code is an answer, not the end of the session.
    expect(screen.getByTestId('location')).toHaveTextContent('/Account/two-factor');

    await userEvent.clear(code);
    await userEvent.type(code, '246810');
    await userEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.turnOn }));
    const list = await screen.findByRole('list', { name: TWO_FACTOR_TEXTS.recoveryCodesTitle });
    expect(list).toHaveTextContent(CODES[0]);
    expect(screen.getByText(TWO_FACTOR_TEXTS.recoveryCodesOnce)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.recoveryCodesSaved }));
    expect(await screen.findByText(TWO_FACTOR_TEXTS.on)).toBeInTheDocument();
    expect(screen.getByText(recoveryCodesLeft(10))).toBeInTheDocument();
    expect(screen.queryByText(CODES[0])).not.toBeInTheDocument();
    expect(sent).toEqual([
      { code: '246810', currentPassword: 'not-my-password' },
      { code: '111111', currentPassword: 'Asha#Pass12345' },
      { code: '246810', currentPassword: 'Asha#Pass12345' },
    ]);
  });

  it('makes new recovery codes with a current code, and turns off with a recovery code', async () => {
    let enabled = true;
    const fetch = openSettings({
      'GET /api/auth/two-factor': () => status(enabled, 3)(),
      'POST /api/auth/two-factor/recovery-codes': () => jsonResponse(200, { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes: CODES }),
      'POST /api/auth/two-factor/disable': () => {
        enabled = false;
        return jsonResponse(200, { message: TWO_FACTOR_MESSAGES.disabled });
      },
    });
    expect(await screen.findByText(recoveryCodesLeft(3))).toBeInTheDocument();
    const [renewCode] = screen.getAllByLabelText(TWO_FACTOR_TEXTS.codeLabel);
    await userEvent.type(renewCode, 'abcde-fghij');
    await userEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.regenerate }));
    // New codes need the authenticator: a recovery code is refused before sending.
    expect(await screen.findByText(TWO_FACTOR_TEXTS.codeFormat)).toBeInTheDocument();
    await userEvent.clear(renewCode);
    await userEvent.type(renewCode, '135791');
    await userEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.regenerate }));
    expect(await screen.findByRole('list', { name: TWO_FACTOR_TEXTS.recoveryCodesTitle })).toHaveTextContent(CODES[9]);
    await userEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.recoveryCodesSaved }));

    await userEvent.type(screen.getAllByLabelText(TWO_FACTOR_TEXTS.codeLabel)[1], 'k7m2p-x9q4r');
    await userEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.turnOff }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.disabled)).toBeInTheDocument();
    expect(await screen.findByText(TWO_FACTOR_TEXTS.off)).toBeInTheDocument();
    expect(await bodiesOf(fetch, 'POST /api/auth/two-factor/disable')).toEqual([{ code: 'k7m2p-x9q4r' }]);
  });

  it('offers no way to turn it off while administrators must have it', async () => {
    openSettings({ 'GET /api/auth/two-factor': status(true, 10, true) }, 'admin');
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.requiredForAdmins)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TWO_FACTOR_TEXTS.turnOff })).not.toBeInTheDocument();
  });
});

describe("the admin portal's policy", () => {
  it('requires two-factor sign-in for administrators when ticked, and says it is saved', async () => {
    let required = false;
    const sent: unknown[] = [];
    storeSession({ authToken: 'jwt-chief', adminAuth: 'true' });
    stubApi({
      'GET /api/auth/verify': verifiedAs('chief', 'admin'),
      'GET /api/auth/users': () => jsonResponse(200, [{ _id: 1, username: 'chief', role: 'admin' }]),
      'GET /api/auth/two-factor/policy': () => jsonResponse(200, { requiredForAdmins: required }),
      'GET /api/auth/two-factor/accounts': () => jsonResponse(200, []),
      'PUT /api/auth/two-factor/policy': async (request) => {
        const body = (await request.json()) as { requiredForAdmins: boolean };
        sent.push(body);
        required = body.requiredForAdmins;
        return jsonResponse(200, { requiredForAdmins: required });
      },
    });
    renderAt('/admin');
    const box = await screen.findByRole('checkbox', { name: TWO_FACTOR_TEXTS.policyLabel });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(await screen.findByText(TWO_FACTOR_TEXTS.policySaved)).toBeInTheDocument();
    await waitFor(() => expect(box).toBeChecked());
    expect(sent).toEqual([{ requiredForAdmins: true }]);
  });

  it('lists the accounts with two-factor sign-in, and turns it off for one after asking twice', async () => {
    let enrolled = [
      { _id: 1, username: 'chief' },
      { _id: 4, username: 'meera' },
    ];
    storeSession({ authToken: 'jwt-chief', adminAuth: 'true' });
    const fetch = stubApi({
      'GET /api/auth/verify': verifiedAs('chief', 'admin'),
      'GET /api/auth/users': () => jsonResponse(200, []),
      'GET /api/auth/two-factor/policy': () => jsonResponse(200, { requiredForAdmins: false }),
      'GET /api/auth/two-factor/accounts': () => jsonResponse(200, enrolled),
      'POST /api/auth/users/4/two-factor/off': () => {
        enrolled = enrolled.filter((account) => account._id !== 4);
        return jsonResponse(200, { message: TWO_FACTOR_MESSAGES.resetDone });
      },
    });
    renderAt('/admin');
    const list = await screen.findByRole('region', { name: TWO_FACTOR_TEXTS.enrolledTitle });
    await within(list).findByText('meera');
    // Not for the administrator's own account: that needs a code, on their own page.
    expect(within(list).queryByRole('button', { name: resetTwoFactorLabel('chief') })).not.toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: resetTwoFactorLabel('meera') }));
    await userEvent.click(within(list).getByRole('button', { name: TWO_FACTOR_TEXTS.resetConfirm }));
    expect(await within(list).findByText(`meera: ${TWO_FACTOR_MESSAGES.resetDone}`)).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText('meera')).not.toBeInTheDocument());
    expect(fetch.mock.calls.map(([request]) => `${(request as Request).method} ${new URL((request as Request).url).pathname}`)).toContain(
      'POST /api/auth/users/4/two-factor/off',
    );
  });
});
