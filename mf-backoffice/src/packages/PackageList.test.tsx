import { PACKAGE_MESSAGES } from '@agency/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DELETE_PACKAGE_FAILED, DELETE_PACKAGE_QUESTION, LOADING_PACKAGES, NO_PACKAGES, PACKAGES_FETCH_FAILED } from '../messages';
import { deferred, type Handler, jsonResponse, storeSession, stubApi, verifiedAs } from '../testing/apiStub';
import { renderAt } from '../testing/renderAt';
import { DESTINATIONS, HOLIDAY_TYPE_LIST, INCLUSION_LIST, listAnswer, STORED, summary } from './testing/fixtures';

/** The admin screen's Database tab for a verified administrator, with the given answers. */
async function openList(routes: Record<string, Handler>) {
  storeSession({ authToken: 'jwt-chief', adminAuth: 'true' });
  const fetch = stubApi({
    'GET /api/auth/verify': verifiedAs('chief', 'admin'),
    'GET /api/auth/users': () => jsonResponse(200, []),
    'GET /api/destinations': () => jsonResponse(200, DESTINATIONS),
    'GET /api/holiday_types': () => jsonResponse(200, HOLIDAY_TYPE_LIST),
    'GET /api/inclusions': () => jsonResponse(200, INCLUSION_LIST),
    ...routes,
  });
  renderAt('/admin');
  await userEvent.click(await screen.findByRole('tab', { name: 'Database' }));
  return fetch;
}

/** The query of every GET /api/packages the screen made. */
const listQueries = (fetch: jest.Mock) =>
  fetch.mock.calls
    .map(([input]) => new URL((input as Request).url))
    .filter((url) => url.pathname === '/api/packages/staff')
    .map((url) => Object.fromEntries(url.searchParams));

const PAGE_ONE = [summary(31, 'Bali Escape', 54999), summary(30, 'Greek Islands', null, 8)];

beforeEach(() => localStorage.clear());

describe('the Package List', () => {
  it("shows 'Loading packages...', then rows with the first price or N/A, 'N days', and the paging text", async () => {
    const answer = deferred();
    const fetch = await openList({ 'GET /api/packages/staff': answer.handler });
    expect(await screen.findByText(LOADING_PACKAGES)).toBeInTheDocument();
    answer.release(jsonResponse(200, listAnswer(PAGE_ONE, 1, 25)));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Image', 'Package', 'Status', 'Price', 'Duration', 'Actions']);
    const [bali, greek] = within(table).getAllByRole('row').slice(1);
    expect(within(bali).getByText('₹54,999')).toBeInTheDocument();
    expect(within(bali).getByText('5 days')).toBeInTheDocument();
    expect(within(greek).getByText('N/A')).toBeInTheDocument();
    expect(within(greek).getByText('8 days')).toBeInTheDocument();
    for (const action of ['Update', 'Clone', 'Delete'])
      expect(within(bali).getByRole('button', { name: `${action} Bali Escape` })).toBeInTheDocument();
    expect(screen.getByText('Showing page 1 of 3 | Total packages: 25')).toBeInTheDocument();
    // Page size 10, no filter sent while none is filled, and the list call carries the token.
    expect(listQueries(fetch)[0]).toEqual({ page: '1', limit: '10' });
  });

  it('pages with Previous and Next, each only where there is a page to go to', async () => {
    const fetch = await openList({
      'GET /api/packages/staff': (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return jsonResponse(200, listAnswer([summary(40 - page, `Package on page ${page}`, 1000 * page)], page, 21));
      },
    });
    await screen.findByText('Package on page 1');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Package on page 2')).toBeInTheDocument();
    expect(screen.getByText('Showing page 2 of 3 | Total packages: 21')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Package on page 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Package on page 2')).toBeInTheDocument();
    expect(listQueries(fetch).map((query) => query.page)).toEqual(['1', '2', '3', '2']);
  });

  it('shows and hides the filters; a filter change goes back to page 1 and sends only the filled filters', async () => {
    const fetch = await openList({
      'GET /api/packages/staff': (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return jsonResponse(200, listAnswer([summary(50 + page, `Row ${page}`, 500)], page, 30));
      },
    });
    await screen.findByText('Row 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Row 2');

    const toggle = screen.getByRole('button', { name: 'Show Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide Filters' })).toHaveAttribute('aria-expanded', 'true');
    const filters = screen.getByRole('region', { name: 'Filters' });
    await waitFor(() => expect(within(filters).getByRole('option', { name: 'Asia' })).toBeInTheDocument());
    await userEvent.selectOptions(within(filters).getByLabelText('Continent'), 'Asia');
    // The country choices follow the continent.
    expect(within(within(filters).getByLabelText('Country')).queryByRole('option', { name: 'Greece' })).not.toBeInTheDocument();
    await userEvent.selectOptions(within(filters).getByLabelText('Country'), 'Thailand');
    await userEvent.selectOptions(within(filters).getByLabelText('Holiday type'), 'Beach Holidays');
    await userEvent.type(within(filters).getByLabelText('Max price (INR)'), '90000');
    await waitFor(() =>
      expect(listQueries(fetch).at(-1)).toEqual({
        page: '1',
        limit: '10',
        continent: 'Asia',
        country: 'Thailand',
        holiday_types: 'Beach_Holidays',
        maxPrice: '90000',
      }),
    );
    expect(await screen.findByText('Showing page 1 of 3 | Total packages: 30')).toBeInTheDocument();

    // The button counts the filters in use.
    await userEvent.click(screen.getByRole('button', { name: 'Hide Filters 4 in use' }));
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it("says 'No packages found matching your filters' when the page is empty", async () => {
    await openList({ 'GET /api/packages/staff': () => jsonResponse(200, listAnswer([], 1, 0)) });
    expect(await screen.findByText(NO_PACKAGES)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and loads it on Try again', async () => {
    let down = true;
    await openList({
      'GET /api/packages/staff': () =>
        down
          ? jsonResponse(502, { statusCode: 502, error: 'Bad Gateway', message: 'down' })
          : jsonResponse(200, listAnswer(PAGE_ONE, 1, 2)),
    });
    expect(await screen.findByText(PACKAGES_FETCH_FAILED)).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('deletes a package after the confirmation, says so and reloads the list; Cancel leaves it be', async () => {
    let rows = PAGE_ONE;
    const fetch = await openList({
      'GET /api/packages/staff': () => jsonResponse(200, listAnswer(rows, 1, rows.length)),
      'DELETE /api/packages/31': () => {
        rows = rows.slice(1);
        return jsonResponse(200, { message: PACKAGE_MESSAGES.deleted });
      },
    });
    await screen.findByRole('table');
    const deleteButton = screen.getByRole('button', { name: 'Delete Bali Escape' });
    await userEvent.click(deleteButton);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Bali Escape' });
    expect(dialog).toHaveAccessibleDescription(DELETE_PACKAGE_QUESTION);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();

    await userEvent.click(deleteButton);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await userEvent.click(deleteButton);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText(PACKAGE_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Bali Escape')).not.toBeInTheDocument());
    const deletes = fetch.mock.calls.map(([input]) => input as Request).filter((request) => request.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(deletes[0].headers.get('authorization')).toBe('Bearer jwt-chief');
  });

  it("says 'Failed to delete package. Please try again.' when the delete is refused", async () => {
    await openList({
      'GET /api/packages/staff': () => jsonResponse(200, listAnswer(PAGE_ONE, 1, 2)),
      'DELETE /api/packages/31': () => jsonResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' }),
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Bali Escape' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText(DELETE_PACKAGE_FAILED)).toBeInTheDocument();
    expect(screen.getByText('Bali Escape')).toBeInTheDocument();
  });

  it('Add Package, Update and Clone open the form; Cancel comes back to the list as it was', async () => {
    await openList({
      'GET /api/packages/staff': (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return jsonResponse(200, listAnswer([summary(7, `Bali Escape ${page}`, 54999)], page, 12));
      },
      'GET /api/packages/staff/7': () => jsonResponse(200, { data: STORED, published: true }),
    });
    await screen.findByText('Bali Escape 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Bali Escape 2');

    await userEvent.click(screen.getByRole('button', { name: 'Add Package' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Add a package' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Showing page 2 of 2 | Total packages: 12')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Update Bali Escape 2' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Update package' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Bali Escape')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Clone Bali Escape 2' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Clone package' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Five days in Ubud.')).toBeInTheDocument();
  });
});
