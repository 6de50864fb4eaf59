/**
 * The booking modal keeps the room's availability fresh while it is open; when the
 * room sells out meanwhile, Pay is disabled with the reason. Rooms show the name staff gave them.
 */

import { jsonResponse, stubFetch } from '@agency/test-kit';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../testing/renderAt';
import { AVAILABILITY_POLL_MS } from './BookingModal';

jest.mock('../payment/postToProvider', () => ({ postToProvider: jest.fn() }));

const rooms = (duoLeft: number) => [
  { _id: 1, category: 'SoulPod', name: 'SoulPod Dorm', availableItems: 5, items: [{ price: 15999 }] },
  { _id: 2, category: 'Harmony Quad', availableItems: 2, items: [{ price: 13999 }] },
  { _id: 3, category: 'Duo Room', availableItems: duoLeft, items: [{ price: 17999 }] },
];

describe('booking while others book', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a room by the name staff gave it, in its card and in the booking', async () => {
    stubFetch(() => jsonResponse(200, rooms(4)));
    renderAt('/the-awakening-retreat');
    const heading = await screen.findByRole('heading', { level: 3, name: 'SoulPod Dorm' });
    await userEvent.click(within(heading.closest('article') as HTMLElement).getByRole('button', { name: 'Book Now: SoulPod Dorm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book the SoulPod Dorm' });
    expect(within(dialog).getByText('Room').nextSibling).toHaveTextContent('SoulPod Dorm');
  });

  it('disables Pay with the reason when the chosen room sells out while the modal is open', async () => {
    let duoLeft = 1;
    stubFetch(() => jsonResponse(200, rooms(duoLeft)));
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderAt('/the-awakening-retreat');
    const heading = await screen.findByRole('heading', { level: 3, name: 'Duo Room' });
    await user.click(within(heading.closest('article') as HTMLElement).getByRole('button', { name: 'Book Now: Duo Room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book the Duo Room' });
    const pay = within(dialog).getByRole('button', { name: 'Pay ₹35,998' });
    expect(pay).toBeEnabled();

    // Another guest takes the last Duo Room: the next look at the inventory says so.
    duoLeft = 0;
    await act(async () => {
      jest.advanceTimersByTime(AVAILABILITY_POLL_MS + 10);
    });
    const reason = await within(dialog).findByRole('alert');
    expect(reason).toHaveTextContent('Sold Out: Duo Room has just been booked by other guests, so there is no room left to pay for.');
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription(reason.textContent ?? '');
  });
});
