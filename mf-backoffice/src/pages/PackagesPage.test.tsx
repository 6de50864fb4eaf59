/**
 * The package screens under /Account for a package editor of any kind (managers too): the list
 * from the staff navigation, a package's own form by its address, and what a create names.
 */

import { PACKAGE_MESSAGES } from '@agency/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CREATED_PACKAGE_TEXTS,
  DRAFT_BADGE,
  PACKAGE_EDITORS_ONLY,
  PACKAGES_PAGE_TEXTS,
  PUBLISHED_BADGE,
  STAFF_NAV_TEXTS,
} from '../messages';
import { installFakeXhr } from '../packages/testing/fakeXhr';
import { DESTINATIONS, HOLIDAY_TYPE_LIST, INCLUSION_LIST, listAnswer, STORED, summary } from '../packages/testing/fixtures';
import { type Handler, jsonResponse, storeSession, stubApi, verifiedAs } from '../testing/apiStub';
import { renderAt } from '../testing/renderAt';

const REFERENCES: Record<string, Handler> = {
  'GET /api/destinations': () => jsonResponse(200, DESTINATIONS),
  'GET /api/holiday_types': () => jsonResponse(200, HOLIDAY_TYPE_LIST),
  'GET /api/inclusions': () => jsonResponse(200, INCLUSION_LIST),
};

function signedInAs(role: string, routes: Record<string, Handler> = {}) {
  storeSession({ authToken: 'jwt-meera', username: 'meera' });
  return stubApi({ 'GET /api/auth/verify': verifiedAs('meera', role), ...REFERENCES, ...routes });
}

const field = (name: string) => screen.getByLabelText(name);
const group = (name: string) => screen.getByRole('group', { name });

beforeEach(() => localStorage.clear());

describe('/Account/packages', () => {
  it("gives a manager the package list from their own navigation, drafts marked, with each row's actions", async () => {
    signedInAs('manager', {
      'GET /api/packages/staff': () =>
        jsonResponse(200, listAnswer([summary(12, 'Kerala Draft', 39999, 5, false), summary(11, 'Bali Escape', 54999)], 1, 2)),
    });
    renderAt('/Account/packages');
    expect(await screen.findByRole('heading', { level: 1, name: PACKAGES_PAGE_TEXTS.title })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: STAFF_NAV_TEXTS.label });
    expect(within(nav).getByRole('link', { name: STAFF_NAV_TEXTS.packages })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: STAFF_NAV_TEXTS.packages })).toHaveAttribute('href', '/Account/packages');
    expect(within(nav).queryByRole('link', { name: STAFF_NAV_TEXTS.admin })).not.toBeInTheDocument();

    const draftRow = (await screen.findByText('Kerala Draft')).closest('tr')!;
    expect(within(draftRow).getByText(DRAFT_BADGE)).toBeInTheDocument();
    for (const action of ['Update', 'Clone', 'Publish', 'Delete'])
      expect(within(draftRow).getByRole('button', { name: `${action} Kerala Draft` })).toBeInTheDocument();
    const publishedRow = screen.getByText('Bali Escape').closest('tr')!;
    expect(within(publishedRow).getByText(PUBLISHED_BADGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Package' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Home page/ })).toBeInTheDocument();
  });

  it('tells an employee the packages are for administrators and managers, without a list that would be refused', async () => {
    const fetch = signedInAs('employee');
    renderAt('/Account/packages');
    expect(await screen.findByText(PACKAGE_EDITORS_ONLY)).toBeInTheDocument();
    expect(fetch.mock.calls.map(([input]) => new URL((input as Request).url).pathname)).not.toContain('/api/packages/staff');
  });
});

describe('/Account/packages/<id>', () => {
  it("opens the package's form to update it, with a way back to the list", async () => {
    signedInAs('manager', { 'GET /api/packages/staff/7': () => jsonResponse(200, { data: STORED, published: false }) });
    renderAt('/Account/packages/7');
    expect(await screen.findByRole('heading', { level: 2, name: 'Update package' })).toBeInTheDocument();
    expect(screen.getByText('Package #7')).toBeInTheDocument();
    expect(field('Package name')).toHaveValue('Bali Escape');
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/Account/packages');
  });

  it('says so when the address holds no package number', async () => {
    const fetch = signedInAs('admin');
    renderAt('/Account/packages/abc');
    expect(await screen.findByText(PACKAGES_PAGE_TEXTS.badId)).toBeInTheDocument();
    expect(fetch.mock.calls.map(([input]) => new URL((input as Request).url).pathname)).not.toContain('/api/packages/staff/abc');
  });
});

describe('after a create', () => {
  it('names the package made (its number and draft mark) and links to its form, which opens it', async () => {
    const sent = installFakeXhr();
    signedInAs('manager', {
      'GET /api/packages/staff/99': () => jsonResponse(200, { data: { ...STORED, _id: 99, packageName: 'Krabi Sands' }, published: false }),
    });
    renderAt('/PackageUploader');
    await screen.findByRole('heading', { level: 2, name: 'Add a package' });
    await userEvent.type(field('Package name'), 'Krabi Sands');
    await userEvent.type(field('Description paragraph'), 'Limestone cliffs and warm sea.');
    await userEvent.selectOptions(field('Type'), 'Premium');
    await userEvent.type(field('Price (INR)'), '64999');
    await userEvent.type(field('Duration (days)'), '6');
    await userEvent.selectOptions(field('Continent'), 'Asia');
    await userEvent.click(within(group('Countries')).getByLabelText('Thailand'));
    await userEvent.click(within(group('Cities in Thailand')).getByLabelText('Krabi'));
    await userEvent.type(field('Hotel name'), 'Rayavadee');
    await userEvent.type(field('Star rating'), '5');
    await userEvent.selectOptions(field('Nights'), '4');
    await userEvent.click(within(group('Holiday types')).getByLabelText('Beach Holidays'));
    await userEvent.click(within(group('Inclusions')).getByLabelText('Hotels'));
    await userEvent.type(field('Inclusion text 1'), 'Daily breakfast');
    await userEvent.click(screen.getByRole('button', { name: 'Create package' }));
    await sent[0].respond(201, { message: PACKAGE_MESSAGES.created, data: { ...STORED, _id: 99, packageName: 'Krabi Sands' } });

    expect(await screen.findByText(PACKAGE_MESSAGES.created)).toBeInTheDocument();
    const created = screen.getByRole('region', { name: CREATED_PACKAGE_TEXTS.label });
    expect(within(created).getByText('Package #99')).toBeInTheDocument();
    expect(within(created).getByText('Krabi Sands')).toBeInTheDocument();
    expect(within(created).getByText(DRAFT_BADGE)).toBeInTheDocument();
    // The form itself has started over for the next package.
    expect(field('Package name')).toHaveValue('');

    await userEvent.click(within(created).getByRole('link', { name: CREATED_PACKAGE_TEXTS.edit('Krabi Sands') }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Update package' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/Account/packages/99');
    expect(field('Package name')).toHaveValue('Krabi Sands');
  });
});
