import { AUDIT_LOG_TEXTS, type AuditEntry, type AuditPage } from '@agency/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, type Handler, jsonResponse, storeSession, stubApi, verifiedAs } from '../../testing/apiStub';
import { renderAt } from '../../testing/renderAt';

const DELETION: AuditEntry = {
  id: 9,
  // 14:36:05 UTC is 8:06:05 pm in India.
  at: '2026-11-25T14:36:05.000Z',
  action: 'package.delete',
  outcome: 'succeeded',
  actor: { id: 1, username: 'chief', role: 'admin' },
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131',
  target: '42',
  changes: [
    { field: 'packageName', before: 'Siam Escape' },
    { field: 'duration', before: '6' },
  ],
};
const REFUSED_SIGN_IN: AuditEntry = {
  id: 8,
  at: '2026-11-25T09:00:00.000Z',
  action: 'auth.signIn',
  outcome: 'refused',
  actor: null,
  ip: '198.51.100.2',
  userAgent: null,
  target: null,
  changes: [],
};
const ROLE_CHANGE: AuditEntry = {
  ...DELETION,
  id: 7,
  action: 'user.changeRole',
  target: '5',
  changes: [{ field: 'role', before: 'employee', after: 'manager' }],
};

const pageOf = (data: AuditEntry[], page = 1, totalEntries = data.length, limit = 25): AuditPage => ({
  data,
  pagination: { currentPage: page, totalPages: Math.ceil(totalEntries / limit), totalEntries, limit },
});

/** The admin screen's Audit log tab for a verified administrator, with the given answer to GET /api/audit. */
async function openAuditLog(audit: Handler) {
  storeSession({ authToken: 'jwt-chief', adminAuth: 'true' });
  const fetch = stubApi({
    'GET /api/auth/verify': verifiedAs('chief', 'admin'),
    'GET /api/auth/users': () => jsonResponse(200, [{ _id: 5, username: 'ravi', role: 'manager', suspended: false }]),
    'GET /api/audit': audit,
  });
  renderAt('/admin');
  await userEvent.click(await screen.findByRole('tab', { name: 'Audit log' }));
  return fetch;
}

/** The query of each GET /api/audit made, as an object. */
const auditQueries = (fetch: jest.Mock) =>
  fetch.mock.calls
    .map(([input]) => new URL((input as Request).url))
    .filter((url) => url.pathname === '/api/audit')
    .map((url) => Object.fromEntries(url.searchParams));

beforeEach(() => localStorage.clear());

describe('the Audit log tab', () => {
  it('says it is loading, then shows each entry: when in India time, who, the action in words, the target by name, from where and what changed', async () => {
    const answer = deferred();
    const fetch = await openAuditLog(answer.handler);
    expect(screen.getByRole('heading', { level: 2, name: AUDIT_LOG_TEXTS.title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(AUDIT_LOG_TEXTS.loading);
    answer.release(jsonResponse(200, pageOf([DELETION, REFUSED_SIGN_IN, ROLE_CHANGE])));

    const table = await screen.findByRole('table', { name: 'Audit log, page 1' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['When', 'Who', 'Action', 'Target', 'From', 'What changed']);
    const [deletion, refused, roleChange] = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(deletion)).toEqual([
      '25 Nov 2026, 8:06:05 pm',
      'chief (admin)',
      'Deleted a package',
      'Package 42',
      '203.0.113.7Mozilla/5.0 (X11; Linux x86_64) Chrome/131',
      'packageName: Siam Escape → removedduration: 6 → removed',
    ]);
    expect(cells(refused)).toEqual([
      '25 Nov 2026, 2:30:00 pm',
      AUDIT_LOG_TEXTS.unknownActor,
      `Signed in${AUDIT_LOG_TEXTS.refused}`,
      '—',
      '198.51.100.2',
      '—',
    ]);
    expect(cells(roleChange)[5]).toBe('role: employee → manager');
    // An account by its name (from the user list), a deleted one by what its entry recorded.
    expect(cells(roleChange).slice(2, 4)).toEqual(['Changed a role', 'ravi (account 5)']);
    expect(within(deletion).getByText('Deleted a package')).toHaveAttribute('title', 'package.delete');
    expect(within(deletion).getByText('25 Nov 2026, 8:06:05 pm')).toHaveAttribute('datetime', DELETION.at);
    // Newest first, page 1 of the server's paging, with the total.
    expect(screen.getByRole('navigation', { name: 'Audit log pages' })).toHaveTextContent('Page 1 of 1 | 3 entries');
    expect(auditQueries(fetch)).toEqual([{ page: '1', limit: '25' }]);
    expect(fetch.mock.calls.map(([input]) => (input as Request).headers.get('authorization'))).toContain('Bearer jwt-chief');
  });

  it('asks the server with the filters filled in (and only those), from page 1', async () => {
    const fetch = await openAuditLog(() => jsonResponse(200, pageOf([DELETION])));
    await screen.findByRole('table');
    await userEvent.type(screen.getByLabelText('Username'), 'Chief');
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Deleted a package');
    // The action list is the contracts' recorded actions.
    expect(
      within(screen.getByLabelText('Action'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(expect.arrayContaining(['Any action', 'Signed in', 'Changed a role', "Changed a request's status", 'Suspended an account']));
    await userEvent.type(screen.getByLabelText('From (day)'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(auditQueries(fetch)).toHaveLength(2));
    expect(auditQueries(fetch)[1]).toEqual({ actor: 'Chief', action: 'package.delete', from: '2026-11-01', page: '1', limit: '25' });

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(auditQueries(fetch).at(-1)).toEqual({ page: '1', limit: '25' }));
    expect(screen.getByLabelText('Username')).toHaveValue('');
  });

  it("refuses a filter the contract refuses, with the contract's words, without asking the server", async () => {
    const fetch = await openAuditLog(() => jsonResponse(200, pageOf([DELETION])));
    await screen.findByRole('table');
    await userEvent.type(screen.getByLabelText('Username'), 'x'.repeat(65));
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('A username is at most 64 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(auditQueries(fetch)).toHaveLength(1);
  });

  it('pages with Previous and Next', async () => {
    const fetch = await openAuditLog((request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      return jsonResponse(200, pageOf([{ ...DELETION, id: 100 - page, target: `page-${page}` }], page, 60));
    });
    expect(await screen.findByRole('navigation', { name: 'Audit log pages' })).toHaveTextContent('Page 1 of 3 | 60 entries');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Package page-2')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Audit log pages' })).toHaveTextContent('Page 2 of 3 | 60 entries');
    expect(auditQueries(fetch).map((query) => query.page)).toEqual(['1', '2']);
  });

  it('opens the filters and page its address names (a shared link), dropping what the call’s schema refuses', async () => {
    storeSession({ authToken: 'jwt-chief', adminAuth: 'true' });
    const fetch = stubApi({
      'GET /api/auth/verify': verifiedAs('chief', 'admin'),
      'GET /api/audit': (request) => jsonResponse(200, pageOf([DELETION], Number(new URL(request.url).searchParams.get('page')), 60)),
    });
    renderAt('/admin?tab=audit&actor=chief&from=2026-02-31&page=2');
    expect(await screen.findByRole('navigation', { name: 'Audit log pages' })).toHaveTextContent('Page 2 of 3 | 60 entries');
    // 31 February is no day: the link's `from` is left out rather than refused by the server.
    expect(auditQueries(fetch)).toEqual([{ actor: 'chief', page: '2', limit: '25' }]);
    expect(screen.getByLabelText('Username')).toHaveValue('chief');
    expect(screen.getByRole('tab', { name: 'Audit log' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says when no entry matches', async () => {
    await openAuditLog(() => jsonResponse(200, pageOf([])));
    expect(await screen.findByText(AUDIT_LOG_TEXTS.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Audit log pages' })).not.toBeInTheDocument();
  });

  it('says when the log could not be loaded, and Try again asks again', async () => {
    let answers = 0;
    await openAuditLog(() =>
      ++answers === 1
        ? jsonResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' })
        : jsonResponse(200, pageOf([DELETION])),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(AUDIT_LOG_TEXTS.failed);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
