import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NO_IMAGES,
  NO_PACKAGE_DATA,
  OTHER_HOLIDAYS,
  PACKAGE_GONE,
  PACKAGE_LOAD_ERROR,
  PACKAGE_LOADING,
  SIMILAR_HOLIDAYS,
} from '../messages';
import { currentState, failure, heldAnswer, makePackage, renderStorefront, serveCatalogue } from '../testing/fixtures';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index + 1}`).join(' ');

describe('package detail from navigation state (/Deal)', () => {
  it('shows a complete package at once, without a call', async () => {
    const stub = serveCatalogue();
    renderStorefront('/Deal', { deal: makePackage(7, { packageName: 'Island Hopper' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Island Hopper' })).toBeInTheDocument();
    expect(stub.mock.calls.map(([input]) => new URL((input as Request).url ?? String(input)).pathname)).not.toContain('/api/packages/7');
  });

  it('fetches the package when the state holds only a card summary', async () => {
    const held = heldAnswer({ status: 200, body: { data: makePackage(7, { packageName: 'Island Hopper' }) } });
    serveCatalogue({ '/api/packages/7': held.answer });
    renderStorefront('/Deal', { deal: { _id: 7, packageName: 'Island Hopper', images: [], duration: 7, pricing: [] } });
    expect(await screen.findByText(PACKAGE_LOADING)).toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('heading', { level: 2, name: 'OVERVIEW' })).toBeInTheDocument();
  });

  it("says 'No package data available.' when opened without state, with the way to the deals", async () => {
    serveCatalogue();
    renderStorefront('/Deal');
    expect(await screen.findByText(NO_PACKAGE_DATA)).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getAllByRole('link', { name: 'See Exclusive Deals' })[0]);
    expect(screen.getAllByRole('link', { name: 'See Exclusive Deals' })[0]).toHaveAttribute('href', '/packages');
  });
});

describe('package detail by id (/package-detail/{id})', () => {
  it("shows 'Loading package details...' then the package", async () => {
    const held = heldAnswer({ status: 200, body: { data: makePackage(3, { packageName: 'Kerala Backwaters' }) } });
    serveCatalogue({ '/api/packages/3': held.answer });
    renderStorefront('/package-detail/3');
    expect(await screen.findByText(PACKAGE_LOADING)).toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kerala Backwaters' })).toBeInTheDocument();
  });

  it("says 'Could not load package details.' when the call fails", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    serveCatalogue({ '/api/packages/3': failure(503) });
    renderStorefront('/package-detail/3');
    expect(await screen.findByText(PACKAGE_LOAD_ERROR)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(PACKAGE_LOAD_ERROR, expect.anything());
    logged.mockRestore();
  });

  it('says a package the catalogue does not have is no longer available, and offers similar holidays', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const similar = {
      data: [makePackage(8, { packageName: 'Bangkok Lights' }), makePackage(9, { packageName: 'Phuket Sands' })],
      basedOn: 'package',
    };
    serveCatalogue({ '/api/packages/3': failure(404), '/api/packages/3/similar': { status: 200, body: similar } });
    renderStorefront('/package-detail/3');
    expect(await screen.findByRole('heading', { level: 1, name: PACKAGE_GONE })).toBeInTheDocument();
    const offer = await screen.findByRole('region', { name: SIMILAR_HOLIDAYS });
    // The offer's heading shows while its cards are still placeholders; wait for the cards themselves.
    expect(await within(offer).findByRole('link', { name: 'Bangkok Lights' })).toHaveAttribute('href', '/package-detail/8');
    expect(within(offer).getByRole('link', { name: 'Phuket Sands' })).toHaveAttribute('href', '/package-detail/9');
    expect(screen.queryByText(PACKAGE_LOAD_ERROR)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(logged).not.toHaveBeenCalledWith(PACKAGE_LOAD_ERROR, expect.anything());
    logged.mockRestore();
  });

  it('offers the newest holidays when nothing is known of the missing package', async () => {
    serveCatalogue({
      '/api/packages/3': failure(404),
      '/api/packages/3/similar': { status: 200, body: { data: [makePackage(5, { packageName: 'Goa Getaway' })], basedOn: 'catalogue' } },
    });
    renderStorefront('/package-detail/3');
    const offer = await screen.findByRole('region', { name: OTHER_HOLIDAYS });
    expect(await within(offer).findByRole('link', { name: 'Goa Getaway' })).toBeInTheDocument();
  });

  it("says 'No package data available.' for an address that names no package", async () => {
    serveCatalogue();
    renderStorefront('/package-detail/not-a-number');
    expect(await screen.findByText(NO_PACKAGE_DATA)).toBeInTheDocument();
  });
});

describe('what the detail shows', () => {
  it('highlights the included services of the seven in the overview', async () => {
    serveCatalogue();
    renderStorefront('/Deal', { deal: makePackage(1) });
    const overview = await screen.findByRole('list', { name: 'Services of this package' });
    const items = within(overview).getAllByRole('listitem');
    expect(items.map((item) => [item.dataset.service, item.dataset.included])).toEqual([
      ['hotels', 'true'],
      ['transfers', 'false'],
      ['flights', 'true'],
      ['meals', 'false'],
      ['visa', 'false'],
      ['sightseeing', 'true'],
      ['24_7_support', 'false'],
    ]);
    expect(items[0]).toHaveTextContent('Hotels (included)');
    expect(items[1]).toHaveTextContent('Transfers (not included)');
  });

  it('lists one row per hotel under its city and country, with the days in the header', async () => {
    serveCatalogue();
    renderStorefront('/Deal', { deal: makePackage(1) });
    const section = await screen.findByRole('region', { name: 'Destinations · 7 Days' });
    const rows = within(section)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['Thailand', 'Bangkok', 'The Bangkok Grand', '4 star', '3'],
      ['Thailand', 'Phuket', 'Phuket Bay Resort & Spa', '5 star', '3'],
    ]);
  });

  it('shows what is included and excluded, the payment terms with the four notes, and the side card', async () => {
    serveCatalogue();
    renderStorefront('/Deal', { deal: makePackage(1) });
    expect(await screen.findByText('Return flights from Delhi')).toBeInTheDocument();
    expect(screen.getByText('GST of 5% on the total package price')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Payment terms/ })).toHaveAttribute('src', '/api/images/payment-terms.svg');
    const notes = screen.getByRole('heading', { name: 'NOTES' }).nextElementSibling as HTMLElement;
    expect(within(notes).getAllByRole('listitem')).toHaveLength(4);
    expect(notes).toHaveTextContent(/airfare.*tickets/);
    expect(notes).toHaveTextContent(/non-negotiable/);
    const side = screen.getByRole('complementary', { name: 'Price and booking' });
    expect(side).toHaveTextContent('6 N / 7 D');
    expect(within(side).getByRole('row', { name: /Standard/ })).toHaveTextContent('StandardWas ₹64,999₹54,999');
    expect(within(side).getByRole('row', { name: /Deluxe/ })).toHaveTextContent('Deluxe₹72,999');
  });

  it('ENQUIRE NOW opens /Form with the package and a one-item allDeals list', async () => {
    serveCatalogue();
    const pkg = makePackage(5, { packageName: 'Maldives Overwater Escape' });
    renderStorefront('/Deal', { deal: pkg });
    await userEvent.click(await screen.findByRole('link', { name: 'ENQUIRE NOW' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/Form$/));
    expect(currentState()).toEqual({ deal: pkg, allDeals: [{ id: 5, name: 'Maldives Overwater Escape', price: pkg.pricing }] });
  });

  it('shortens the description to 100 words, with View More / View Less only above 250 words', async () => {
    serveCatalogue();
    const { unmount } = renderStorefront('/Deal', {
      deal: makePackage(1, { description: { title: 'Why You Will Love It', paragraph: words(200) } }),
    });
    expect(await screen.findByText(`${words(100)}...`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View More' })).not.toBeInTheDocument();
    unmount();

    renderStorefront('/Deal', { deal: makePackage(1, { description: { title: 'Why You Will Love It', paragraph: words(260) } }) });
    expect(await screen.findByText(`${words(100)}...`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View More' }));
    expect(screen.getByText(words(260))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View Less' }));
    expect(screen.getByText(`${words(100)}...`)).toBeInTheDocument();
  });

  it("says 'No Images Available' for a package without pictures", async () => {
    serveCatalogue();
    renderStorefront('/Deal', { deal: makePackage(1, { images: [] }) });
    expect(await screen.findByText(NO_IMAGES)).toBeInTheDocument();
  });
});
