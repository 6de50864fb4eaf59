import { requestAt } from '@agency/test-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEALS_LOAD_ERROR } from '../messages';
import { currentState, failure, makePackage, renderStorefront, serveCatalogue } from '../testing/fixtures';

const topDeals = [1, 2, 3, 4].map((id) => makePackage(id, { packageName: `Top Deal ${id}`, duration: 5 + id }));
/** The deals call answers cards: summaries without the detail fields. */
const card = (id: number, flags: Record<string, 'True'>, packageName = `Section Deal ${id}`) => {
  const {
    description: _d,
    destinations: _ds,
    overview: _o,
    inclusionTexts: _i,
    exclusionTexts: _e,
    ...summary
  } = makePackage(id, id < 5 ? { packageName, duration: 5 + id } : { packageName });
  return { ...summary, ...flags };
};

function serveHome(overrides: Parameters<typeof serveCatalogue>[0] = {}) {
  return serveCatalogue({
    '/api/deals/top': { status: 200, body: topDeals.map((pkg) => card(pkg._id, {}, pkg.packageName)) },
    '/api/deals/data': {
      status: 200,
      body: [card(11, { HomeDealSection1: 'True' }), card(12, { HomeDealSection1: 'True' }), card(13, { HomeDealSection3: 'True' })],
    },
    '/api/packages/11': { status: 200, body: { data: makePackage(11, { packageName: 'Section Deal 11' }) } },
    ...overrides,
  });
}

describe('home page', () => {
  it("shows 'Our Exclusive Top Deals' as the catalogue's top deals answer them, each card with its title, days and price", async () => {
    const stub = serveHome();
    renderStorefront('/');
    const section = screen.getByRole('region', { name: 'Our Exclusive Top Deals' });
    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(within(cards[0]).getByRole('heading', { level: 3 })).toHaveTextContent('Top Deal 1');
    expect(within(cards[0]).getByText('from').parentElement).toHaveTextContent(/^6 Daysfrom₹54,999$/);
    expect(within(section).getByRole('link', { name: 'View All Deals' })).toHaveAttribute('href', '/packages');
    const paths = stub.mock.calls.map((_, index) => new URL(requestAt(stub, index).url).pathname);
    expect(paths).toContain('/api/deals/top');
    expect(paths).not.toContain('/api/packages');
  });

  it('fills the deal sections by their HomeDealSection flags and leaves out an empty one', async () => {
    serveHome();
    renderStorefront('/');
    const trending = await screen.findByRole('list', { name: 'Trending Holidays' });
    expect(
      within(trending)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Section Deal 11', 'Section Deal 12']);
    expect(within(screen.getByRole('list', { name: 'Family Holidays & Grand Journeys' })).getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Romance & Beach Escapes' })).not.toBeInTheDocument();
  });

  it("'See Deal' links to the package's shareable /package-detail/{id}, and the detail is fetched for a card summary", async () => {
    serveHome();
    renderStorefront('/');
    const trending = await screen.findByRole('list', { name: 'Trending Holidays' });
    const seeDeal = within(trending).getByRole('link', { name: 'See Deal: Section Deal 11' });
    expect(seeDeal).toHaveAttribute('href', '/package-detail/11');
    await userEvent.click(seeDeal);
    expect(await screen.findByRole('heading', { level: 1, name: 'Section Deal 11' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/package-detail\/11$/);
    // Nothing rides in navigation state: the address alone names the package.
    expect(currentState()).toBeNull();
    expect(within(screen.getByRole('region', { name: /^Destinations/ })).getByRole('table')).toHaveTextContent('The Bangkok Grand');
  });

  it('links the nine trending destinations to their pages', async () => {
    serveHome();
    renderStorefront('/');
    const section = screen.getByRole('region', { name: 'Top Trending Destination' });
    const links = within(section).getAllByRole('link');
    expect(links.slice(0, 9).map((link) => link.getAttribute('href'))).toEqual([
      '/Thailand',
      '/Dubai',
      '/Vietnam',
      '/AbuDhabi',
      '/Maldives',
      '/Malaysia',
      '/Singapore',
      '/TURKEY',
      '/SRI%20LANKA',
    ]);
    expect(within(section).getByRole('link', { name: 'View All Destination' })).toHaveAttribute('href', '/packages');
  });

  it('shows placeholders while the deals load', () => {
    serveHome();
    renderStorefront('/');
    expect(screen.getByRole('region', { name: 'Our Exclusive Top Deals' })).toHaveAttribute('aria-busy', 'true');
  });

  it.each(['/api/deals/data', '/api/deals/top'])('puts the red deals error in place of the page when %s fails', async (path) => {
    serveHome({ [path]: failure(503) });
    renderStorefront('/');
    expect(await screen.findByText(DEALS_LOAD_ERROR)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Our Exclusive Top Deals' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Top Trending Destination' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(DEALS_LOAD_ERROR));
  });
});
