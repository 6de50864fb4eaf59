import { LEAD_MESSAGES, LEAD_TOTAL_HEADER, type Lead } from '@agency/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import App from '../App';
import {
  FETCH_REQUESTS_FAILED,
  formerEmployee,
  LEAD_ACTION_TEXTS,
  LEAD_TAB_TEXTS,
  LOADING_REQUESTS,
  leadActionFailed,
  leadCount,
  leadPaging,
  NO_REQUESTS,
  REFRESH_DATA,
  REQUEST_DETAILS,
  RETURN_TO_POOL,
  SERVER_UNREACHABLE,
} from '../messages';
import { deferred, type Handler, jsonResponse, networkDown, storeSession, stubApi, verifiedAs } from '../testing/apiStub';
import { forgetLeadLists, LEADS_PER_PAGE } from './leadsApi';
import { POLLING_MS } from './tabs';

const FULL_FORM: Lead = {
  id: 7,
  Firstname: 'Meera',
  Lastname: 'Iyer',
  Emailaddress: 'meera@example.in',
  PhoneNumber: '+91 98450 12345',
  Name: 'Magical Bali Escape',
  Countryname: 'Bali',
  classoffer: 'Economy',
  Duration: 6,
  Date: '2026-03-14',
  Airport: 'Bengaluru (BLR)',
  Whoistravelling: 2,
  Whoistravellingchildren: 1,
  WhoistravellingInfants: 0,
  calltime: '9 am to 12pm',
  way: 'Direct website',
  timestamp: '2026-01-05T09:30:00.000Z',
  handleby: 'Public',
  Status: 'Active',
  package_id: 12,
};

const QUICK: Lead = {
  id: 8,
  Firstname: 'Arjun',
  Emailaddress: 'arjun@example.in',
  PhoneNumber: '9876543210',
  travelplans: 'Two weeks in the Maldives in May, somewhere quiet.',
  way: 'quickContact',
  timestamp: '2026-01-06T11:00:00.000Z',
  handleby: 'Public',
  Status: 'Active',
};

function CurrentLocation() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** The back office as the shell mounts it, at a URL that may carry a query (`/Account?leads=deleted`). */
const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <App />
      <Routes>
        <Route path="*" element={<CurrentLocation />} />
      </Routes>
    </MemoryRouter>,
  );

const held = (lead: Lead, by = 'asha', changes: Partial<Lead> = {}): Lead => ({ ...lead, handleby: by, ...changes });

const keyOf = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;

/** The calls the stub saw for `METHOD /path`, with their query. */
const calls = (fetch: jest.Mock, key: string) =>
  fetch.mock.calls.map(([input]) => input as Request).filter((request) => keyOf(request) === key);

/** /Account for the verified employee asha, with the given answers. */
function openAccount(routes: Record<string, Handler>, path = '/Account') {
  storeSession({ authToken: 'jwt-asha', username: 'asha' });
  const fetch = stubApi({ 'GET /api/auth/verify': verifiedAs('asha', 'employee'), ...routes });
  renderAt(path);
  return fetch;
}

/** Answers GET /api/requests/data by its handleby filter. */
const byHandler =
  (lists: Record<string, () => Lead[]>): Handler =>
  (request) => {
    const handleby = new URL(request.url).searchParams.get('handleby') ?? '(all)';
    const list = lists[handleby];
    if (!list) throw new Error(`unexpected list ${handleby}`);
    return jsonResponse(200, list());
  };

beforeEach(() => {
  localStorage.clear();
  forgetLeadLists();
});

afterEach(() => jest.useRealTimers());

describe('the leads screen at /Account', () => {
  it("greets 'Hi {username}', shows the five pill tabs, and lists the unassigned pool after 'Loading requests...'", async () => {
    const pool = deferred();
    const fetch = openAccount({ 'GET /api/requests/data': pool.handler });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi asha' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Requests', 'Account', 'Active', 'Confirmed', 'Deleted']);
    expect(screen.getByRole('tab', { name: 'Requests' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 3, name: LEAD_TAB_TEXTS.requests.title })).toBeInTheDocument();
    expect(screen.getByText(LOADING_REQUESTS)).toBeInTheDocument();

    pool.release(jsonResponse(200, [QUICK, FULL_FORM]));
    const table = await screen.findByRole('table', { name: 'Deals Requests' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('button', { name: /^(Meera|Arjun)/ }).textContent)).toEqual(['Arjun', 'Meera Iyer']);
    expect(within(rows[0]).getByText('Quick contact')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Magical Bali Escape')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Claim the request from Meera Iyer' })).toBeEnabled();

    const [list] = calls(fetch, 'GET /api/requests/data');
    expect(new URL(list.url).searchParams.get('handleby')).toBe('Public');
    expect(list.headers.get('authorization')).toBe('Bearer jwt-asha');
    expect(list.headers.get('if-none-match')).toBeNull();
  });

  it.each([
    ['Account', LEAD_TAB_TEXTS.account.title, 'GET /api/requests/data', 'asha'],
    ['Active', LEAD_TAB_TEXTS.active.title, 'GET /api/requests/data', null],
    ['Confirmed', LEAD_TAB_TEXTS.confirmed.title, 'GET /api/requests/data-confirm', null],
    ['Deleted', LEAD_TAB_TEXTS.deleted.title, 'GET /api/requests/data-delete', null],
  ])("the %s tab is titled '%s' and lists %s (handleby %p)", async (label, title, key, handleby) => {
    const fetch = openAccount({
      'GET /api/requests/data': () => jsonResponse(200, []),
      'GET /api/requests/data-confirm': () => jsonResponse(200, []),
      'GET /api/requests/data-delete': () => jsonResponse(200, []),
    });
    await screen.findByText(NO_REQUESTS);
    await userEvent.click(screen.getByRole('tab', { name: label }));
    expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    expect(await screen.findByText(NO_REQUESTS)).toBeInTheDocument();
    const last = calls(fetch, key).at(-1)!;
    expect(new URL(last.url).searchParams.get('handleby')).toBe(handleby);
    expect(screen.getByTestId('location')).toHaveTextContent(`/Account?leads=${label.toLowerCase()}`);
  });

  it('moves between tabs with the arrow keys', async () => {
    openAccount({ 'GET /api/requests/data': () => jsonResponse(200, []), 'GET /api/requests/data-delete': () => jsonResponse(200, []) });
    await screen.findByText(NO_REQUESTS);
    screen.getByRole('tab', { name: 'Requests' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Deleted' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 3, name: LEAD_TAB_TEXTS.deleted.title })).toBeInTheDocument();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Requests' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the tab named in the address (?leads=confirmed), so a reload keeps it', async () => {
    openAccount(
      { 'GET /api/requests/data-confirm': () => jsonResponse(200, [held(FULL_FORM, 'ravi', { Status: 'Confirm' })]) },
      '/Account?leads=confirmed',
    );
    expect(await screen.findByRole('table', { name: 'Confirmed Deals' })).toHaveTextContent('ravi');
    expect(screen.getByRole('tab', { name: 'Confirmed' })).toHaveAttribute('aria-selected', 'true');
  });

  it("says 'Failed to fetch requests' in red when the list cannot be had, and loads on Try again", async () => {
    let down = true;
    openAccount({ 'GET /api/requests/data': () => (down ? networkDown() : jsonResponse(200, [QUICK])) });
    expect(await screen.findByText(FETCH_REQUESTS_FAILED)).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(LOADING_REQUESTS)).not.toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toHaveTextContent('Arjun');
    expect(screen.queryByText(FETCH_REQUESTS_FAILED)).not.toBeInTheDocument();
  });

  it('keeps the list on screen, under the error text, when a later fetch fails', async () => {
    let answer: Handler = () => jsonResponse(200, [QUICK]);
    openAccount({ 'GET /api/requests/data': (request) => answer(request) });
    await screen.findByRole('table');
    answer = () => jsonResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' });
    await userEvent.click(screen.getByRole('button', { name: REFRESH_DATA }));
    expect(await screen.findByText(FETCH_REQUESTS_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('Arjun');
  });

  it('asks again with the ETag it was given, and keeps the list it has on 304 Not Modified', async () => {
    let status = 200;
    const fetch = openAccount({
      'GET /api/requests/data': () =>
        status === 200
          ? new Response(JSON.stringify([QUICK]), { status: 200, headers: { 'content-type': 'application/json', etag: 'W/"rev-41"' } })
          : new Response(null, { status: 304, headers: { etag: 'W/"rev-41"' } }),
    });
    await screen.findByRole('table');
    status = 304;
    await userEvent.click(screen.getByRole('button', { name: REFRESH_DATA }));
    await waitFor(() => expect(calls(fetch, 'GET /api/requests/data')).toHaveLength(2));
    const second = calls(fetch, 'GET /api/requests/data')[1];
    expect(second.headers.get('if-none-match')).toBe('W/"rev-41"');
    expect(second.cache).toBe('no-store');
    await waitFor(() => expect(screen.getByRole('button', { name: REFRESH_DATA })).toBeEnabled());
    expect(screen.getByRole('table')).toHaveTextContent('Arjun');
    expect(screen.queryByText(FETCH_REQUESTS_FAILED)).not.toBeInTheDocument();
  });

  it('polls the list on screen at its interval: the Active tab every 3 seconds, the pool every 10', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const fetch = openAccount({ 'GET /api/requests/data': () => jsonResponse(200, [QUICK]) });
    await screen.findByRole('table');
    const pool = () =>
      calls(fetch, 'GET /api/requests/data').filter((request) => new URL(request.url).searchParams.get('handleby') === 'Public');
    const all = () => calls(fetch, 'GET /api/requests/data').filter((request) => !new URL(request.url).searchParams.has('handleby'));
    expect(pool()).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLLING_MS.requests - 500);
    });
    expect(pool()).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(600);
    });
    expect(pool()).toHaveLength(2);

    await userEvent.click(screen.getByRole('tab', { name: 'Active' }));
    await screen.findByRole('table', { name: 'Active Deals' });
    expect(all()).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLLING_MS.active + 100);
    });
    expect(all()).toHaveLength(2);
    // Only the list on screen polls.
    const poolCalls = pool().length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLLING_MS.requests + 100);
    });
    expect(pool()).toHaveLength(poolCalls);
  });
});

describe('claiming from the pool', () => {
  it("claims with the employee's username, disables the claim icons while it goes, and refetches the list", async () => {
    let pool = [QUICK, FULL_FORM];
    const claim = deferred();
    const fetch = openAccount({
      'GET /api/requests/data': () => jsonResponse(200, pool),
      'POST /api/requests/update-handleby': claim.handler,
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Claim the request from Meera Iyer' }));
    expect(screen.getByRole('button', { name: 'Claim the request from Meera Iyer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Claim the request from Arjun' })).toBeDisabled();
    expect(screen.getByText(LEAD_ACTION_TEXTS.claim.busy)).toBeInTheDocument();
    // The row's own click (opening the details) is not triggered by the icon.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    pool = [QUICK];
    claim.release(jsonResponse(200, { message: LEAD_MESSAGES.claimed, data: held(FULL_FORM) }));
    expect(await screen.findByText(LEAD_ACTION_TEXTS.claim.done)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Meera Iyer')).not.toBeInTheDocument());
    expect(await calls(fetch, 'POST /api/requests/update-handleby')[0].json()).toEqual({ id: 7, handleby: 'asha' });
    expect(calls(fetch, 'GET /api/requests/data')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Claim the request from Arjun' })).toBeEnabled();
  });

  it("says so when someone else claimed it first (409), with the server's reason, and refetches", async () => {
    let pool = [FULL_FORM];
    const fetch = openAccount({
      'GET /api/requests/data': () => jsonResponse(200, pool),
      'POST /api/requests/update-handleby': () => {
        pool = [];
        return jsonResponse(409, { statusCode: 409, error: 'Conflict', message: LEAD_MESSAGES.alreadyClaimed });
      },
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Claim the request from Meera Iyer' }));
    const alert = await screen.findByText(leadActionFailed(LEAD_ACTION_TEXTS.claim.failed, LEAD_MESSAGES.alreadyClaimed));
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(await screen.findByText(NO_REQUESTS)).toBeInTheDocument();
    expect(calls(fetch, 'GET /api/requests/data')).toHaveLength(2);
  });

  it('says the server cannot be reached when the claim gets no answer', async () => {
    openAccount({ 'GET /api/requests/data': () => jsonResponse(200, [FULL_FORM]), 'POST /api/requests/update-handleby': networkDown });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Claim the request from Meera Iyer' }));
    expect(await screen.findByText(leadActionFailed(LEAD_ACTION_TEXTS.claim.failed, SERVER_UNREACHABLE))).toBeInTheDocument();
  });

  it('claims from the Request Details too, which then close', async () => {
    let pool = [FULL_FORM];
    const fetch = openAccount({
      'GET /api/requests/data': () => jsonResponse(200, pool),
      'POST /api/requests/update-handleby': () => {
        pool = [];
        return jsonResponse(200, { message: LEAD_MESSAGES.claimed, data: held(FULL_FORM) });
      },
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Meera Iyer' }));
    const dialog = screen.getByRole('dialog', { name: REQUEST_DETAILS });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(LEAD_ACTION_TEXTS.claim.done)).toBeInTheDocument();
    expect(await calls(fetch, 'POST /api/requests/update-handleby')[0].json()).toEqual({ id: 7, handleby: 'asha' });
    // The row left the list: focus goes to the list's title rather than nowhere.
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'Deals Requests' })).toHaveFocus());
  });
});

describe('the Request Details', () => {
  it('labels every field by what it holds (Last name and Email address, not the old site’s mix-up), and leaves out what was not given', async () => {
    openAccount({ 'GET /api/requests/data': () => jsonResponse(200, [QUICK, FULL_FORM]) });
    await screen.findByRole('table');
    // A click anywhere on the row opens it.
    await userEvent.click(screen.getByText('Magical Bali Escape'));
    const dialog = screen.getByRole('dialog', { name: REQUEST_DETAILS });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const fields = Object.fromEntries(
      within(dialog)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(fields).toMatchObject({
      'First name': 'Meera',
      'Last name': 'Iyer',
      'Email address': 'meera@example.in',
      'Phone number': '+91 98450 12345',
      'Preferred call time': '9 am to 12pm',
      Deal: 'Magical Bali Escape',
      'Package number': '12',
      Destination: 'Bali',
      Class: 'Economy',
      Duration: '6 days',
      'Travel date': '14 Mar 2026',
      'Departure airport': 'Bengaluru (BLR)',
      'Adults (12+)': '2',
      'Children (2–12)': '1',
      'Infants (under 2)': '0',
      Source: 'Direct website',
      'Handled by': 'Public',
      Status: 'Active',
    });
    expect(fields.Received).toMatch(/2026/);
    expect(dialog).not.toHaveTextContent("Client's Name");
    expect(within(dialog).queryByText('Travel plans')).not.toBeInTheDocument();
    // Opened by a click on the row's text: closing gives focus to the row's name button.
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Meera Iyer' })).toHaveFocus();
  });

  it('shows a quick contact’s message, closes on Escape and gives focus back to the row', async () => {
    openAccount({ 'GET /api/requests/data': () => jsonResponse(200, [QUICK]) });
    await screen.findByRole('table');
    const opener = screen.getByRole('button', { name: 'Arjun' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: REQUEST_DETAILS });
    expect(dialog).toHaveFocus();
    expect(within(dialog).getByText('Travel plans').nextElementSibling).toHaveTextContent(QUICK.travelplans!);
    expect(within(dialog).getByText('Source').nextElementSibling).toHaveTextContent('Quick contact pop-up');
    expect(within(dialog).queryByText('Last name')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('offers no actions outside the pool and one’s own list', async () => {
    const deleted = held(FULL_FORM, 'ravi', { Status: 'Deleted' });
    openAccount(
      {
        'GET /api/requests/data-delete': () => jsonResponse(200, [deleted]),
        // A deleted request's notes and history are shown, and nothing offered on them.
        'GET /api/requests/7/activity': () => jsonResponse(200, { lead: deleted, notes: [], history: [], repeats: [] }),
      },
      '/Account?leads=deleted',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Meera Iyer' }));
    const dialog = screen.getByRole('dialog', { name: REQUEST_DETAILS });
    await within(dialog).findByText('No notes yet.');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Close']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe("working one's own requests (Account)", () => {
  const openMine = (routes: Record<string, Handler>) => openAccount(routes, '/Account?leads=account');

  it('confirms a request in place: the details stay open and read Confirmed, the list refetches', async () => {
    let mine = [held(FULL_FORM)];
    const confirm = deferred();
    const fetch = openMine({
      'GET /api/requests/data': byHandler({ asha: () => mine }),
      'POST /api/requests/update-status': confirm.handler,
    });
    await screen.findByRole('table', { name: 'My Deals' });
    await userEvent.click(screen.getByRole('button', { name: 'Meera Iyer' }));
    const dialog = screen.getByRole('dialog', { name: REQUEST_DETAILS });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByRole('button', { name: LEAD_ACTION_TEXTS.confirm.busy })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();

    mine = [held(FULL_FORM, 'asha', { Status: 'Confirm' })];
    confirm.release(jsonResponse(200, { message: LEAD_MESSAGES.confirmed, data: mine[0] }));
    expect(await within(dialog).findByText(LEAD_ACTION_TEXTS.confirm.done)).toBeInTheDocument();
    expect(within(dialog).getByText('Status').nextElementSibling).toHaveTextContent('Confirmed');
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(await calls(fetch, 'POST /api/requests/update-status')[0].json()).toEqual({ id: 7, status: 'Confirm' });
    await waitFor(() => expect(within(screen.getByRole('table')).getByText('Confirmed')).toBeInTheDocument());
  });

  it("rejects a request back to the pool ('Public'): it leaves the list and the details close", async () => {
    let mine = [held(FULL_FORM)];
    const fetch = openMine({
      'GET /api/requests/data': byHandler({ asha: () => mine }),
      'POST /api/requests/update-handleby': () => {
        mine = [];
        return jsonResponse(200, { message: LEAD_MESSAGES.returned, data: FULL_FORM });
      },
    });
    await screen.findByRole('table', { name: 'My Deals' });
    await userEvent.click(screen.getByRole('button', { name: 'Meera Iyer' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(LEAD_ACTION_TEXTS.reject.done)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText(NO_REQUESTS)).toBeInTheDocument();
    expect(await calls(fetch, 'POST /api/requests/update-handleby')[0].json()).toEqual({ id: 7, handleby: 'Public' });
  });

  it("deletes after asking once more ('Deleted'), and Cancel leaves it be", async () => {
    let mine = [held(FULL_FORM)];
    const fetch = openMine({
      'GET /api/requests/data': byHandler({ asha: () => mine }),
      'POST /api/requests/update-status': () => {
        mine = [];
        return jsonResponse(200, { message: LEAD_MESSAGES.deleted, data: held(FULL_FORM, 'asha', { Status: 'Deleted' }) });
      },
    });
    await screen.findByRole('table', { name: 'My Deals' });
    await userEvent.click(screen.getByRole('button', { name: 'Meera Iyer' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByRole('button', { name: 'Yes, delete' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    expect(calls(fetch, 'POST /api/requests/update-status')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText(LEAD_ACTION_TEXTS.delete.done)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await calls(fetch, 'POST /api/requests/update-status')[0].json()).toEqual({ id: 7, status: 'Deleted' });
    expect(await screen.findByText(NO_REQUESTS)).toBeInTheDocument();
  });

  it("keeps the details open with the server's reason when an action is refused", async () => {
    openMine({
      'GET /api/requests/data': byHandler({ asha: () => [held(FULL_FORM)] }),
      'POST /api/requests/update-status': () => jsonResponse(403, { statusCode: 403, error: 'Forbidden', message: LEAD_MESSAGES.notYours }),
    });
    await screen.findByRole('table', { name: 'My Deals' });
    await userEvent.click(screen.getByRole('button', { name: 'Meera Iyer' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      leadActionFailed(LEAD_ACTION_TEXTS.confirm.failed, LEAD_MESSAGES.notYours),
    );
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(within(dialog).getByText('Status').nextElementSibling).toHaveTextContent('Active');
  });
});

describe('the leads tab of the admin screen', () => {
  it('greets the administrator and works the same lists under their own name', async () => {
    storeSession({ authToken: 'jwt-chief', adminAuth: 'true' });
    const fetch = stubApi({
      'GET /api/auth/verify': verifiedAs('chief', 'admin'),
      // An administrator's lists check holders against the accounts there are.
      'GET /api/auth/users': () => jsonResponse(200, [{ _id: 1, username: 'chief', role: 'admin' }]),
      'GET /api/requests/data': byHandler({ Public: () => [QUICK], chief: () => [held(FULL_FORM, 'chief', { handleby_id: 1 })] }),
    });
    renderAt('/admin?tab=leads');
    expect(await screen.findByRole('heading', { level: 2, name: 'Hi chief' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Leads' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Deals Requests' })).toHaveTextContent('Arjun');
    await userEvent.click(screen.getByRole('tab', { name: 'Account' }));
    expect(await screen.findByRole('table', { name: 'My Deals' })).toHaveTextContent('Meera Iyer');
    expect(calls(fetch, 'GET /api/requests/data').every((request) => request.headers.get('authorization') === 'Bearer jwt-chief')).toBe(
      true,
    );
  });
});

/** `count` quick contacts, newest first (ids count down), as the service would page them. */
const manyLeads = (count: number): Lead[] =>
  Array.from({ length: count }, (_, i) => ({
    ...QUICK,
    id: 1000 - i,
    Firstname: `Guest ${i + 1}`,
    timestamp: new Date(Date.UTC(2026, 0, 31) - i * 60_000).toISOString(),
  }));

/** Answers a list a page at a time by its page and limit, with the total in the header, as the service does. */
const paged =
  (all: () => Lead[]): Handler =>
  (request) => {
    const params = new URL(request.url).searchParams;
    const page = Number(params.get('page'));
    const limit = Number(params.get('limit'));
    const list = all();
    return new Response(JSON.stringify(list.slice((page - 1) * limit, page * limit)), {
      status: 200,
      headers: { 'content-type': 'application/json', [LEAD_TOTAL_HEADER]: String(list.length), etag: `W/"p${page}-${list.length}"` },
    });
  };

const pageOf = (request: Request) => new URL(request.url).searchParams.get('page');

describe('a page at a time', () => {
  it(`shows ${LEADS_PER_PAGE} requests a page with the total, and pages with Previous and Next`, async () => {
    const all = manyLeads(2 * LEADS_PER_PAGE + 5);
    const fetch = openAccount({ 'GET /api/requests/data': paged(() => all) });
    const table = await screen.findByRole('table', { name: 'Deals Requests' });
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(LEADS_PER_PAGE);
    expect(screen.getByText(leadCount(all.length))).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Deals Requests pages' });
    expect(within(pages).getByText(leadPaging(1, 3))).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(
      calls(fetch, 'GET /api/requests/data').map((request) => [pageOf(request), new URL(request.url).searchParams.get('limit')]),
    ).toEqual([['1', String(LEADS_PER_PAGE)]]);

    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(pages).findByText(leadPaging(2, 3))).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `Guest ${LEADS_PER_PAGE + 1}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guest 1' })).not.toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: `Guest ${2 * LEADS_PER_PAGE + 5}` })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(5);
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(await within(pages).findByText(leadPaging(2, 3))).toBeInTheDocument();
    expect(calls(fetch, 'GET /api/requests/data').map(pageOf)).toEqual(['1', '2', '3', '2']);
  });

  it('keeps the page and the filters in the address, read with the list call’s schema, and another tab starts afresh', async () => {
    const all = manyLeads(2 * LEADS_PER_PAGE + 5);
    // A hand-edited address: the schema refuses page 0, so the list opens at its first page.
    const fetch = openAccount(
      { 'GET /api/requests/data': paged(() => all), 'GET /api/requests/data-delete': () => jsonResponse(200, []) },
      '/Account?leads=active&q=Guest&overdue=true&page=0',
    );
    const pages = await screen.findByRole('navigation', { name: `${LEAD_TAB_TEXTS.active.title} pages` });
    const first = new URL(calls(fetch, 'GET /api/requests/data')[0].url).searchParams;
    expect(Object.fromEntries(first)).toEqual({ page: '1', limit: String(LEADS_PER_PAGE), q: 'Guest', overdue: 'true' });
    expect(screen.getByRole('checkbox')).toBeChecked();

    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/Account?leads=active&page=2&q=Guest&overdue=true'));
    expect(new URL(calls(fetch, 'GET /api/requests/data').at(-1)?.url ?? '').searchParams.get('page')).toBe('2');

    await userEvent.click(screen.getByRole('tab', { name: 'Deleted' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/Account\?leads=deleted$/));
  });

  it('shows no paging while the list fits on one page', async () => {
    openAccount({ 'GET /api/requests/data': paged(() => manyLeads(3)) });
    await screen.findByRole('table');
    expect(screen.getByText(leadCount(3))).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /pages$/ })).not.toBeInTheDocument();
  });

  it('polls only the page on screen', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const all = manyLeads(LEADS_PER_PAGE + 1);
    const fetch = openAccount({ 'GET /api/requests/data': paged(() => all) });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(leadPaging(2, 2))).toBeInTheDocument();
    const before = calls(fetch, 'GET /api/requests/data').length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2 * POLLING_MS.requests + 100);
    });
    const polls = calls(fetch, 'GET /api/requests/data').slice(before);
    expect(polls.length).toBeGreaterThanOrEqual(2);
    expect(polls.every((request) => pageOf(request) === '2')).toBe(true);
  });

  it('goes back to the last page there is when the list shrinks under the reader', async () => {
    let all = manyLeads(LEADS_PER_PAGE + 1);
    openAccount({ 'GET /api/requests/data': paged(() => all) });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(leadPaging(2, 2))).toBeInTheDocument();
    all = all.slice(1);
    await userEvent.click(screen.getByRole('button', { name: REFRESH_DATA }));
    expect(await screen.findByRole('button', { name: 'Guest 2' })).toBeInTheDocument();
    // Page 1 as kept shows at once; its refetch brings the new total, and one page needs no paging.
    await waitFor(() => expect(screen.queryByRole('navigation', { name: /pages$/ })).not.toBeInTheDocument());
    expect(screen.getByText(leadCount(LEADS_PER_PAGE))).toBeInTheDocument();
  });

  it("says 'Loading requests...' while the next page is on its way", async () => {
    const all = manyLeads(LEADS_PER_PAGE + 1);
    const second = deferred();
    openAccount({ 'GET /api/requests/data': (request) => (pageOf(request) === '2' ? second.handler(request) : paged(() => all)(request)) });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(LOADING_REQUESTS)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    second.release(paged(() => all)(new Request(`http://localhost/api/requests/data?page=2&limit=${LEADS_PER_PAGE}`)) as Response);
    expect(await screen.findByRole('button', { name: `Guest ${LEADS_PER_PAGE + 1}` })).toBeInTheDocument();
  });
});

describe("a former employee's requests", () => {
  const ravi = held(FULL_FORM, 'ravi', { id: 21, handleby_id: 7 });
  const meera = held(QUICK, 'meera', { id: 22, handleby_id: 12 });
  const legacy = held({ ...QUICK, Firstname: 'Kiran' }, 'gone', { id: 23 });
  const users = [
    { _id: 1, username: 'chief', role: 'admin' },
    { _id: 12, username: 'meera', role: 'employee' },
    // A new account that took the deleted ravi's username.
    { _id: 30, username: 'ravi', role: 'employee' },
  ];

  it('are said to be held by a former employee, and an administrator returns them to the pool', async () => {
    let active = [ravi, meera];
    storeSession({ authToken: 'jwt-chief', adminAuth: 'true' });
    const fetch = stubApi({
      'GET /api/auth/verify': verifiedAs('chief', 'admin'),
      'GET /api/auth/users': () => jsonResponse(200, users),
      'GET /api/requests/data': () => jsonResponse(200, active),
      'POST /api/requests/update-handleby': () => {
        active = [meera];
        return jsonResponse(200, { message: LEAD_MESSAGES.returned, data: FULL_FORM });
      },
    });
    renderAt('/admin?tab=leads&leads=active');
    const table = await screen.findByRole('table', { name: 'Active Deals' });
    await waitFor(() => expect(within(table).getByText(formerEmployee('ravi'))).toBeInTheDocument());
    expect(within(table).getByText('meera')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Meera Iyer' }));
    const dialog = screen.getByRole('dialog', { name: REQUEST_DETAILS });
    expect(within(dialog).getByText('Handled by').nextElementSibling).toHaveTextContent(formerEmployee('ravi'));
    await userEvent.click(within(dialog).getByRole('button', { name: RETURN_TO_POOL }));
    expect(await screen.findByText(LEAD_ACTION_TEXTS.reject.done)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await calls(fetch, 'POST /api/requests/update-handleby')[0].json()).toEqual({ id: 21, handleby: 'Public' });
    await waitFor(() => expect(screen.queryByText(formerEmployee('ravi'))).not.toBeInTheDocument());
  });

  it("offers no Return to pool on a current employee's request", async () => {
    storeSession({ authToken: 'jwt-chief', adminAuth: 'true' });
    stubApi({
      'GET /api/auth/verify': verifiedAs('chief', 'admin'),
      'GET /api/auth/users': () => jsonResponse(200, users),
      'GET /api/requests/data': () => jsonResponse(200, [meera]),
    });
    renderAt('/admin?tab=leads&leads=active');
    await userEvent.click(await screen.findByRole('button', { name: 'Arjun' }));
    const dialog = screen.getByRole('dialog', { name: REQUEST_DETAILS });
    expect(within(dialog).queryByRole('button', { name: RETURN_TO_POOL })).not.toBeInTheDocument();
  });

  it('shows an employee a request held by no account as a former employee’s, without offering to return it', async () => {
    openAccount({ 'GET /api/requests/data': () => jsonResponse(200, [legacy, ravi]) }, '/Account?leads=active');
    const table = await screen.findByRole('table', { name: 'Active Deals' });
    expect(within(table).getByText(formerEmployee('gone'))).toBeInTheDocument();
    // An employee cannot list accounts: an id it cannot check reads as its name.
    expect(within(table).getByText('ravi')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Kiran' }));
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: RETURN_TO_POOL })).not.toBeInTheDocument();
  });
});
