import { requestAt } from '@agency/test-kit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEALS_LOAD_ERROR } from '../messages';
import { currentState, failure, makePackage, packagePage, renderStorefront, serveCatalogue } from '../testing/fixtures';

const honeymoon = (id: number) => makePackage(id, { packageName: `Honeymoon ${id}`, Honeymoons: 'True' });

describe('the holiday-type deals screen', () => {
  it('opens from /Holidays with its item and lists the deals whose flag is True', async () => {
    // The flag rule is the catalogue's holiday_types filter: the screen lists what it answers.
    const stub = serveCatalogue({ '/api/packages': { status: 200, body: packagePage([honeymoon(1), honeymoon(3)]) } });
    renderStorefront('/Holidays');
    await userEvent.click(await screen.findByRole('link', { name: 'Honeymoons' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Honeymoons' })).toBeInTheDocument();
    expect(currentState()).toEqual({ item: { Name: 'Honeymoons', ShowName: 'Honeymoons', Url: '/api/images/holiday-honeymoons.svg' } });
    const deals = await screen.findByRole('region', { name: 'Honeymoons deals' });
    expect((await within(deals).findAllByRole('link', { name: /^Honeymoon \d$/ })).map((link) => link.textContent)).toEqual([
      'Honeymoon 1',
      'Honeymoon 3',
    ]);
    const call = stub.mock.calls.map((_, index) => new URL(requestAt(stub, index).url)).find((url) => url.pathname === '/api/packages');
    expect(call?.searchParams.get('holiday_types')).toBe('Honeymoons');
  });

  it('shows the item it was given: its ShowName and banner', async () => {
    serveCatalogue({ '/api/packages': { status: 200, body: packagePage([honeymoon(1)]) } });
    renderStorefront('/Holidays/Honeymoons', {
      item: { Name: 'Honeymoons', ShowName: 'Romantic Honeymoons', Url: '/api/images/holiday-honeymoons.svg' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Romantic Honeymoons' })).toBeInTheDocument();
  });

  it('opens a deal at its shareable /package-detail/{id}', async () => {
    // The list answers summaries: the detail page fetches the whole package by the id in its address.
    serveCatalogue({
      '/api/packages': { status: 200, body: packagePage([honeymoon(1)]) },
      '/api/packages/1': { status: 200, body: { data: honeymoon(1) } },
    });
    renderStorefront('/Holidays/Honeymoons');
    const tile = await screen.findByRole('link', { name: 'Honeymoon 1' });
    expect(tile).toHaveAttribute('href', '/package-detail/1');
    await userEvent.click(tile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Honeymoon 1' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/package-detail\/1$/);
  });

  it("says 'No deals found for {ShowName}' when none carries the flag", async () => {
    serveCatalogue({ '/api/packages': { status: 200, body: packagePage([]) } });
    renderStorefront('/Holidays/Golf_Holidays');
    expect(await screen.findByText('No deals found for Golf Holidays')).toBeInTheDocument();
  });

  it('shows the red deals error when the call fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    serveCatalogue({ '/api/packages': failure() });
    renderStorefront('/Holidays/Safari');
    expect(await screen.findByText(DEALS_LOAD_ERROR)).toBeInTheDocument();
    logged.mockRestore();
  });

  it("lists a home deal section's deals from /Exclusive", async () => {
    const card = (id: number, flag: 'True' | 'False') => ({ ...makePackage(id, { packageName: `Section ${id}` }), HomeDealSection2: flag });
    serveCatalogue({ '/api/deals/data': { status: 200, body: [card(1, 'True'), card(2, 'False'), card(3, 'True')] } });
    renderStorefront('/Exclusive');
    await userEvent.click(await screen.findByRole('link', { name: 'Romance & Beach Escapes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Romance & Beach Escapes' })).toBeInTheDocument();
    expect((await screen.findAllByRole('link', { name: /^Section \d$/ })).map((link) => link.textContent)).toEqual([
      'Section 1',
      'Section 3',
    ]);
  });

  it('is the 404 page for a name that is neither a holiday type nor a deal section', async () => {
    serveCatalogue();
    renderStorefront('/Holidays/Space_Travel');
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeInTheDocument();
  });
});
