/**
 * The lead work on the leads screen: the search goes to the server (from page 1) once
 * typing pauses; the details show a request's notes, history and possible repeats, add a note,
 * offer Edit only on one's own recent notes, and say when the activity cannot be had (Retry);
 * an administrator reassigns a claimed request to a person of the user list.
 */

import type { Lead, LeadActivity } from '@agency/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import App from '../App';
import { LEAD_FILTER_TEXTS, LEAD_WORK_TEXTS, REQUEST_DETAILS } from '../messages';
import { type Handler, jsonResponse, storeSession, stubApi, verifiedAs } from '../testing/apiStub';
import { forgetLeadLists } from './leadsApi';

const MINE: Lead = {
  id: 7,
  Firstname: 'Meera',
  Lastname: 'Iyer',
  Emailaddress: 'meera@example.in',
  PhoneNumber: '+91 98450 12345',
  way: 'Instagram',
  timestamp: '2026-01-05T09:30:00.000Z',
  handleby: 'asha',
  handleby_id: 3,
  Status: 'Active',
  repeatOf: [5],
};
const EARLIER: Lead = {
  ...MINE,
  id: 5,
  Emailaddress: 'meera.iyer@example.in',
  handleby: 'Public',
  handleby_id: undefined,
  repeatOf: [7],
  timestamp: '2026-01-01T09:30:00.000Z',
};

const soon = () => new Date(Date.now() + 10 * 60_000).toISOString();
const activityOf = (lead: Lead, changes: Partial<LeadActivity> = {}): LeadActivity => ({
  lead,
  notes: [
    {
      id: 1,
      requestId: lead.id,
      author: { id: 3, username: 'asha' },
      text: 'Called, no answer',
      createdAt: new Date().toISOString(),
      editableUntil: soon(),
    },
    {
      id: 2,
      requestId: lead.id,
      author: { id: 4, username: 'ravi' },
      text: 'She prefers WhatsApp',
      createdAt: new Date().toISOString(),
      editableUntil: soon(),
    },
  ],
  history: [{ id: 1, kind: 'claim', actor: { id: 3, username: 'asha' }, at: '2026-01-05T10:00:00.000Z', from: 'Public', to: 'asha' }],
  repeats: [{ lead: EARLIER, matchedOn: ['phone'] }],
  ...changes,
});

function open(routes: Record<string, Handler>, role = 'employee', path = '/Account?leads=account') {
  storeSession({ authToken: 'jwt-asha', username: 'asha', ...(role === 'admin' ? { adminAuth: 'true' } : {}) });
  const fetch = stubApi({ 'GET /api/auth/verify': verifiedAs('asha', role), ...routes });
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
  return fetch;
}

const requestsTo = (fetch: jest.Mock, key: string) =>
  fetch.mock.calls.map(([input]) => input as Request).filter((request) => `${request.method} ${new URL(request.url).pathname}` === key);

beforeEach(() => {
  localStorage.clear();
  forgetLeadLists();
});

describe('lead work on the leads screen', () => {
  it('sends the search to the server once typing pauses, and shows the row badges', async () => {
    const fetch = open({ 'GET /api/requests/data': () => jsonResponse(200, [{ ...MINE, followUp: '2099-01-02' }]) });
    const table = await screen.findByRole('table', { name: 'My Deals' });
    expect(within(table).getByText(LEAD_WORK_TEXTS.possibleRepeat)).toBeInTheDocument();
    expect(within(table).getByText(LEAD_WORK_TEXTS.followUpBadge('2 Jan 2099'))).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: LEAD_FILTER_TEXTS.search }), '98450');
    await waitFor(() =>
      expect(requestsTo(fetch, 'GET /api/requests/data').some((request) => new URL(request.url).searchParams.get('q') === '98450')).toBe(
        true,
      ),
    );
    const searched = requestsTo(fetch, 'GET /api/requests/data').find((request) => new URL(request.url).searchParams.get('q') === '98450')!;
    expect(Object.fromEntries(new URL(searched.url).searchParams)).toEqual({ handleby: 'asha', page: '1', limit: '20', q: '98450' });
    // Each keystroke is not a call of its own.
    expect(requestsTo(fetch, 'GET /api/requests/data').filter((request) => new URL(request.url).searchParams.has('q'))).toHaveLength(1);
  });

  it('shows notes, history and repeats, adds a note, and offers Edit only on the reader’s own note', async () => {
    const fetch = open({
      'GET /api/requests/data': () => jsonResponse(200, [MINE]),
      'GET /api/requests/7/activity': () => jsonResponse(200, activityOf(MINE)),
      'GET /api/requests/5/activity': () => jsonResponse(200, activityOf(EARLIER, { notes: [], history: [], repeats: [] })),
      'POST /api/requests/7/notes': () =>
        jsonResponse(200, {
          message: 'Note added',
          data: {
            id: 3,
            requestId: 7,
            author: { id: 3, username: 'asha' },
            text: 'Sent options',
            createdAt: new Date().toISOString(),
            editableUntil: soon(),
          },
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Meera Iyer' }));
    const dialog = screen.getByRole('dialog', { name: REQUEST_DETAILS });
    const notes = await within(dialog).findByRole('list', { name: LEAD_WORK_TEXTS.notesTitle });
    const [own, theirs] = within(notes).getAllByRole('listitem');
    expect(within(own).getByRole('button', { name: /^Edit/ })).toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText('asha claimed it')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(LEAD_WORK_TEXTS.noteLabel), 'Sent options');
    await userEvent.click(within(dialog).getByRole('button', { name: LEAD_WORK_TEXTS.addNote }));
    expect(await within(dialog).findByText('Note added')).toBeInTheDocument();
    expect(await requestsTo(fetch, 'POST /api/requests/7/notes')[0].json()).toEqual({ text: 'Sent options' });
    expect(within(dialog).getByLabelText(LEAD_WORK_TEXTS.noteLabel)).toHaveValue('');

    // The possible repeat opens in the same details, to read (it is in the pool, not Account).
    await userEvent.click(within(dialog).getByRole('button', { name: /^Open Meera Iyer \(request 5\)/ }));
    expect(await within(dialog).findByText('meera.iyer@example.in')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('says when the notes and history cannot be had, and loads them on Retry', async () => {
    let fail = true;
    open({
      'GET /api/requests/data': () => jsonResponse(200, [MINE]),
      'GET /api/requests/7/activity': () =>
        fail
          ? jsonResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'Database unavailable' })
          : jsonResponse(200, activityOf(MINE)),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Meera Iyer' }));
    const dialog = screen.getByRole('dialog', { name: REQUEST_DETAILS });
    expect(
      await within(dialog).findByText(/We could not load the notes and history of this request\. Database unavailable/),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: LEAD_WORK_TEXTS.retry }));
    expect(await within(dialog).findByText('Called, no answer')).toBeInTheDocument();
  });

  it('lets an administrator reassign a claimed request to an active staff member', async () => {
    const fetch = open(
      {
        'GET /api/requests/data': () => jsonResponse(200, [MINE]),
        'GET /api/auth/users': () =>
          jsonResponse(200, [
            { _id: 3, username: 'asha', role: 'employee', suspended: false },
            { _id: 9, username: 'ravi', role: 'manager', suspended: false },
            { _id: 11, username: 'sunil', role: 'employee', suspended: true },
          ]),
        // The staff directory leaves suspended accounts out.
        'GET /api/auth/staff': () =>
          jsonResponse(200, [
            { _id: 3, username: 'asha', role: 'employee' },
            { _id: 9, username: 'ravi', role: 'manager' },
          ]),
        'GET /api/requests/7/activity': () => jsonResponse(200, activityOf(MINE)),
        'POST /api/requests/7/reassign': () =>
          jsonResponse(200, { message: 'Request reassigned', data: { ...MINE, handleby: 'ravi', handleby_id: 9 } }),
      },
      'admin',
      '/admin?tab=leads&leads=active',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Meera Iyer' }));
    const dialog = screen.getByRole('dialog', { name: REQUEST_DETAILS });
    const choice = await within(dialog).findByLabelText(LEAD_WORK_TEXTS.reassignLabel);
    // The current holder is not offered.
    await waitFor(() =>
      expect(
        within(choice)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([LEAD_WORK_TEXTS.reassignChoose, 'ravi (manager)']),
    );
    await userEvent.selectOptions(choice, '9');
    await userEvent.click(within(dialog).getByRole('button', { name: LEAD_WORK_TEXTS.reassign }));
    expect(await within(dialog).findByText('Request reassigned: ravi')).toBeInTheDocument();
    expect(await requestsTo(fetch, 'POST /api/requests/7/reassign')[0].json()).toEqual({ to: { id: 9, username: 'ravi' } });
  });

  it('lets a manager, the team lead, reassign too', async () => {
    const routes = {
      'GET /api/requests/data': () => jsonResponse(200, [MINE]),
      'GET /api/auth/staff': () =>
        jsonResponse(200, [
          { _id: 3, username: 'asha', role: 'manager' },
          { _id: 9, username: 'ravi', role: 'employee' },
        ]),
      'GET /api/requests/7/activity': () => jsonResponse(200, activityOf(MINE)),
      'POST /api/requests/7/reassign': () =>
        jsonResponse(200, { message: 'Request reassigned', data: { ...MINE, handleby: 'ravi', handleby_id: 9 } }),
    };
    const fetch = open(routes, 'manager');
    await userEvent.click(await screen.findByRole('button', { name: 'Meera Iyer' }));
    const dialog = screen.getByRole('dialog', { name: REQUEST_DETAILS });
    const choice = await within(dialog).findByLabelText(LEAD_WORK_TEXTS.reassignLabel);
    await waitFor(() =>
      expect(
        within(choice)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([LEAD_WORK_TEXTS.reassignChoose, 'ravi (employee)']),
    );
    await userEvent.selectOptions(choice, '9');
    await userEvent.click(within(dialog).getByRole('button', { name: LEAD_WORK_TEXTS.reassign }));
    expect(await within(dialog).findByText('Request reassigned: ravi')).toBeInTheDocument();
    expect(await requestsTo(fetch, 'POST /api/requests/7/reassign')[0].json()).toEqual({ to: { id: 9, username: 'ravi' } });
  });

  it('offers an employee no reassignment', async () => {
    const fetch = open({
      'GET /api/requests/data': () => jsonResponse(200, [MINE]),
      'GET /api/requests/7/activity': () => jsonResponse(200, activityOf(MINE)),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Meera Iyer' }));
    const dialog = screen.getByRole('dialog', { name: REQUEST_DETAILS });
    await within(dialog).findByText(LEAD_WORK_TEXTS.historyTitle);
    expect(within(dialog).queryByLabelText(LEAD_WORK_TEXTS.reassignLabel)).not.toBeInTheDocument();
    expect(requestsTo(fetch, 'GET /api/auth/staff')).toHaveLength(0);
  });
});
