import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUICK_CONTACT_FAILURE, QUICK_CONTACT_SUCCESS } from '../messages';
import { failure, makePackage, packagePage, renderStorefront, serveCatalogue } from '../testing/fixtures';
import { POPUP_DELAY_MS, POPUP_SHOWN_KEY } from './quickContactTimer';

type Reply = { status: number; body: unknown };

/** The home page's calls, and the submit call answering `reply`; returns the bodies sent. */
function serveHome(reply: () => Reply = () => ({ status: 200, body: { message: 'Request submitted', id: 3 } })) {
  const bodies: Record<string, unknown>[] = [];
  serveCatalogue({
    '/api/packages': { status: 200, body: packagePage([makePackage(1)]) },
    '/api/deals/data': { status: 200, body: [] },
    '/api/requests/submit': async (request) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return reply();
    },
  });
  return bodies;
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

/** The home page until its pop-up is open. */
async function openPopup() {
  renderStorefront('/');
  await advance(POPUP_DELAY_MS);
  return screen.findByRole('dialog');
}

describe('the quick-contact pop-up', () => {
  it('opens 10 seconds after the home page loads, as a labelled modal dialog with focus on its first field', async () => {
    serveHome();
    renderStorefront('/');
    await advance(POPUP_DELAY_MS - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(POPUP_SHOWN_KEY)).toBeNull();

    await advance(1);
    const dialog = await screen.findByRole('dialog', { name: 'Plan your escape with us' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(window.sessionStorage.getItem(POPUP_SHOWN_KEY)).toBe('opened');
    for (const label of [/^Name/, /^Email/, /^Phone/, /^Message/]) expect(within(dialog).getByLabelText(label)).toHaveValue('');
    await waitFor(() => expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus());
  });

  it('opens once per browser session: not again on a later visit of the home page', async () => {
    serveHome();
    const first = renderStorefront('/');
    await advance(POPUP_DELAY_MS);
    await screen.findByRole('dialog');
    first.unmount();

    renderStorefront('/');
    await advance(POPUP_DELAY_MS * 3);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open when the visitor leaves the home page before 10 seconds, and waits 10 s afresh on return', async () => {
    serveHome();
    const first = renderStorefront('/');
    await advance(POPUP_DELAY_MS / 2);
    first.unmount();
    await advance(POPUP_DELAY_MS);
    expect(window.sessionStorage.getItem(POPUP_SHOWN_KEY)).toBeNull();

    renderStorefront('/');
    await advance(POPUP_DELAY_MS - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('does not open on other pages', async () => {
    serveCatalogue();
    renderStorefront('/Aboutus');
    await advance(POPUP_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['the close button', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' }))],
  ])('closes with %s', async (_how, close) => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    serveHome();
    await openPopup();
    await close(user);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names each missing or wrong field with the spec’s message and sends nothing', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const bodies = serveHome();
    const dialog = await openPopup();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    // The check runs in the form library's (asynchronous) submit handler.
    await waitFor(() => expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription('Name is required'));
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAccessibleDescription('Email address is required');
    expect(within(dialog).getByLabelText(/^Phone/)).toHaveAccessibleDescription('Phone number is required');
    expect(within(dialog).getByLabelText(/^Message/)).toHaveAccessibleDescription('Message is required');

    await user.type(within(dialog).getByLabelText(/^Email/), 'asha.example.in');
    await waitFor(() => expect(within(dialog).getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address'));
    expect(bodies).toHaveLength(0);
  });

  it('sends name, e-mail, phone and message as a quickContact request, then clears the form with the success text', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const bodies = serveHome();
    const dialog = await openPopup();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Asha');
    await user.type(within(dialog).getByLabelText(/^Email/), 'asha@example.in');
    await user.type(within(dialog).getByLabelText(/^Phone/), '+91 98765 43210');
    await user.type(within(dialog).getByLabelText(/^Message/), 'Two weeks in Bali in May');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(QUICK_CONTACT_SUCCESS)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        Firstname: 'Asha',
        Emailaddress: 'asha@example.in',
        PhoneNumber: '+91 98765 43210',
        travelplans: 'Two weeks in Bali in May',
        way: 'quickContact',
        handleby: 'Public',
        Status: 'Active',
      },
    ]);
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/^Message/)).toHaveValue('');
  });

  it('shows its failure text and keeps what was typed when the call fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    serveHome(() => failure(503));
    const dialog = await openPopup();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Asha');
    await user.type(within(dialog).getByLabelText(/^Email/), 'asha@example.in');
    await user.type(within(dialog).getByLabelText(/^Phone/), '9876543210');
    await user.type(within(dialog).getByLabelText(/^Message/), 'Kerala backwaters');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(QUICK_CONTACT_FAILURE)).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(QUICK_CONTACT_FAILURE);
    expect(within(dialog).getByLabelText(/^Message/)).toHaveValue('Kerala backwaters');
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled();
    logged.mockRestore();
  });
});
