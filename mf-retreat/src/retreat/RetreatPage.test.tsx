import { jsonResponse, stubFetch } from '@agency/test-kit';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { postToProvider } from '../payment/postToProvider';
import { renderAt } from '../testing/renderAt';

jest.mock('../payment/postToProvider', () => ({ postToProvider: jest.fn() }));
const handOver = jest.mocked(postToProvider);

const inventory = [
  { _id: 1, category: 'SoulPod', availableItems: 5, items: [{ price: 15999 }] },
  { _id: 2, category: 'Harmony Quad', availableItems: 0, items: [{ price: 13999 }] },
  { _id: 3, category: 'Duo Room', availableItems: 4, items: [{ price: 17999 }] },
];
const paymentAnswer = { paymentUrl: 'http://127.0.0.1:9/api/payment/sandbox/pay', paymentData: { key: 'K', txnid: 'AWR1', hash: 'h' } };

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * A challenge as the service signs one, made easy (a one-hex-digit prefix): the modal solves it
 * with the browser's Web Crypto while the guest types. Its signatures are the service's business.
 */
const challenge = {
  parameters: {
    algorithm: 'SHA-256',
    nonce: 'a1'.repeat(16),
    salt: 'b2'.repeat(16),
    cost: 1,
    keyLength: 32,
    keyPrefix: '0',
    keySignature: '00',
    expiresAt: 4102444800,
  },
  signature: '00',
};

/** The API as the page sees it: inventory, a proof-of-work challenge, then whatever `initiate` answers. */
function api(initiate: Handler = () => jsonResponse(200, paymentAnswer)) {
  return stubFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/inventory') return jsonResponse(200, inventory);
    if (path === '/api/payment/v1/challenge') return jsonResponse(200, challenge);
    return initiate(request);
  });
}

function card(name: string) {
  return screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement;
}

beforeEach(() => handOver.mockReset());

describe('the retreat page', () => {
  it('tells the retreat’s story: hero, the three days, goals, why join, limited spots, inclusions', async () => {
    api();
    renderAt('/the-awakening-retreat');
    expect(screen.getByRole('heading', { level: 1, name: 'The Awakening Retreat' })).toBeInTheDocument();
    for (const day of ['Vibe & Align', 'Breathe & Rise', 'Wander & Wonder'])
      expect(screen.getByRole('heading', { level: 3, name: day })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Limited Spots Available' })).toBeInTheDocument();
    expect(screen.getByText('Goals')).toBeInTheDocument();
    expect(screen.getByText('Why join')).toBeInTheDocument();
    expect(screen.getByText('What’s included')).toBeInTheDocument();
    const itinerary = screen.getByRole('link', { name: /Get the itinerary on WhatsApp/ });
    expect(itinerary.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/911145678900\?text=/);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('+91 11 4567 8900');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('hello@escapevacation.in');
    await screen.findByRole('heading', { level: 3, name: 'SoulPod' });
  });

  it('shows the rooms loading, then each card with its state', async () => {
    api();
    renderAt('/the-awakening-retreat');
    expect(screen.getByText('Loading rooms…')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 3, name: 'SoulPod' });

    const soulPod = within(card('SoulPod'));
    expect(soulPod.getByText('left only - 5')).toBeInTheDocument();
    expect(soulPod.getByText(/per person/)).toHaveTextContent('₹15,999 per person · 3 nights');
    expect(soulPod.getByRole('combobox', { name: 'Guests' })).toHaveValue('1');
    expect(soulPod.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '1 guest',
      '2 guests',
      '3 guests',
      '4 guests',
      '5 guests',
      '6 guests',
      '7 guests',
      '8 guests',
    ]);

    const quad = within(card('Harmony Quad'));
    expect(quad.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
    expect(quad.queryByRole('combobox')).not.toBeInTheDocument();

    const duo = within(card('Duo Room'));
    expect(duo.getAllByRole('option').map((option) => option.textContent)).toEqual(['2 guests', '3 guests']);
    expect(duo.getByText('Total').querySelector('strong')).toHaveTextContent('₹35,998');
    await userEvent.selectOptions(duo.getByRole('combobox', { name: 'Guests' }), '3');
    expect(duo.getByText('Total').querySelector('strong')).toHaveTextContent('₹53,997');
    expect(duo.queryByText(/left only/)).not.toBeInTheDocument();
  });

  it('leads on without scripts: Book Now links to the rooms, and each room to the callback request (shown only then)', async () => {
    api();
    renderAt('/the-awakening-retreat');
    for (const link of screen.getAllByRole('link', { name: /^Book Now/ })) expect(link).toHaveAttribute('href', '#rooms');
    await screen.findByRole('heading', { level: 3, name: 'Duo Room' });
    const scripted = within(card('Duo Room')).getByRole('button', { name: 'Book Now: Duo Room' });
    expect(scripted).toHaveAttribute('data-needs-script');
    // Hidden while scripts run (the shell's no-script style opens it), so it is not in the accessible tree now.
    const withoutScript = card('Duo Room').querySelector('a[aria-label="Book Now: Duo Room"]');
    expect(withoutScript).toHaveAttribute('href', '/contact');
    expect(withoutScript).toHaveAttribute('hidden');
    expect(withoutScript).toHaveAttribute('data-open-without-script');
    // Sold out: nothing to book either way.
    expect(card('Harmony Quad').querySelector('a[aria-label^="Book Now"]')).toBeNull();
  });

  it('treats a failed inventory fetch as an empty list: every room is Sold Out', async () => {
    stubFetch(() => jsonResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'down' }));
    renderAt('/the-awakening-retreat');
    expect(await screen.findByText(/We could not check availability just now/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Sold Out' })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Book Now:/ })).not.toBeInTheDocument();
  });

  it('books a room: prefilled modal, required fields, Processing..., then the hand-over to the provider', async () => {
    let release: () => void = () => {};
    const fetch = api(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return jsonResponse(200, paymentAnswer);
    });
    renderAt('/the-awakening-retreat');
    await screen.findByRole('heading', { level: 3, name: 'Duo Room' });
    const user = userEvent.setup();
    await user.selectOptions(within(card('Duo Room')).getByRole('combobox', { name: 'Guests' }), '3');
    await user.click(screen.getByRole('button', { name: 'Book Now: Duo Room' }));

    const dialog = screen.getByRole('dialog', { name: 'Book the Duo Room' });
    const modal = within(dialog);
    expect(modal.getByText('Room').nextSibling).toHaveTextContent('Duo Room');
    expect(modal.getByText('Guests').nextSibling).toHaveTextContent('3');
    expect(modal.getByText('Product').nextSibling).toHaveTextContent('The Awakening Retreat - Duo Room');
    expect(modal.getByText('Amount (INR)').nextSibling).toHaveTextContent('₹53,997');
    expect(modal.getByLabelText('First name')).toHaveFocus();

    await user.click(modal.getByRole('button', { name: 'Pay ₹53,997' }));
    expect(modal.getByText('First name is required')).toBeInTheDocument();
    expect(modal.getByText('Email address is required')).toBeInTheDocument();
    expect(modal.getByText('Phone number is required')).toBeInTheDocument();

    await user.type(modal.getByLabelText('First name'), 'Rohan');
    await user.type(modal.getByLabelText('E-mail'), 'rohan@example.in');
    await user.type(modal.getByLabelText('Phone'), '9876543210');
    await user.click(modal.getByRole('button', { name: 'Pay ₹53,997' }));
    expect(await modal.findByRole('button', { name: 'Processing...' })).toBeDisabled();

    await act(async () => release());
    await waitFor(() => expect(handOver).toHaveBeenCalledWith(paymentAnswer.paymentUrl, paymentAnswer.paymentData));
    const initiate = fetch.mock.calls
      .map(([request]) => request as Request)
      .find((request) => request.url.endsWith('/api/payment/v1/initiate'));
    expect(initiate?.method).toBe('POST');
    const body = await initiate?.clone().json();
    expect(body).toEqual({
      firstname: 'Rohan',
      email: 'rohan@example.in',
      phone: '9876543210',
      category: 'Duo Room',
      itemId: 3,
      members: 3,
      amount: 53997,
      productinfo: 'The Awakening Retreat - Duo Room',
      proofOfWork: expect.any(String),
    });
    // The challenge it was given, solved: a counter whose SHA-256 key starts with the prefix.
    const proof = JSON.parse(atob(body.proofOfWork));
    expect(proof.challenge).toEqual(challenge);
    expect(proof.solution.derivedKey.startsWith('0')).toBe(true);
  });

  it('shows the server’s message when the booking cannot start, and enables the button again', async () => {
    api(() => jsonResponse(409, { statusCode: 409, error: 'Conflict', message: 'Sold Out: Duo Room has no rooms left' }));
    renderAt('/the-awakening-retreat');
    await screen.findByRole('heading', { level: 3, name: 'Duo Room' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Book Now: Duo Room' }));
    const modal = within(screen.getByRole('dialog'));
    await user.type(modal.getByLabelText('First name'), 'Rohan');
    await user.type(modal.getByLabelText('E-mail'), 'rohan@example.in');
    await user.type(modal.getByLabelText('Phone'), '9876543210');
    await user.click(modal.getByRole('button', { name: 'Pay ₹35,998' }));
    expect(await modal.findByRole('alert')).toHaveTextContent('Sold Out: Duo Room has no rooms left');
    expect(modal.getByRole('button', { name: 'Pay ₹35,998' })).toBeEnabled();
    expect(handOver).not.toHaveBeenCalled();
  });

  it("falls back to 'Payment initiation failed' when the server gives no message", async () => {
    api(() => Response.error());
    renderAt('/the-awakening-retreat');
    await screen.findByRole('heading', { level: 3, name: 'SoulPod' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Book Now: SoulPod' }));
    const modal = within(screen.getByRole('dialog'));
    await user.type(modal.getByLabelText('First name'), 'Asha');
    await user.type(modal.getByLabelText('E-mail'), 'asha@example.in');
    await user.type(modal.getByLabelText('Phone'), '9876543210');
    await user.click(modal.getByRole('button', { name: /^Pay / }));
    expect(await modal.findByRole('alert')).toHaveTextContent('Payment initiation failed');
  });

  it('closes the modal with ×, with Escape, and keeps focus inside it while open', async () => {
    api();
    renderAt('/the-awakening-retreat');
    await screen.findByRole('heading', { level: 3, name: 'SoulPod' });
    const user = userEvent.setup();
    const book = screen.getByRole('button', { name: 'Book Now: SoulPod' });
    await user.click(book);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(book).toHaveFocus();

    await user.click(book);
    const modal = within(screen.getByRole('dialog'));
    // Tab from the last control wraps to the first: the × button.
    modal.getByRole('button', { name: /^Pay / }).focus();
    await user.tab();
    expect(modal.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(modal.getByRole('button', { name: /^Pay / })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the retreat page holds still while it loads', () => {
  it('fetches the hero picture at once and ahead of the others; every other picture waits, and each has its size', async () => {
    api();
    const { container } = renderAt('/the-awakening-retreat');
    await screen.findByRole('heading', { level: 3, name: 'SoulPod' });
    const [hero, ...rest] = Array.from(container.querySelectorAll('main img'));
    expect(hero).toHaveAttribute('alt', expect.stringMatching(/.+/));
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(rest.length).toBeGreaterThanOrEqual(6);
    for (const picture of rest) expect(picture).toHaveAttribute('loading', 'lazy');
    for (const picture of [hero, ...rest]) {
      expect(Number(picture.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(picture.getAttribute('height'))).toBeGreaterThan(0);
    }
  });
});
