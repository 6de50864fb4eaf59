import { requestAt } from '@agency/test-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { END_OF_PACKAGES, FILTER_DATA_FETCH_ERROR, NO_FILTER_MATCH, PACKAGES_FETCH_ERROR } from '../messages';
import { failure, filterData, makePackage, packagePage, renderStorefront, serveCatalogue } from '../testing/fixtures';

const TOTAL = 17;
const all = Array.from({ length: TOTAL }, (_, index) => makePackage(index + 1, { packageName: `Package ${index + 1}` }));

/** The catalogue's paging over `all`: pages of the requested size (summaries), and each package by id. */
function servePaged(packages = all) {
  const byId = Object.fromEntries(packages.map((pkg) => [`/api/packages/${pkg._id}`, { status: 200, body: { data: pkg } }]));
  return serveCatalogue({
    ...byId,
    '/api/packages/filterData': { status: 200, body: filterData },
    '/api/packages': (request) => {
      const params = new URL(request.url).searchParams;
      const page = Number(params.get('page'));
      const limit = Number(params.get('limit'));
      const pages = Math.ceil(packages.length / limit);
      return { status: 200, body: packagePage(packages.slice((page - 1) * limit, page * limit), page, pages, packages.length) };
    },
  });
}

/** The query of every list call made so far. */
function listCalls(stub: jest.Mock): Record<string, string>[] {
  return stub.mock.calls
    .map((_, index) => new URL(requestAt(stub, index).url))
    .filter((url) => url.pathname === '/api/packages')
    .map((url) => Object.fromEntries(url.searchParams));
}

/** How many times the region data was asked for. */
function regionCalls(stub: jest.Mock): number {
  return stub.mock.calls.filter((_, index) => new URL(requestAt(stub, index).url).pathname === '/api/regions').length;
}

describe('the exclusive deals list', () => {
  it("is headed by the holiday type's name from the catalogue when the URL names one (the Holiday Types menu)", async () => {
    const types = [
      { _id: 1, name: 'Adults_Only_Holidays', ShowName: 'Adults Only Holidays', image: '/api/images/holiday-adults-only-holidays.svg' },
    ];
    serveCatalogue({
      '/api/packages/filterData': { status: 200, body: filterData },
      '/api/packages': { status: 200, body: packagePage(all.slice(0, 7), 1, 3, TOTAL) },
      '/api/holiday_types': { status: 200, body: types },
    });
    renderStorefront('/packages/?holidayType=Adults_Only_Holidays');
    expect(await screen.findByRole('heading', { level: 1, name: 'Adults Only Holidays' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Exclusive Deals' })).not.toBeInTheDocument();
  });

  it("is headed 'Exclusive Deals' without a holiday type, and asks for no holiday type names", async () => {
    const stub = servePaged();
    renderStorefront('/packages?country=bali');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Exclusive Deals' });
    // The banner draws the poster's scene alone: its own title would show behind a heading that wraps.
    expect(heading.closest('header')?.querySelector('img')).toHaveAttribute('src', '/api/images/scene-page-exclusive-deals.svg');
    await screen.findByText('Page 1 of 3 | Total Packages: 17');
    expect(stub.mock.calls.some((_, index) => new URL(requestAt(stub, index).url).pathname === '/api/holiday_types')).toBe(false);
  });

  it('asks for the region data only once the visitor reaches for the filters, or at once when the URL names a place', async () => {
    const stub = servePaged();
    renderStorefront('/packages');
    await screen.findByText('Page 1 of 3 | Total Packages: 17');
    expect(regionCalls(stub)).toBe(0);
    await userEvent.hover(screen.getByRole('complementary', { name: 'FILTERS' }));
    await waitFor(() => expect(regionCalls(stub)).toBe(1));

    const placed = servePaged();
    renderStorefront('/packages/?continent=asia');
    await waitFor(() => expect(regionCalls(placed)).toBe(1));
  });

  it("pages through the catalogue 7 at a time: 'Load More' appends, then the end text", async () => {
    const stub = servePaged();
    renderStorefront('/packages');
    expect(await screen.findByText('Page 1 of 3 | Total Packages: 17')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^VIEW DETAILS/ })).toHaveLength(7);

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Page 2 of 3 | Total Packages: 17')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^VIEW DETAILS/ })).toHaveLength(14);

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText(END_OF_PACKAGES)).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3 | Total Packages: 17')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^VIEW DETAILS/ })).toHaveLength(17);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(listCalls(stub).map((query) => [query.page, query.limit])).toEqual([
      ['1', '7'],
      ['2', '7'],
      ['3', '7'],
    ]);
  });

  it('opens at the page the address names, with the filters and Load More as forms that work without scripts', async () => {
    const stub = servePaged();
    renderStorefront('/packages?holidayType=Safari&page=2');
    expect(await screen.findByText('Page 2 of 3 | Total Packages: 17')).toBeInTheDocument();
    expect(listCalls(stub)).toEqual([{ page: '2', limit: '7', holiday_types: 'Safari' }]);
    expect(screen.getByRole('link', { name: 'Show the previous packages' })).toHaveAttribute('href', '/packages?holidayType=Safari');
    // Load More sends the list's filters and the next page to the server when no script takes it.
    const loadMore = screen.getByRole('button', { name: 'Load More' });
    const moreForm = loadMore.closest('form')!;
    expect(moreForm).toHaveAttribute('method', 'get');
    expect(moreForm).toHaveAttribute('action', '/packages');
    expect(Object.fromEntries(new FormData(moreForm, loadMore))).toEqual({ holidayType: 'Safari', page: '3' });
    // The filters and the sort are one GET form, named as the address names them.
    const sort = screen.getByLabelText('Sort by') as HTMLSelectElement;
    const filtersForm = sort.form!;
    expect(filtersForm).toHaveAttribute('method', 'get');
    expect(new FormData(filtersForm).getAll('holidayType')).toEqual(['Safari']);
    expect(new FormData(filtersForm).get('sort')).toBe('');

    await userEvent.click(loadMore);
    expect(await screen.findByText('Page 3 of 3 | Total Packages: 17')).toBeInTheDocument();
    expect(listCalls(stub).map((query) => query.page)).toEqual(['2', '3']);
  });

  it('pre-selects the URL query case-insensitively, once the filter data has loaded', async () => {
    const stub = servePaged();
    renderStorefront('/packages/?country=SRI%20LANKA&holidayType=honeymoons&continent=indian%20ocean');
    await screen.findByText('Page 1 of 3 | Total Packages: 17');
    expect(screen.getByRole('checkbox', { name: 'Sri Lanka' })).toBeChecked();
    // The continent narrows the destinations offered.
    expect(screen.queryByRole('checkbox', { name: 'Thailand' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Honeymoons' })).toBeChecked();
    expect(screen.getByLabelText('Continent')).toHaveValue('Indian Ocean');
    // The first call already carries the matched values (no unfiltered call first).
    expect(listCalls(stub)).toEqual([
      { page: '1', limit: '7', country: 'sri lanka', holiday_types: 'Honeymoons', continent: 'Indian Ocean' },
    ]);
  });

  it('starts again at page 1 when a filter or the sort changes, and writes it into the URL', async () => {
    const stub = servePaged();
    renderStorefront('/packages');
    await screen.findByText('Page 1 of 3 | Total Packages: 17');
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByText('Page 2 of 3 | Total Packages: 17');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Safari' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^VIEW DETAILS/ })).toHaveLength(7));
    expect(listCalls(stub).at(-1)).toEqual({ page: '1', limit: '7', holiday_types: 'Safari' });
    expect(screen.getByTestId('location')).toHaveTextContent('/packages?holidayType=Safari');

    await userEvent.selectOptions(screen.getByLabelText('Price range (per person)'), '50000-100000');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'duration-desc');
    await waitFor(() =>
      expect(listCalls(stub).at(-1)).toEqual({
        page: '1',
        limit: '7',
        holiday_types: 'Safari',
        minPrice: '50000',
        maxPrice: '100000',
        sortBy: 'duration',
        sortOrder: 'desc',
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/packages?holidayType=Safari&price=50000-100000&sort=duration-desc');
  });

  it('selects afresh when a link changes the query while the list is open', async () => {
    const stub = servePaged();
    renderStorefront('/packages?holidayType=Safari');
    await screen.findByText('Page 1 of 3 | Total Packages: 17');
    expect(screen.getByRole('checkbox', { name: 'Safari' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Holiday Types' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Honeymoons' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Honeymoons' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Safari' })).not.toBeChecked();
    await waitFor(() => expect(listCalls(stub).at(-1)).toEqual({ page: '1', limit: '7', holiday_types: 'Honeymoons' }));
  });

  it('filters by several destinations at once: DESTINATION is a checkbox group', async () => {
    const stub = servePaged();
    renderStorefront('/packages?country=thailand');
    await screen.findByText('Page 1 of 3 | Total Packages: 17');
    const destinations = screen.getByRole('group', { name: 'Destination' });
    expect(within(destinations).queryAllByRole('radio')).toHaveLength(0);
    expect(
      within(destinations)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(filterData.countries);
    expect(within(destinations).getByRole('checkbox', { name: 'Thailand' })).toBeChecked();

    await userEvent.click(within(destinations).getByRole('checkbox', { name: 'Sri Lanka' }));
    await waitFor(() => expect(listCalls(stub).at(-1)).toEqual({ page: '1', limit: '7', country: 'thailand,sri lanka' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/packages?country=thailand%2Csri+lanka');
    expect(within(destinations).getByRole('checkbox', { name: 'Thailand' })).toBeChecked();
    expect(within(destinations).getByRole('checkbox', { name: 'Sri Lanka' })).toBeChecked();
    expect(screen.getByRole('button', { name: /Show filters \(2\)/ })).toBeInTheDocument();

    await userEvent.click(within(destinations).getByRole('checkbox', { name: 'Thailand' }));
    await waitFor(() => expect(listCalls(stub).at(-1)).toEqual({ page: '1', limit: '7', country: 'sri lanka' }));
    await userEvent.click(within(destinations).getByRole('checkbox', { name: 'Sri Lanka' }));
    await waitFor(() => expect(listCalls(stub).at(-1)).toEqual({ page: '1', limit: '7' }));
    expect(
      within(destinations)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked),
    ).toHaveLength(0);
  });

  it('collapses the HOLIDAY TYPES and DESTINATION groups', async () => {
    servePaged();
    renderStorefront('/packages');
    const toggle = await screen.findByRole('button', { name: 'HOLIDAY TYPES' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'Safari' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'DESTINATION' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows each package as a wide card: chips, 200-character text, From price Per Person, the old price struck through', async () => {
    const long = makePackage(1, { packageName: 'Long Text Holiday', description: { title: 'About', paragraph: 'x'.repeat(260) } });
    servePaged([long]);
    renderStorefront('/packages');
    const card = (await screen.findByRole('heading', { level: 2, name: 'Long Text Holiday' })).closest('article') as HTMLElement;
    expect(within(card).getByText('Bangkok, 3 Nights')).toBeInTheDocument();
    expect(within(card).getByText('Phuket, 3 Nights')).toBeInTheDocument();
    expect(within(card).getByText(`${'x'.repeat(200)}...`)).toBeInTheDocument();
    expect(within(card).getByText('From')).toBeInTheDocument();
    expect(within(card).getByText('₹54,999')).toBeInTheDocument();
    expect(within(card).getByText('Per Person')).toBeInTheDocument();
    expect(within(card).getByText('₹64,999').closest('s')).not.toBeNull();
    expect(within(card).getByText('7 Days')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Included services' }).querySelectorAll('li')).toHaveLength(3);
    const viewDetails = within(card).getByRole('link', { name: 'VIEW DETAILS: Long Text Holiday' });
    expect(viewDetails.getAttribute('href')).toMatch(/^\/package-detail\/\d+$/);
    await userEvent.click(viewDetails);
    expect(await screen.findByRole('heading', { level: 1, name: 'Long Text Holiday' })).toBeInTheDocument();
  });

  it("says 'No deals match your selected filters' when nothing is left", async () => {
    servePaged([]);
    renderStorefront('/packages?holidayType=Safari');
    expect(await screen.findByText(NO_FILTER_MATCH)).toBeInTheDocument();
  });

  it("logs 'Failed to fetch packages' and 'Failed to fetch filter data' and shows a calm note", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    serveCatalogue({ '/api/packages/filterData': failure(), '/api/packages': failure() });
    renderStorefront('/packages');
    expect(await screen.findByText('We could not load the packages just now.')).toBeInTheDocument();
    expect(screen.getByText(/Filters are unavailable right now/)).toBeInTheDocument();
    expect(logged.mock.calls.map(([message]) => message)).toEqual(expect.arrayContaining([PACKAGES_FETCH_ERROR, FILTER_DATA_FETCH_ERROR]));
    logged.mockRestore();
  });
});

describe('the deals list keeps its layout', () => {
  it('holds the room of a first page of cards while the list loads', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    serveCatalogue({
      '/api/packages/filterData': { status: 200, body: filterData },
      '/api/packages': async () => {
        await answered;
        return { status: 200, body: packagePage(all.slice(0, 7), 1, 3, TOTAL) };
      },
    });
    const { container } = renderStorefront('/packages');
    await waitFor(() => expect(container.querySelector('[data-skeleton="wide"]')).not.toBeNull());
    expect(container.querySelector('[data-skeleton="wide"]')?.children).toHaveLength(7);
    answer();
    expect(await screen.findByText('Page 1 of 3 | Total Packages: 17')).toBeInTheDocument();
    expect(container.querySelector('[data-skeleton]')).toBeNull();
  });

  it("loads the first card's picture at once and ahead of the others; the rest wait until needed", async () => {
    servePaged();
    renderStorefront('/packages');
    await screen.findByText('Page 1 of 3 | Total Packages: 17');
    const pictures = screen
      .getAllByRole('article')
      .map((card) => card.querySelector('img:not([class*="backdrop"])') ?? card.querySelector('img'));
    const [first, ...rest] = pictures as HTMLImageElement[];
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const picture of rest) expect(picture).toHaveAttribute('loading', 'lazy');
    // Every picture has its size, so nothing moves while it arrives.
    for (const picture of pictures as HTMLImageElement[]) {
      expect(picture).toHaveAttribute('width');
      expect(picture).toHaveAttribute('height');
    }
  });
});
