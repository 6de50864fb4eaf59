import type { DeployTokenSummary } from '@agency/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVER_UNREACHABLE } from '../../messages';
import { deferred, type Handler, jsonResponse, networkDown, storeSession, stubApi, verifiedAs } from '../../testing/apiStub';
import { renderAt } from '../../testing/renderAt';
import { DEPLOY_TOKENS_TEXTS as T } from './texts';

const TOKEN = `mfdt_${'x'.repeat(43)}`;
const USED: DeployTokenSummary = {
  id: 4,
  remote: 'retreat',
  label: 'retreat CI',
  createdBy: 'chief',
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2099-01-30T10:00:00.000Z',
  lastUsedAt: '2026-11-20T06:30:00.000Z',
  revokedAt: null,
};
const REVOKED: DeployTokenSummary = { ...USED, id: 3, label: 'old retreat CI', lastUsedAt: null, revokedAt: '2026-11-02T10:00:00.000Z' };
const RELEASES = {
  remotes: ['storefront', 'retreat', 'backoffice'].map((name) => ({ name, active: null, previous: null, versions: [], activations: [] })),
  instances: [],
};

async function openScreen(role: string, routes: Record<string, Handler> = {}) {
  storeSession({ authToken: 'jwt-chief', username: 'chief' });
  const fetch = stubApi({
    'GET /api/auth/verify': verifiedAs('chief', role),
    'GET /api/releases': () => jsonResponse(200, RELEASES),
    ...routes,
  });
  renderAt('/Account/releases/tokens');
  await screen.findByRole('heading', { level: 1, name: T.title });
  return fetch;
}

beforeEach(() => localStorage.clear());

describe('the Deploy tokens screen', () => {
  it('says it is loading, then lists each token with its remote, maker, expiry and last use; revoked ones cannot be revoked again', async () => {
    const answer = deferred();
    await openScreen('admin', { 'GET /api/releases/tokens': answer.handler });
    expect(await screen.findByText(T.loading)).toBeInTheDocument();
    answer.release(jsonResponse(200, { data: [USED, REVOKED] }));
    const table = await screen.findByRole('table', { name: T.caption });
    const used = within(table).getByRole('row', { name: /^retreat CI/ });
    expect(used).toHaveTextContent('retreat');
    expect(used).toHaveTextContent('chief');
    expect(used).toHaveTextContent(T.live);
    expect(used).not.toHaveTextContent(T.neverUsed);
    const revoked = within(table).getByRole('row', { name: /old retreat CI/ });
    expect(revoked).toHaveTextContent(T.revoked);
    expect(revoked).toHaveTextContent(T.neverUsed);
    expect(within(revoked).queryByRole('button')).toBeNull();
  });

  it('says when there is no token yet, and when the list cannot be loaded (Try again asks again)', async () => {
    let calls = 0;
    await openScreen('admin', {
      'GET /api/releases/tokens': () => (++calls === 1 ? networkDown() : jsonResponse(200, { data: [] })),
    });
    expect(await screen.findByText(new RegExp(T.failed))).toHaveTextContent(SERVER_UNREACHABLE);
    await userEvent.click(screen.getByRole('button', { name: T.retry }));
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });

  it('makes a token with the contract’s checks, shows it once with a copy button, and never again', async () => {
    const sent: unknown[] = [];
    const created = { ...USED, id: 9, remote: 'storefront', label: 'storefront CI', lastUsedAt: null };
    await openScreen('admin', {
      'GET /api/releases/tokens': () => jsonResponse(200, { data: sent.length ? [created] : [] }),
      'POST /api/releases/tokens': async (request) => {
        sent.push(await request.json());
        return jsonResponse(200, { data: created, token: TOKEN });
      },
    });
    const form = await screen.findByRole('form', { name: T.form.title });
    await userEvent.clear(within(form).getByLabelText(T.form.days));
    await userEvent.click(within(form).getByRole('button', { name: T.form.submit }));
    // Nothing is sent until the contract's checks pass, and each field says what it needs.
    expect(await within(form).findByText(/Choose the remote/)).toBeInTheDocument();
    expect(within(form).getByText(/Name the token/)).toBeInTheDocument();
    expect(within(form).getByText(/in how many days/)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.selectOptions(within(form).getByLabelText(T.form.remote), 'storefront');
    await userEvent.type(within(form).getByLabelText(T.form.label), 'storefront CI');
    await userEvent.type(within(form).getByLabelText(T.form.days), '30');
    await userEvent.click(within(form).getByRole('button', { name: T.form.submit }));
    const card = await screen.findByRole('region', { name: T.created.title('storefront CI', 'storefront') });
    expect(sent).toEqual([{ remote: 'storefront', label: 'storefront CI', expiresInDays: 30 }]);
    expect(within(card).getByLabelText(T.created.tokenLabel)).toHaveValue(TOKEN);
    expect(card).toHaveTextContent("you won't see it again");

    const clipboard = jest.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: clipboard }, configurable: true });
    await userEvent.click(within(card).getByRole('button', { name: T.created.copy }));
    expect(clipboard).toHaveBeenCalledWith(TOKEN);
    expect(within(card).getByRole('status')).toHaveTextContent(T.created.copied);
    await screen.findByRole('row', { name: /storefront CI/ });

    await userEvent.click(within(card).getByRole('button', { name: T.created.done }));
    expect(screen.queryByDisplayValue(TOKEN)).toBeNull();
    expect(document.body).not.toHaveTextContent(TOKEN);
    expect(await screen.findByRole('form', { name: T.form.title })).toBeInTheDocument();
  });

  it('revokes a token after a confirmation with an optional reason, and keeps the dialog open on a refusal', async () => {
    const revocations: string[] = [];
    let refuse = true;
    await openScreen('admin', {
      'GET /api/releases/tokens': () => jsonResponse(200, { data: [revocations.length ? { ...USED, revokedAt: USED.createdAt } : USED] }),
      'DELETE /api/releases/tokens/4': (request) => {
        if (refuse) return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'No deploy token 4' });
        revocations.push(request.url);
        return jsonResponse(200, { message: 'revoked' });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: T.revoke('retreat CI') }));
    const dialog = await screen.findByRole('dialog', { name: T.dialog.title('retreat CI') });
    expect(dialog).toHaveTextContent(T.dialog.consequence('retreat CI', 'retreat'));
    await userEvent.type(within(dialog).getByLabelText(T.dialog.reasonLabel), 'leaked in a build log');
    await userEvent.click(within(dialog).getByRole('button', { name: T.dialog.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No deploy token 4');

    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: T.dialog.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(new URL(revocations[0]).searchParams.get('reason')).toBe('leaked in a build log');
    expect(await screen.findByText(T.revokedDone('retreat CI'))).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /retreat CI/ });
    await waitFor(() => expect(row).toHaveTextContent(T.revoked));
  });

  it('tells other roles the screen is for administrators, and asks nothing', async () => {
    const fetch = await openScreen('manager');
    expect(screen.getByText(T.adminsOnly)).toBeInTheDocument();
    expect(fetch.mock.calls.map(([request]) => new URL((request as Request).url).pathname)).not.toContain('/api/releases/tokens');
  });
});
