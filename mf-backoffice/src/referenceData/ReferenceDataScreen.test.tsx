import { REFERENCE_DATA_MESSAGES as M, type ManagedReferenceData } from '@agency/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, type Handler, jsonResponse, storeSession, stubApi, verifiedAs } from '../testing/apiStub';
import { renderAt } from '../testing/renderAt';
import { REFERENCE_TEXTS as T } from './texts';

const DATA: ManagedReferenceData = {
  continents: [
    { id: 1, name: 'Asia' },
    { id: 4, name: 'Europe' },
  ],
  countries: [
    { id: 2, continentId: 1, name: 'India', route: 'India', intro: 'Rediscover your own country.', more: '', inMenu: true, packages: 3 },
    { id: 9, continentId: 4, name: 'Portugal', route: 'Portugal', intro: 'Atlantic light.', more: '', inMenu: false, packages: 0 },
  ],
  cities: [
    { id: 11, countryId: 2, name: 'Goa', packages: 2 },
    { id: 12, countryId: 2, name: 'Kochi', packages: 0 },
    { id: 20, countryId: 9, name: 'Lisbon', packages: 0 },
  ],
  hotels: [{ id: 30, cityId: 11, name: 'Taj Fort Aguada', star: 5, packages: 2 }],
};

async function openScreen(role: string, routes: Record<string, Handler> = {}, tab?: string) {
  storeSession({ authToken: 'jwt-chief', username: 'chief' });
  const fetch = stubApi({ 'GET /api/auth/verify': verifiedAs('chief', role), ...routes });
  renderAt('/Account/reference-data');
  await screen.findByRole('heading', { level: 1, name: T.title });
  if (tab) await userEvent.click(screen.getByRole('tab', { name: tab }));
  return fetch;
}

beforeEach(() => localStorage.clear());

describe('the reference data screen', () => {
  it('says it is loading, then lists the countries with their use, and searches within them', async () => {
    const answer = deferred();
    await openScreen('admin', { 'GET /api/destinations/manage': answer.handler });
    expect(await screen.findByRole('status')).toHaveTextContent(T.loading);
    answer.release(jsonResponse(200, DATA));
    const table = await screen.findByRole('table', { name: T.countries.tab });
    expect(within(table).getByRole('row', { name: /India/ })).toHaveTextContent(T.inUseNote(3));
    expect(within(table).getByRole('row', { name: /Portugal/ })).toHaveTextContent(T.unused);
    await userEvent.type(screen.getByLabelText(T.search), 'portu');
    expect(within(table).queryByRole('row', { name: /India/ })).toBeNull();
    expect(screen.getByText(T.shown(1, 2, T.countries.noun))).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(T.search), 'zzz');
    expect(await screen.findByText(T.countries.empty)).toBeInTheDocument();
  });

  it('says when the data cannot be loaded, and Try again fetches it', async () => {
    let calls = 0;
    await openScreen('admin', {
      'GET /api/destinations/manage': () =>
        ++calls === 1 ? jsonResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' }) : jsonResponse(200, DATA),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(T.failed);
    await userEvent.click(screen.getByRole('button', { name: T.retry }));
    expect(await screen.findByRole('table', { name: T.countries.tab })).toBeInTheDocument();
  });

  it('adds a city to the chosen country and shows the server’s refusal of a duplicate', async () => {
    const sent: unknown[] = [];
    await openScreen(
      'admin',
      {
        'GET /api/destinations/manage': () => jsonResponse(200, DATA),
        'POST /api/destinations/cities': async (request) => {
          const body = (await request.json()) as { countryId: number; name: string };
          sent.push(body);
          return body.name === 'Goa'
            ? jsonResponse(409, { statusCode: 409, error: 'Conflict', message: M.cityExists('Goa', 'India') })
            : jsonResponse(201, {
                message: M.created(body.name),
                data: { id: 13, countryId: body.countryId, name: body.name, packages: 0 },
              });
        },
      },
      T.cities.tab,
    );
    await screen.findByRole('table', { name: T.cities.tab });
    await userEvent.click(screen.getByRole('button', { name: T.cities.add }));
    const dialog = screen.getByRole('dialog', { name: T.cities.addTitle });
    await userEvent.selectOptions(within(dialog).getByLabelText(T.cities.country), 'India');
    await userEvent.type(within(dialog).getByLabelText(T.cities.name), 'Goa');
    await userEvent.click(within(dialog).getByRole('button', { name: T.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.cityExists('Goa', 'India'));
    // Nothing typed is lost.
    expect(within(dialog).getByLabelText(T.cities.name)).toHaveValue('Goa');
    await userEvent.clear(within(dialog).getByLabelText(T.cities.name));
    await userEvent.type(within(dialog).getByLabelText(T.cities.name), 'Varkala');
    await userEvent.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByRole('status').some((status) => status.textContent === M.created('Varkala'))).toBe(true);
    expect(sent).toEqual([
      { countryId: 2, name: 'Goa' },
      { countryId: 2, name: 'Varkala' },
    ]);
  });

  it('asks before deleting, and shows why something in use cannot be deleted', async () => {
    const refusal = M.inUse('Goa', 2, ['Goa Beach Escape', 'Konkan Coast']);
    await openScreen(
      'admin',
      {
        'GET /api/destinations/manage': () => jsonResponse(200, DATA),
        'DELETE /api/destinations/cities/11': () => jsonResponse(409, { statusCode: 409, error: 'Conflict', message: refusal }),
      },
      T.cities.tab,
    );
    const table = await screen.findByRole('table', { name: T.cities.tab });
    await userEvent.click(within(table).getByRole('button', { name: `${T.delete} Goa, India` }));
    const question = screen.getByRole('alertdialog', { name: T.deleteTitle('Goa') });
    await userEvent.click(within(question).getByRole('button', { name: T.yesDelete }));
    expect(await within(question).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(question).queryByRole('button', { name: T.yesDelete })).toBeNull();
  });

  it('tells other roles that administrators manage reference data, and asks the server nothing', async () => {
    const fetch = await openScreen('manager');
    expect(screen.getByText(T.adminsOnly)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
    const paths = fetch.mock.calls.map(([input]) => new URL((input as Request).url).pathname);
    expect(paths).not.toContain('/api/destinations/manage');
  });
});
