import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentState, failure, makePackage, renderStorefront, serveCatalogue } from '../testing/fixtures';

describe('region overview', () => {
  it("shows 'MAP OF REGION' and a card for each continent", async () => {
    serveCatalogue();
    renderStorefront('/Destination');
    expect(await screen.findByRole('heading', { level: 1, name: 'MAP OF REGION' })).toBeInTheDocument();
    const cards = await within(screen.getByRole('region', { name: 'Choose your region' })).findAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/Asia', '/Europe', '/Indianocean']);
  });

  it('says so calmly when the regions cannot be loaded', async () => {
    serveCatalogue({ '/api/regions': failure() });
    renderStorefront('/Destination');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load our destinations just now.');
  });
});

describe('continent page', () => {
  it('has a banner, an intro with Show More / Show Less, the country list and the country cards', async () => {
    serveCatalogue();
    renderStorefront('/Asia');
    expect(await screen.findByRole('heading', { level: 1, name: 'Asia' })).toBeInTheDocument();
    expect(screen.getByText('Asia further text.')).not.toBeVisible();
    await userEvent.click(screen.getByText('Show More', { selector: 'summary' }));
    expect(screen.getByText('Asia further text.')).toBeVisible();
    await userEvent.click(await screen.findByText('Show Less', { selector: 'summary' }));
    expect(screen.getByText('Asia further text.')).not.toBeVisible();
    await screen.findByText('Show More', { selector: 'summary' });

    const toggle = screen.getByRole('button', { name: 'VIEW COUNTRY LIST' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const cards = within(screen.getByRole('region', { name: 'Destinations in Asia' })).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/Bali', '/Thailand', '/Japan']);
  });
});

describe('a continent or country path', () => {
  it('asks the catalogue for that page alone (not every region), and is the 404 page when it names none', async () => {
    const stub = serveCatalogue();
    renderStorefront('/Atlantis');
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeInTheDocument();
    const asked = stub.mock.calls.map(([request]) => new URL((request as Request).url).pathname);
    expect(asked).toContain('/api/regions/Atlantis');
    expect(asked).not.toContain('/api/regions');
  });

  it('says so calmly, with a way to try again, when the page cannot be loaded', async () => {
    serveCatalogue({ '/api/regions/Thailand': failure() });
    renderStorefront('/Thailand');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load our destinations just now.');
  });
});

describe('country page', () => {
  it.each(['/SriLanka', '/SRI%20LANKA', '/Sri Lanka'])(
    'shows Sri Lanka at %s: capital name, intro, enquiry, deals and View All',
    async (path) => {
      serveCatalogue({ '/api/deals/sri%20lanka': { status: 200, body: [makePackage(1, { packageName: 'Tea Country Trails' })] } });
      renderStorefront(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'SRI LANKA' })).toBeInTheDocument();
      expect(screen.getByText('Show More', { selector: 'summary' })).toBeInTheDocument();
      const row = await screen.findByRole('list', { name: 'Deals in Sri Lanka' });
      expect(within(row).getByRole('heading', { name: 'Tea Country Trails' })).toBeInTheDocument();
      expect(within(row).getByRole('link', { name: 'See Deal: Tea Country Trails' })).toHaveAttribute('href', '/package-detail/1');
      expect(screen.getByRole('button', { name: 'Scroll deals right' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /^View All/ })).toHaveAttribute('href', '/packages/?country=sri+lanka');

      await userEvent.click(screen.getByRole('link', { name: 'Make An Enqiry' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/Form$/));
      expect(currentState()).toEqual({ destination: 'Sri Lanka' });
    },
  );

  it('stays calm when the country deals fail: no error text, a note, and a log line', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    serveCatalogue({ '/api/deals/thailand': failure() });
    renderStorefront('/Thailand');
    expect(await screen.findByText('No deals for Thailand on offer right now.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Deals of Thailand could not be loaded', expect.anything());
    logged.mockRestore();
  });
});
