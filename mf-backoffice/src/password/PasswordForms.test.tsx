/**
 * The password screens: the sign-in step after an administrator's reset, the admin's reset
 * dialog and 'Change password' in the staff bar. Their own checks come first (no call while
 * the new password is too short or typed differently twice); the service's refusals show
 * under the field they name.
 */

import {
  CREATE_USER_MESSAGES,
  PASSWORD_CHANGE_REQUIRED,
  PASSWORD_CHANGED,
  PASSWORD_FORM_MESSAGES,
  PASSWORD_POLICY_MESSAGES,
  PASSWORD_RESET,
  WRONG_CURRENT_PASSWORD,
} from '@agency/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '../storage';
import { jsonResponse, storeSession, stubApi, verifiedAs } from '../testing/apiStub';
import { renderAt } from '../testing/renderAt';

const RESET_ANSWER = {
  success: false,
  statusCode: 403,
  error: PASSWORD_CHANGE_REQUIRED,
  message: PASSWORD_CHANGE_REQUIRED,
  passwordChangeRequired: true,
};
const policyRefusal = (field: string, message: string) =>
  jsonResponse(400, { statusCode: 400, error: 'Bad Request', message, fields: { [field]: message } });

/** Answers the calls in turn: the first answer to the first call, and so on. */
function inTurn(...answers: (() => Response)[]) {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)]();
}

const bodies = async (fetch: jest.Mock, key: string) =>
  Promise.all(
    fetch.mock.calls
      .map(([input]) => input as Request)
      .filter((request) => `${request.method} ${new URL(request.url).pathname}` === key)
      .map((request) => request.clone().json()),
  );

async function typeNew(newPassword: string, again = newPassword) {
  await userEvent.clear(screen.getByLabelText('New password'));
  await userEvent.clear(screen.getByLabelText('New password again'));
  await userEvent.type(screen.getByLabelText('New password'), newPassword);
  await userEvent.type(screen.getByLabelText('New password again'), again);
}

beforeEach(() => localStorage.clear());

describe('signing in after an administrator reset the password', () => {
  it('asks for a new password, checks it, shows the service refusal under it, then signs in with the answer', async () => {
    const fetch = stubApi({
      'POST /api/auth/login': () => jsonResponse(403, RESET_ANSWER),
      'POST /api/auth/login/new-password': inTurn(
        () => policyRefusal('newPassword', PASSWORD_POLICY_MESSAGES.common),
        () => jsonResponse(200, { success: true, token: 'jwt-new', username: 'asha', role: 'employee' }),
      ),
      'GET /api/auth/verify': verifiedAs('asha', 'employee'),
      'GET /api/requests/data': () => jsonResponse(200, []),
      'GET /api/requests/data-confirm': () => jsonResponse(200, []),
      'GET /api/requests/data-delete': () => jsonResponse(200, []),
    });
    renderAt('/Login');
    await userEvent.type(screen.getByLabelText('Username'), 'asha');
    await userEvent.type(screen.getByLabelText('Password'), 'Temporary#Pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(PASSWORD_CHANGE_REQUIRED);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();

    const save = () => userEvent.click(screen.getByRole('button', { name: 'Save and sign in' }));
    await typeNew('short');
    await save();
    expect(screen.getByText(CREATE_USER_MESSAGES.passwordTooShort)).toBeInTheDocument();
    await typeNew('Monsoon#Verandah-7', 'Monsoon#Verandah-8');
    await save();
    expect(screen.getByText(PASSWORD_FORM_MESSAGES.confirmDiffers)).toBeInTheDocument();
    expect(await bodies(fetch, 'POST /api/auth/login/new-password')).toEqual([]);

    await typeNew('Password12345');
    await save();
    expect(await screen.findByText(PASSWORD_POLICY_MESSAGES.common)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');

    await typeNew('Monsoon#Verandah-7');
    await save();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi asha' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('jwt-new');
    expect(await bodies(fetch, 'POST /api/auth/login/new-password')).toEqual([
      // Each with a solved sign-in challenge of its own: the password is checked again.
      { username: 'asha', password: 'Temporary#Pass-1', newPassword: 'Password12345', proofOfWork: expect.any(String) },
      { username: 'asha', password: 'Temporary#Pass-1', newPassword: 'Monsoon#Verandah-7', proofOfWork: expect.any(String) },
    ]);
  });

  it('goes back to the password step when asked', async () => {
    stubApi({ 'POST /api/auth/login': () => jsonResponse(403, RESET_ANSWER) });
    renderAt('/Log');
    await userEvent.type(screen.getByLabelText('Username'), 'chief');
    await userEvent.type(screen.getByLabelText('Password'), 'Temporary#Pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back to sign-in' }));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });
});

describe("an administrator's reset of another account's password", () => {
  it('sends the temporary password for that account and says what happens next', async () => {
    storeSession({ authToken: 'jwt-chief', adminAuth: 'true' });
    const fetch = stubApi({
      'GET /api/auth/verify': verifiedAs('chief', 'admin'),
      'GET /api/auth/users': () =>
        jsonResponse(200, [
          { _id: 1, username: 'chief', role: 'admin' },
          { _id: 2, username: 'asha', role: 'employee' },
        ]),
      'POST /api/auth/users/2/password': inTurn(
        () => policyRefusal('password', PASSWORD_POLICY_MESSAGES.containsUsername),
        () => jsonResponse(200, { message: PASSWORD_RESET }),
      ),
    });
    renderAt('/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Reset the password of asha' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset the password of asha' });
    await typeNew('asha-is-back-2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set temporary password' }));
    expect(await within(dialog).findByText(PASSWORD_POLICY_MESSAGES.containsUsername)).toBeInTheDocument();
    await typeNew('Temporary#Pass-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set temporary password' }));
    expect(await screen.findByText(`asha: ${PASSWORD_RESET}`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await bodies(fetch, 'POST /api/auth/users/2/password')).toEqual([
      { password: 'asha-is-back-2026' },
      { password: 'Temporary#Pass-1' },
    ]);
  });
});

describe("'Change password' in the staff bar", () => {
  it('needs the current password, then carries on with the new sign-in', async () => {
    storeSession({ authToken: 'jwt-chief', adminAuth: 'true' });
    const fetch = stubApi({
      'GET /api/auth/verify': verifiedAs('chief', 'admin'),
      'GET /api/auth/users': () => jsonResponse(200, [{ _id: 1, username: 'chief', role: 'admin' }]),
      'POST /api/auth/password': inTurn(
        () => policyRefusal('currentPassword', WRONG_CURRENT_PASSWORD),
        () => jsonResponse(200, { success: true, token: 'jwt-changed', username: 'chief', role: 'admin' }),
      ),
    });
    renderAt('/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    const save = () => userEvent.click(within(dialog).getByRole('button', { name: 'Save new password' }));
    await typeNew('Monsoon#Verandah-7');
    await save();
    expect(within(dialog).getByText(PASSWORD_FORM_MESSAGES.currentMissing)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Current password'), 'a-wrong-guess');
    await save();
    expect(await within(dialog).findByText(WRONG_CURRENT_PASSWORD)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Current password'));
    await userEvent.type(screen.getByLabelText('Current password'), 'Kerala#Backwaters1');
    await save();
    expect(await within(dialog).findByText(PASSWORD_CHANGED)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('jwt-changed');
    expect((await bodies(fetch, 'POST /api/auth/password'))[1]).toEqual({
      currentPassword: 'Kerala#Backwaters1',
      newPassword: 'Monsoon#Verandah-7',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
